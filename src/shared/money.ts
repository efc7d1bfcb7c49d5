// Money display (DESIGN "Strings, money, dates"): euros with 2 decimals, in fr-FR unless the renderer's
// customer reads English (en-GB).

const formats = new Map<string, Intl.NumberFormat>();

const euros = (locale: string) => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
};

/** "12,90 €" (with the narrow no-break spaces of fr-FR); "€12.90" in en-GB. */
export function formatEuros(amount: number, locale: string = 'fr-FR'): string {
  return euros(locale).format(amount);
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
export function formatEurosPlain(amount: number, locale: string = 'fr-FR'): string {
  return formatEuros(amount, locale).replace(/[\u00a0\u202f]/g, ' ');
}

/** What an agent may type as an amount of euros: "20", "20,5", "20,50", "1 250,00" (or with a dot). */
const TYPED_EUROS = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;

/** The cents an amount typed in euros stands for (spaces ignored), or null when it is not one. */
export function parseTypedEuros(text: string): number | null {
  const match = TYPED_EUROS.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}
