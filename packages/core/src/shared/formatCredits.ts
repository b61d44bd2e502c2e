/** A number of credits as shown before the word 'credits', e.g. '4,250' or '-15.5' (header, billing). */
export function formatCredits(balance: number): string {
  return balance.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
