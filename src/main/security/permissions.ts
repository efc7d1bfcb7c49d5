// Permissions (checklist item 5): the portal needs none (no camera, microphone, geolocation,
// notifications, USB, HID, serial...), so every request and every check is denied.

export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
  setDevicePermissionHandler(handler: (details: unknown) => boolean): void;
}

export function denyAllPermissions(session: PermissionSession, log: (message: string) => void): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    log(`Permission refusée : ${permission}`);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
