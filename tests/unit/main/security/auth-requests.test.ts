import { describe, expect, it, vi } from 'vitest';
import { refuseAuthRequests } from '../../../../src/main/security/authRequests';
import { fakeEvent, FakeEmitter } from '../fake-electron';

function setup() {
  const app = new FakeEmitter();
  const log = vi.fn();
  refuseAuthRequests(app, log);
  return { app, log };
}

describe('certificates and logins', () => {
  it('a client certificate request gets none, without the OS picker', () => {
    const { app, log } = setup();
    const event = fakeEvent();
    const callback = vi.fn();
    app.emit(
      'select-client-certificate',
      event,
      {},
      'https://pay.example.fr/3ds',
      [{ subjectName: 'x' }],
      callback,
    );
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(callback).toHaveBeenCalledOnce();
    expect(callback.mock.calls[0]).toEqual([]);
    expect(log).toHaveBeenCalledWith('Certificat client refusé : https://pay.example.fr/3ds');
  });

  it.each([
    [{ host: 'bo.example.fr', isProxy: false }, 'Authentification refusée : https://bo.example.fr/x'],
    [
      { host: 'proxy.gare', isProxy: true },
      'Authentification refusée : https://bo.example.fr/x (proxy proxy.gare)',
    ],
  ])('an HTTP or proxy login is cancelled, never answered (%j)', (authInfo, message) => {
    const { app, log } = setup();
    const event = fakeEvent();
    const callback = vi.fn();
    app.emit('login', event, {}, { url: 'https://bo.example.fr/x' }, authInfo, callback);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(callback).toHaveBeenCalledOnce();
    expect(callback.mock.calls[0]).toEqual([]);
    expect(log).toHaveBeenCalledWith(message);
  });

  it('a certificate error is refused and logged', () => {
    const { app, log } = setup();
    const event = fakeEvent();
    const callback = vi.fn();
    app.emit(
      'certificate-error',
      event,
      {},
      'https://pay.example.fr/',
      'net::ERR_CERT_DATE_INVALID',
      {},
      callback,
      true,
    );
    expect(callback).toHaveBeenCalledWith(false);
    // Preventing the default would mean the app decides to trust: it never does.
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(
      'Certificat refusé (net::ERR_CERT_DATE_INVALID) : https://pay.example.fr/',
    );
  });
});
