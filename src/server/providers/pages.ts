// HTML of the provider stand-ins: accessible French pages, no inline script or style (CSP 'self').

/** The stylesheet the providers' pages link to, served on their own origin too. */
export const STYLESHEET_PATH = '/externe/page.css';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function providerPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" href="${STYLESHEET_PATH}" />
  </head>
  <body>
    <header><p>Plateforme de paiement sécurisé (émulateur)</p></header>
    <main>
      <h1>${escapeHtml(title)}</h1>
${body}
    </main>
  </body>
</html>`;
}

export const euros = (amount: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);
