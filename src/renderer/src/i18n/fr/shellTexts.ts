/** Texts of the shell that the web build's index.html says too, before any script has run
 * (vite.web.config.ts, staticShell): in a file of their own, which that config can import. */
export const FR_SHELL = {
  documentTitle: 'Portail de vente en ligne',
  loading: 'Chargement en cours…',
} as const;
