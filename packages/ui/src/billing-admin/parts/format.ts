import { useFormat, commonMessages, useTexts } from '@curate/core';

/** 12345 → '12,345' in en-US (whole credits and tokens as the screens show them, in the provider's locale); '–' when missing. */
export function useFigure(): (n: number | null | undefined) => string {
  const format = useFormat();
  const common = useTexts('common', commonMessages);
  return (n) => (n === null || n === undefined ? common.none : format.number(Math.round(n)));
}
