// Permissions (checklist item 5): the portal needs none (no microphone, geolocation, notifications, USB,
// HID, serial...), so every request and every check is denied, with one exception the device config may
// turn on (`camera`, off by default): the camera, video only, for the main frame of the app's own page,
// which reads a ticket's QR code with it. A framed site, a request for sound, or any other permission
// stays denied.
import { APP_ORIGIN } from '../../shared/http';
import { originOfUrl } from './origins';

/** What Electron passes with a permission request (only what is read here). */
export interface PermissionRequestDetails {
  mediaTypes?: unknown;
  requestingUrl?: unknown;
  isMainFrame?: unknown;
}

/** What Electron passes with a permission check (only what is read here). */
export interface PermissionCheckDetails {
  mediaType?: unknown;
  requestingUrl?: unknown;
  isMainFrame?: unknown;
}

export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (
      contents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: PermissionRequestDetails,
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (
      contents: unknown,
      permission: string,
      requestingOrigin: string,
      details: PermissionCheckDetails,
    ) => boolean,
  ): void;
  setDevicePermissionHandler(handler: (details: unknown) => boolean): void;
}

export interface PermissionPolicy {
  /** Device config `camera`: the app's page may film (never record sound). */
  camera: boolean;
}

const isAppPage = (url: unknown): boolean => typeof url === 'string' && originOfUrl(url) === APP_ORIGIN;

/** A request for the camera alone ('video', never 'audio'), from the app page's main frame. */
function isCameraRequest(permission: string, details: PermissionRequestDetails | undefined): boolean {
  const types = details?.mediaTypes;
  return (
    permission === 'media' &&
    Array.isArray(types) &&
    types.length > 0 &&
    types.every((type) => type === 'video') &&
    details?.isMainFrame === true &&
    isAppPage(details.requestingUrl)
  );
}

/** A check for the camera (listing devices, permission queries) by the app's own page. */
function isCameraCheck(
  permission: string,
  requestingOrigin: string,
  details: PermissionCheckDetails | undefined,
): boolean {
  return (
    permission === 'media' &&
    details?.mediaType === 'video' &&
    isAppPage(requestingOrigin) &&
    (details.requestingUrl === undefined || isAppPage(details.requestingUrl))
  );
}

export function guardPermissions(
  session: PermissionSession,
  log: (message: string) => void,
  policy: PermissionPolicy = { camera: false },
): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    if (policy.camera && isCameraRequest(permission, details)) {
      log(`Permission accordée : caméra de ${APP_ORIGIN}`);
      callback(true);
      return;
    }
    log(`Permission refusée : ${permission}`);
    callback(false);
  });
  session.setPermissionCheckHandler(
    (_contents, permission, requestingOrigin, details) =>
      policy.camera && isCameraCheck(permission, requestingOrigin, details),
  );
  session.setDevicePermissionHandler(() => false);
}
