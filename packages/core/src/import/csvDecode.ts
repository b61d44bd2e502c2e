// Reading a CSV file's bytes as text (issue #18): the encoding is detected from a byte-order mark (UTF-8,
// UTF-16 LE/BE), else the bytes are UTF-8 when they decode as such, else Windows-1252 (which reads every
// ISO-8859-1 file the same way, except for the C1 range no CSV uses). The user may override the guess.

/** Encodings a file may be read with. */
export const CSV_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

/** Labels of the encoding override. */
export const CSV_ENCODING_LABELS: Record<CsvEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252 / ISO-8859-1',
};

/** The encoding of `bytes`: its byte-order mark, else UTF-8 when the bytes are valid UTF-8, else Windows-1252. */
export function detectEncoding(bytes: Uint8Array): CsvEncoding {
  return detectAndDecode(bytes).encoding;
}

/** The encoding a mark or the UTF-16 pattern shows, else null (UTF-8 or Windows-1252: decoding decides). */
function markedEncoding(bytes: Uint8Array): CsvEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  // UTF-16 without a mark: every other byte of ASCII text is zero.
  const sample = bytes.subarray(0, 1000);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) if (sample[i] === 0) i % 2 === 0 ? evenZeros++ : oddZeros++;
  if (sample.length >= 4 && oddZeros > sample.length / 4 && evenZeros === 0) return 'utf-16le';
  if (sample.length >= 4 && evenZeros > sample.length / 4 && oddZeros === 0) return 'utf-16be';
  return null;
}

/** Detects and decodes in one pass over a UTF-8 file (the strict decoder's text is the answer when it succeeds). */
function detectAndDecode(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const marked = markedEncoding(bytes);
  if (marked) return { text: new TextDecoder(marked).decode(bytes), encoding: marked };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** The text of `bytes` in `encoding` (detected when absent), without its byte-order mark. */
export function decodeCsvBytes(bytes: Uint8Array, encoding?: CsvEncoding): { text: string; encoding: CsvEncoding } {
  // TextDecoder drops the BOM of the encoding it reads (ignoreBOM false).
  return encoding ? { text: new TextDecoder(encoding).decode(bytes), encoding } : detectAndDecode(bytes);
}
