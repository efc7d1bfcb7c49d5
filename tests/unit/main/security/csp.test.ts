import { describe, expect, it } from 'vitest';
import { configuredContentSecurityPolicy } from '../../../../src/main/security/csp';
import { contentSecurityPolicy } from '../../../../src/server/static';

describe('configured Content-Security-Policy', () => {
  it('is the emulator’s policy when no origin is configured', () => {
    expect(configuredContentSecurityPolicy([])).toBe(contentSecurityPolicy([], []));
  });

  it('allows the trusted origins for frames, form posts, calls and images, nothing else', () => {
    expect(configuredContentSecurityPolicy(['https://bo.example.fr', 'https://pay.example.fr'])).toBe(
      [
        "default-src 'self'",
        "img-src 'self' data: blob: https://bo.example.fr https://pay.example.fr",
        "style-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval'",
        "connect-src 'self' https://bo.example.fr https://pay.example.fr",
        "frame-src 'self' https://bo.example.fr https://pay.example.fr",
        "form-action 'self' https://bo.example.fr https://pay.example.fr",
        "frame-ancestors 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
      ].join('; '),
    );
  });

  it('lets WebAssembly compile (the QR code reader), and never eval() or inline scripts', () => {
    for (const policy of [configuredContentSecurityPolicy(['https://a.fr']), contentSecurityPolicy([], [])]) {
      const scripts = policy.split('; ').find((d) => d.startsWith('script-src'));
      expect(scripts).toBe("script-src 'self' 'wasm-unsafe-eval'");
      expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    }
  });

  it('leaves out the app origin, duplicates and anything that is not http(s)', () => {
    expect(
      configuredContentSecurityPolicy(['app://portail', 'https://a.fr', 'https://a.fr', "'unsafe-inline'"]),
    ).toContain("frame-src 'self' https://a.fr;");
  });
});
