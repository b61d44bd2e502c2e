// Spans of a text that hold no measure: phone numbers, URLs and e-mail addresses (Recognizers-Text's
// sequence models), long digit runs (barcodes, order numbers), tyre designations and SAE grades (codes.ts).
import { SequenceRecognizer } from '@microsoft/recognizers-text-sequence';
import { codeSpans } from './codes';

let models: { parse(text: string): { start: number; end: number }[] }[] | null = null;

function sequenceModels() {
  if (!models) {
    const recognizer = new SequenceRecognizer('en-us');
    models = [recognizer.getPhoneNumberModel(), recognizer.getURLModel(), recognizer.getEmailModel()];
  }
  return models;
}

/** [start, end) spans of phone numbers, URLs, e-mail addresses, digit runs of 8 or more, tyre and oil codes. */
export function maskedSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  // The phone model reads any run of digits and dashes; only a text with 7 digits in a row-ish can hold one.
  if (/\d[\d\s().-]{6,}\d|@|https?:|www\./i.test(text)) {
    for (const model of sequenceModels())
      for (const found of model.parse(text)) spans.push([found.start, found.end + 1]);
  }
  for (const m of text.matchAll(/\d{8,}/g)) spans.push([m.index, m.index + m[0].length]);
  spans.push(...codeSpans(text));
  return spans;
}
