import { describe, expect, it, vi } from 'vitest';
import { guardNavigation } from '../../../../src/main/security/navigation';
import {
  createAppOrigins,
  isAllowedUrl,
  originOfUrl,
  type AppOrigins,
} from '../../../../src/main/security/origins';
import { fakeEvent, FakeWebContents } from '../fake-electron';

const BACKOFFICE = 'https://bo.example.fr/portail/';
const origins = createAppOrigins(BACKOFFICE, ['https://paiement.example.fr']);

function guarded(appOrigins: AppOrigins = origins) {
  const contents = new FakeWebContents();
  const openOutside = vi.fn();
  const log = vi.fn();
  const deferred: (() => void)[] = [];
  guardNavigation(contents, { origins: appOrigins, openOutside, log, defer: (task) => deferred.push(task) });
  /** Runs what the guard left for after the navigation event (Electron's turn is over). */
  const afterEvent = () => deferred.splice(0).forEach((task) => task());
  return { contents, openOutside, log, afterEvent };
}

describe('app origins', () => {
  it('are parsed; a page may go to the app and the trusted origins, never to the back office', () => {
    expect([...origins.trusted]).toEqual(['https://bo.example.fr', 'https://paiement.example.fr']);
    expect([...origins.topLevel]).toEqual(['app://portail', 'https://paiement.example.fr']);
    expect([...origins.frames]).toEqual([
      'app://portail',
      'https://bo.example.fr',
      'https://paiement.example.fr',
    ]);
    expect(origins.backoffice.href).toBe(BACKOFFICE);
  });

  it('origins added later (the back office’s preferences) count everywhere, the back office still not a page', () => {
    const later = createAppOrigins('http://127.0.0.1:5180', []);
    later.add(['http://127.0.0.1:5181', 'http://127.0.0.1:5180', 'https://portefeuille.example.fr']);
    expect([...later.trusted]).toEqual([
      'http://127.0.0.1:5180',
      'http://127.0.0.1:5181',
      'https://portefeuille.example.fr',
    ]);
    expect([...later.topLevel]).toEqual([
      'app://portail',
      'http://127.0.0.1:5181',
      'https://portefeuille.example.fr',
    ]);
    expect(later.frames.has('http://127.0.0.1:5180')).toBe(true);
  });

  it.each([
    ['app://portail/home', true],
    ['app://portail/vpc/itemlist?x=1', true],
    ['https://paiement.example.fr/pay?id=3', true],
    ['https://bo.example.fr/portail/recapitulatif', false],
    ['https://bo.example.fr/', false],
    ['https://paiement.example.fr.evil.test/pay', false],
    ['https://paiement.example.fr@evil.test/', false],
    ['http://paiement.example.fr/', false],
    ['https://paiement.example.fr:8443/', false],
    ['app://portail.evil.test/', false],
    ['app://autre/home', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>1</script>', false],
    ['not a url', false],
  ])('%s allowed as a page: %s', (url, expected) => {
    expect(isAllowedUrl(url, origins.topLevel)).toBe(expected);
  });

  it('rebuilds the origin of the app scheme, which the URL parser reports as "null"', () => {
    expect(new URL('app://portail/home').origin).toBe('null');
    expect(originOfUrl('app://portail/home')).toBe('app://portail');
  });
});

describe('navigation guards', () => {
  it.each(['will-navigate', 'will-redirect', 'will-frame-navigate'])(
    '%s of the page to a trusted origin goes on',
    (name) => {
      const { contents } = guarded();
      const event = fakeEvent({ url: 'https://paiement.example.fr/pay', isMainFrame: true });
      contents.emit(name, event);
      expect(event.preventDefault).not.toHaveBeenCalled();
    },
  );

  it.each(['will-navigate', 'will-redirect', 'will-frame-navigate'])(
    '%s of the page elsewhere is stopped and logged',
    (name) => {
      const { contents, log } = guarded();
      const event = fakeEvent({ url: 'https://paiement.example.fr.evil.test/', isMainFrame: true });
      contents.emit(name, event);
      expect(event.preventDefault).toHaveBeenCalledOnce();
      expect(log).toHaveBeenCalledWith(expect.stringContaining('https://paiement.example.fr.evil.test/'));
    },
  );

  describe('sub-frames', () => {
    it.each([
      'https://paiement.example.fr/carte',
      'https://bo.example.fr/portail/externe/mentions-legales.html',
      'app://portail/iframe',
      'about:blank',
      'about:srcdoc',
    ])('will-frame-navigate to %s goes on', (url) => {
      const { contents } = guarded();
      const event = fakeEvent({ url, isMainFrame: false, frame: {} });
      contents.emit('will-frame-navigate', event);
      expect(event.preventDefault).not.toHaveBeenCalled();
    });

    it.each([
      'https://evil.test/',
      'https://bo.example.fr.evil.test/',
      'http://bo.example.fr/portail/',
      'data:text/html,<script>1</script>',
      'file:///etc/passwd',
      'blob:https://evil.test/1',
      'about:blank#x',
    ])('will-frame-navigate to %s is stopped and logged', (url) => {
      const { contents, log } = guarded();
      const event = fakeEvent({ url, isMainFrame: false, frame: {} });
      contents.emit('will-frame-navigate', event);
      expect(event.preventDefault).toHaveBeenCalledOnce();
      expect(log).toHaveBeenCalledWith(
        `Navigation d’un cadre refusée vers une origine non autorisée : ${url}`,
      );
    });

    it('a redirect of a sub-frame follows the frame rules', () => {
      const { contents } = guarded();
      const toBackoffice = fakeEvent({
        url: 'https://bo.example.fr/portail/externe/a.html',
        isMainFrame: false,
      });
      contents.emit('will-redirect', toBackoffice);
      const elsewhere = fakeEvent({ url: 'https://evil.test/', isMainFrame: false });
      contents.emit('will-redirect', elsewhere);
      expect(toBackoffice.preventDefault).not.toHaveBeenCalled();
      expect(elsewhere.preventDefault).toHaveBeenCalledOnce();
    });

    it('a return path of the back office in a sub-frame does not reload the window', () => {
      const { contents, afterEvent } = guarded();
      const event = fakeEvent({ url: `${BACKOFFICE}recapitulatif?paymentOk=true`, isMainFrame: false });
      contents.emit('will-frame-navigate', event);
      afterEvent();
      expect(contents.loadURL).not.toHaveBeenCalled();
    });
  });

  describe('return from a provider (counter mode)', () => {
    it.each([
      [
        'will-navigate',
        'recapitulatif?paymentOk=true&module=VPC#haut',
        'app://portail/recapitulatif?paymentOk=true&module=VPC',
      ],
      [
        'will-redirect',
        'recapitulatif?paymentId=P-1&token=T&PayerID=X',
        'app://portail/recapitulatif?paymentId=P-1&token=T&PayerID=X',
      ],
      ['will-frame-navigate', 'payment?cancel=true', 'app://portail/payment?cancel=true'],
      ['will-navigate', 'appli', 'app://portail/appli'],
      ['will-redirect', 'recapitulatif?a=%2F%3Cb%3E', 'app://portail/recapitulatif?a=%2F%3Cb%3E'],
    ])('%s to the back office’s %s comes back into the app with its query', (name, path, expected) => {
      const { contents, log, afterEvent } = guarded();
      const event = fakeEvent({ url: `${BACKOFFICE}${path}`, isMainFrame: true });
      contents.emit(name, event);
      expect(event.preventDefault).toHaveBeenCalledOnce();
      // Loaded once Electron is done with the refused navigation, not from inside its event.
      expect(contents.loadURL).not.toHaveBeenCalled();
      afterEvent();
      expect(contents.loadURL.mock.calls).toEqual([[expected]]);
      expect(log).toHaveBeenCalledWith(`Retour du prestataire ramené dans l’application : ${expected}`);
    });

    it('the same navigation seen by will-frame-navigate and will-navigate loads the app once', () => {
      const { contents, afterEvent } = guarded();
      const url = `${BACKOFFICE}recapitulatif?paymentOk=true`;
      contents.emit('will-frame-navigate', fakeEvent({ url, isMainFrame: true }));
      contents.emit('will-navigate', fakeEvent({ url, isMainFrame: true }));
      afterEvent();
      expect(contents.loadURL).toHaveBeenCalledOnce();
    });

    it('with a back office at the root, its /recapitulatif comes back too', () => {
      const { contents, afterEvent } = guarded(createAppOrigins('http://127.0.0.1:5180/', []));
      const event = fakeEvent({ url: 'http://127.0.0.1:5180/recapitulatif?cancel=true', isMainFrame: true });
      contents.emit('will-redirect', event);
      afterEvent();
      expect(event.preventDefault).toHaveBeenCalledOnce();
      expect(contents.loadURL).toHaveBeenCalledWith('app://portail/recapitulatif?cancel=true');
    });

    it.each([
      `${BACKOFFICE}recapitulatif/autre`,
      `${BACKOFFICE}recapitulatif/`,
      `${BACKOFFICE}Recapitulatif`,
      `${BACKOFFICE}%72ecapitulatif`,
      `${BACKOFFICE}recapitulatif%3F`,
      'https://bo.example.fr/recapitulatif',
      `${BACKOFFICE}api/preferences`,
      `${BACKOFFICE}externe/mentions-legales.html`,
      BACKOFFICE,
      'https://bo.example.fr:8443/portail/recapitulatif',
      'http://bo.example.fr/portail/recapitulatif',
      'https://bo.example.fr.evil.test/portail/recapitulatif',
      'https://user@bo.example.fr/portail/recapitulatif',
    ])('%s: nothing else of the back office goes through as a page, nor into the app', (url) => {
      const { contents, afterEvent } = guarded();
      for (const name of ['will-navigate', 'will-redirect']) {
        const event = fakeEvent({ url, isMainFrame: true });
        contents.emit(name, event);
        expect(event.preventDefault).toHaveBeenCalledOnce();
      }
      afterEvent();
      expect(contents.loadURL).not.toHaveBeenCalled();
    });
  });

  it('denies every new window, after offering the URL to the external opener', () => {
    const { contents, openOutside } = guarded();
    expect(contents.windowOpenHandler!({ url: 'https://paiement.example.fr/' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler!({ url: 'https://evil.test/' })).toEqual({ action: 'deny' });
    expect(openOutside.mock.calls).toEqual([['https://paiement.example.fr/'], ['https://evil.test/']]);
  });

  it('prevents attaching any <webview>', () => {
    const { contents } = guarded();
    const event = fakeEvent();
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });
});
