import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  OUT_OF_SERVICE_CSP,
  OUT_OF_SERVICE_HTML,
  outOfServiceResponse,
} from '../../../src/main/out-of-service/page';

describe('out-of-service page', () => {
  it('says in French that the kiosk is out of service and will retry by itself', () => {
    expect(OUT_OF_SERVICE_HTML).toContain('<html lang="fr">');
    expect(OUT_OF_SERVICE_HTML).toContain('<title>Borne momentanément hors service</title>');
    expect(OUT_OF_SERVICE_HTML).toContain('<h1>Borne momentanément hors service</h1>');
    expect(OUT_OF_SERVICE_HTML).toContain(
      '<p>Un incident technique empêche la borne de fonctionner. Elle redémarrera d’elle-même dans quelques minutes.</p>',
    );
    expect(OUT_OF_SERVICE_HTML).toContain(
      '<p>Vous pouvez acheter vos titres au guichet ou sur le site internet du réseau.</p>',
    );
  });

  it('holds no script and no remote content', () => {
    expect(OUT_OF_SERVICE_HTML).not.toMatch(/<script|<img|<iframe|<link|https?:\/\//i);
  });

  it('allows its inline style by hash and nothing else', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(OUT_OF_SERVICE_HTML)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(OUT_OF_SERVICE_CSP).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  it('is answered as HTML that is never cached', async () => {
    const response = outOfServiceResponse();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(OUT_OF_SERVICE_HTML);
  });
});
