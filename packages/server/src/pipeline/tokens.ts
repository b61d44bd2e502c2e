// Token counts with a real tokenizer (js-tiktoken, o200k_base: the encoding of current OpenAI models),
// loaded once through js-tiktoken/lite so only this one rank table is read.
import { Tiktoken } from 'js-tiktoken/lite';
import o200k_base from 'js-tiktoken/ranks/o200k_base';
import type { TokenCounts } from './types';

let encoder: Tiktoken | null = null;

/** Tokens of a text in the o200k_base encoding. */
export function countTokens(text: string): number {
  if (text === '') return 0;
  encoder ??= new Tiktoken(o200k_base);
  return encoder.encode(text).length;
}

/** Prompt = the text the provider read, completion = the text it wrote. */
export function tokenCounts(read: string, wrote: string): TokenCounts {
  const prompt = countTokens(read);
  const completion = countTokens(wrote);
  return { prompt, completion, total: prompt + completion };
}
