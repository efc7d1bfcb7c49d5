// The counter's till page (issue 29 §3): not one of SPEC's routes, a counter PC's only (app/routes.tsx).
export const TILL_PATH = '/caisse';
