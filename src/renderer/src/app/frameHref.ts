/** The in-app frame screen showing another site (SPEC §2 "Frame screen"): the kiosk opens no window. */
export function frameHref(url: string): string {
  return `/iframe?url=${encodeURIComponent(url)}`;
}
