declare module 'gtin' {
  /** Whether a GTIN-8/12/13/14 code's check digit is right; throws on a non-string or empty string. */
  export function isValid(barcode: string): boolean;
}
