// The chunks loaded lazily that are not pages of the route table (routes.tsx), each named once here so
// that no module outside the route table imports a feature's inside, and the web's home bundle carries none.

/** The kiosk shell (features/kiosk/KioskShell): app/layout/kioskParts.tsx renders its parts. */
export const loadKioskShell = () => import('../features/kiosk/KioskShell');

/** What the kiosk shell's chunk exports. */
export type KioskShellModule = Awaited<ReturnType<typeof loadKioskShell>>;

/** The legal texts' dialog (the kiosk's footer documents and the terms of sale, purchase/TermsCheckbox). */
export const loadLegalDialog = () => import('../features/kiosk/LegalDialog');

/** The order summary's chunk, which saves an order's PDFs and prints its receipt (the reservation's
 * modification uses it once the new ticket is there, so that none of its modules leaves that chunk). */
export const loadOrderOutputs = () => import('../features/recap/recapRoute');

/** What the order summary's chunk exports. */
export type OrderOutputs = Awaited<ReturnType<typeof loadOrderOutputs>>;

/** The web app's service worker and notices (features/pwa/startPwa), started by main.tsx on the web. */
export const loadPwa = () => import('../features/pwa/startPwa');
