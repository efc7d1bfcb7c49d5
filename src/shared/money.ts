// Money display (DESIGN "Strings, money, dates"): euros in fr-FR with 2 decimals.

const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
});

/** "12,90 €" (with the narrow no-break spaces of fr-FR). */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}

/** Sums of floating euros drift (0.1 + 0.2); SPEC §9 rounds the local VAT sum to 12 decimals. */
export function roundTo12(value: number): number {
  return Math.round(value * 1e12) / 1e12;
}

export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** "12,90 €" with plain spaces, for PDFs and thermal printers whose fonts or code pages lack the narrow
 * no-break spaces fr-FR uses. */
export function formatEurosPlain(amount: number): string {
  return formatEuros(amount).replace(/[\u00a0\u202f]/g, ' ');
}
