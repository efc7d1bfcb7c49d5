// Applies the guards to the whole app: every webContents it ever creates gets the navigation, new-window
// and webview limits; client certificates, logins and bad certificates are refused; the default session
// denies every permission (but the camera of the app's page when the device config enables it); the kiosk
// also refuses downloads.
import { refuseAuthRequests, type AuthRequestApp } from './authRequests';
import type { GuardedContents } from './navigation';
import { guardNavigation, type NavigationPolicy } from './navigation';
import { guardPermissions, type PermissionPolicy, type PermissionSession } from './permissions';
import { refuseDownloads, type DownloadSession } from './kioskLock';
import type { WindowMode } from './windowOptions';

export type HardenableApp = AuthRequestApp & {
  on(event: 'web-contents-created', listener: (event: unknown, contents: GuardedContents) => void): unknown;
};

export function hardenApp(
  app: HardenableApp,
  session: PermissionSession & DownloadSession,
  mode: WindowMode,
  policy: NavigationPolicy,
  permissions: PermissionPolicy = { camera: false },
): void {
  app.on('web-contents-created', (_event, contents) => guardNavigation(contents, policy));
  refuseAuthRequests(app, policy.log);
  guardPermissions(session, policy.log, permissions);
  if (mode === 'kiosk') refuseDownloads(session);
}
