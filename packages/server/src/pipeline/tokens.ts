// Token counts with a real tokenizer (js-tiktoken, o200k_base: the encoding of current OpenAI models),
// loaded once through js-tiktoken/lite so only this one rank table is read.
import { Tiktoken } from 'js-tiktoken/lite';
import o200k_base from 'js-tiktoken/ranks/o200k_base';
import type { TokenCounts } from './types';

let encoder: Tiktoken | null = null;
let pattern: RegExp | null = null;
/** Token counts of the pieces seen (words with their leading space, numbers, punctuation runs), bounded. */
const pieces = new Map<string, number>();
const PIECES_MAX = 100_000;

/**
 * Tokens of a text in the o200k_base encoding. The encoder splits a text into pieces by its pattern and encodes
 * each on its own, so the count is the sum of the pieces' counts: those are remembered, since product texts
 * repeat their words (a byte-pair merge of every piece was most of the local pipeline's time, issue #18).
 */
export function countTokens(text: string): number {
  if (text === '') return 0;
  encoder ??= new Tiktoken(o200k_base);
  pattern ??= new RegExp(o200k_base.pat_str, 'gu');
  let tokens = 0;
  for (const [piece] of text.matchAll(pattern)) {
    let count = pieces.get(piece);
    if (count === undefined) {
      count = encoder.encode(piece).length;
      if (pieces.size >= PIECES_MAX) pieces.clear();
      pieces.set(piece, count);
    }
    tokens += count;
  }
  return tokens;
}

/** Prompt = the text the provider read, completion = the text it wrote. */
export function tokenCounts(read: string, wrote: string): TokenCounts {
  const prompt = countTokens(read);
  const completion = countTokens(wrote);
  return { prompt, completion, total: prompt + completion };
}
