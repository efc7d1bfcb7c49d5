// Amounts, dates and line wrapping as the receipt prints them.
import { formatDateTimeFr } from '../../shared/dates';
import { formatEurosPlain } from '../../shared/money';

/** "12,90 €" (or "€12.90" in `locale` en-GB) with plain spaces (the code page has no narrow no-break
 * space). */
export function formatAmount(cents: number, locale: string = 'fr-FR'): string {
  return formatEurosPlain(cents / 100, locale);
}

/** "dd/MM/yyyy HH:mm" in the given time zone; an unreadable date is printed as received. */
export function formatOrderDate(iso: string, timeZone: string): string {
  return formatDateTimeFr(iso, timeZone);
}

/** Lines of at most `width` characters, broken between words; a word longer than a line is cut. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    let rest = word;
    while (rest.length > width) {
      if (line) lines.push(line);
      line = '';
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (!rest) continue;
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= width) line += ` ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
