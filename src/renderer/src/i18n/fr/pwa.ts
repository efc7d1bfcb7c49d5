// French strings of the web portal as an installable app (issue 16 "PWA", web only): its manifest, read
// by the web build (vite.web.config.ts) for the install prompt and the home screen, and the notices its
// lazy chunk shows (features/pwa). Texts quoted from SPEC.md are kept to the letter.

export const frPwa = {
  /** The product's, not a network's: the network's name and logo come from the back office at run time
   * (the document's title is the same, fr.app.documentTitle). */
  manifest: {
    name: 'Portail de vente en ligne',
    /** Under the icon on a phone's home screen: about 12 characters show whole. */
    shortName: 'Portail',
    description:
      'Achetez vos titres de transport, rechargez votre carte et réservez vos trajets, aussi sur votre téléphone.',
  },
  /** Issue 26 §4: a new version waits for the next page (never a reload in the middle of a form). */
  updateReady:
    'Une nouvelle version du portail est prête : elle s’appliquera à votre prochain changement de page.',
  /** Its button: the new version applies now. */
  updateNow: 'Mettre à jour',
  /** SPEC §4: a new version of the portal was installed; the page reloads onto it. */
  updating: 'Actualisation de la page…',
  /** Not in SPEC: the shell came from the cache, the back office cannot be reached. */
  unreachable: 'Le service est injoignable pour le moment. Vérifiez votre connexion puis réessayez.',
  /** Not in SPEC: the heading of a page whose code could not come (offline, never opened: issue 27 §3). */
  routeUnavailable: 'Page indisponible',
} as const;
