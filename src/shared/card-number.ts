// A transport card's number as printed on the card and shown to a customer: groups of four digits,
// « 1000 0000 0001 » (issue 26 §2). Spaces already there are not doubled: a display number formats the same.

export function formatCardNumber(numero: string): string {
  return numero.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
