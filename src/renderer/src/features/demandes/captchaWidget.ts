// The ALTCHA widget (self-hosted proof of work, no third-party service), registered with the route's
// chunk so the home page does not carry it. The `external` build brings no inline worker: the workers
// come from our own origin through Vite (no blob: worker, so the CSP stays 'self'). Its French texts
// are the package's own bundle, loaded with it rather than kept in the home page's catalogue; English is
// built into the widget.
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/fr-fr';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import type { Language } from '../../i18n/catalog';

/** The widget's language for each of ours (fr-fr registered by altcha/i18n/fr-fr). */
export const CAPTCHA_LANGUAGES: Record<Language, string> = { fr: 'fr-fr', en: 'en' };

// The algorithms the widget bundles by default; memory-hard ones (Argon2, Scrypt) would need theirs.
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
