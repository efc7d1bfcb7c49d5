// Which step of a kiosk purchase a screen is: the cart is filled in the shop (the kiosk has no /cart, it
// goes to /payment), /payment asks the e-mail and the terms, then the card terminal takes over the same
// route, and the summary ends it. Other screens are not part of a purchase: no step indicator there.

/** Index in frKiosk.steps.names. */
export type PurchaseStep = 0 | 1 | 2 | 3;

/** `terminalPhase`: the payment's terminal phase, undefined until the payment feature has loaded. */
export function purchaseStep(pathname: string, terminalPhase: string | undefined): PurchaseStep | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/cart' || path === '/vpc' || path.startsWith('/vpc/')) return 0;
  // A reload's titles are chosen on the card's contents, an origin-destination's on its steps.
  if (path === '/rechargement/articles' || path === '/selection-od') return 0;
  if (path === '/payment') return terminalPhase && terminalPhase !== 'idle' ? 2 : 1;
  if (path === '/recapitulatif') return 3;
  return null;
}
