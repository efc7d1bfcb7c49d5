// No credential is ever offered on the customer's behalf and no OS dialog opens (DESIGN "Kiosk
// behaviour": never a certificate picker): a site asking for a client certificate gets none, an HTTP or
// proxy authentication is cancelled, a certificate error is refused. Each is logged.
import type { PreventableEvent } from './navigation';

export interface AuthRequestApp {
  on(
    event: 'select-client-certificate',
    listener: (
      event: PreventableEvent,
      webContents: unknown,
      url: string,
      certificates: unknown[],
      callback: (certificate?: never) => void,
    ) => void,
  ): unknown;
  on(
    event: 'login',
    listener: (
      event: PreventableEvent,
      webContents: unknown,
      details: { url: string },
      authInfo: { host: string; isProxy: boolean },
      callback: (username?: string, password?: string) => void,
    ) => void,
  ): unknown;
  on(
    event: 'certificate-error',
    listener: (
      event: PreventableEvent,
      webContents: unknown,
      url: string,
      error: string,
      certificate: unknown,
      callback: (isTrusted: boolean) => void,
    ) => void,
  ): unknown;
}

export function refuseAuthRequests(app: AuthRequestApp, log: (message: string) => void): void {
  // Without preventDefault Electron would pick the first certificate of the store by itself.
  app.on('select-client-certificate', (event, _contents, url, _certificates, callback) => {
    event.preventDefault();
    log(`Certificat client refusé : ${url}`);
    callback();
  });
  // preventDefault then a callback without credentials: the authentication is cancelled.
  app.on('login', (event, _contents, details, authInfo, callback) => {
    event.preventDefault();
    log(`Authentification refusée : ${details.url}${authInfo.isProxy ? ` (proxy ${authInfo.host})` : ''}`);
    callback();
  });
  // Electron's default refuses too; said here so that no later change trusts a bad certificate.
  const refuseCertificate = (
    _event: PreventableEvent,
    _contents: unknown,
    url: string,
    error: string,
    _certificate: unknown,
    callback: (isTrusted: boolean) => void,
  ) => {
    log(`Certificat refusé (${error}) : ${url}`);
    callback(false);
  };
  // Reviewed: the handler never calls preventDefault nor callback(true); it only refuses and logs.
  app.on('certificate-error', refuseCertificate); // eng-disable CERTIFICATE_ERROR_EVENT_JS_CHECK
}
