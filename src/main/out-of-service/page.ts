// The page the watchdog shows after repeated crashes: static French HTML served by main itself over
// app://, no script and no remote content, so it cannot crash the way the portal did.
import { createHash } from 'node:crypto';
import { OUT_OF_SERVICE_TEXT } from '../../shared/out-of-service-text';

export const OUT_OF_SERVICE_PATH = '/hors-service';
export const OUT_OF_SERVICE_TITLE = OUT_OF_SERVICE_TEXT.title;

const STYLE = `
html, body { margin: 0; height: 100%; }
body { display: flex; align-items: center; justify-content: center; background: #0b4f8a; color: #ffffff;
  font-family: system-ui, sans-serif; text-align: center; }
main { max-width: 48rem; padding: 2rem; }
h1 { font-size: 2.5rem; margin: 0 0 1.5rem; }
p { font-size: 1.5rem; line-height: 1.5; margin: 0 0 1rem; }
`;

export const OUT_OF_SERVICE_HTML = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${OUT_OF_SERVICE_TITLE}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${OUT_OF_SERVICE_TITLE}</h1>
<p>${OUT_OF_SERVICE_TEXT.incident}</p>
<p>${OUT_OF_SERVICE_TEXT.elsewhere}</p>
</main>
</body>
</html>
`;

/** Nothing but its own inline style: no script, image, frame, form or base may load. */
export const OUT_OF_SERVICE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function outOfServiceResponse(): Response {
  return new Response(OUT_OF_SERVICE_HTML, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': OUT_OF_SERVICE_CSP,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
  });
}
