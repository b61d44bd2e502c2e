/** 12345 → '12,345' (whole credits and tokens as the screens show them). */
export const figure = (n: number | null | undefined): string =>
  n === null || n === undefined ? '–' : Math.round(n).toLocaleString('en-US');
