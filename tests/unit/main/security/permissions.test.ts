import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions } from '../../../../src/main/security/permissions';

function fakeSession() {
  return {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
  };
}

describe('permissions', () => {
  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'hid', 'openExternal', 'fullscreen'])(
    'a request for %s is denied and logged',
    (permission) => {
      const session = fakeSession();
      const log = vi.fn();
      denyAllPermissions(session, log);
      const handler = session.setPermissionRequestHandler.mock.calls[0]![0];
      const callback = vi.fn();
      handler({}, permission, callback, {});
      expect(callback).toHaveBeenCalledWith(false);
      expect(log).toHaveBeenCalledWith(`Permission refusée : ${permission}`);
    },
  );

  it('every permission check and device access answers no', () => {
    const session = fakeSession();
    denyAllPermissions(session, vi.fn());
    expect(session.setPermissionCheckHandler.mock.calls[0]![0]({}, 'media', 'app://portail', {})).toBe(false);
    expect(session.setDevicePermissionHandler.mock.calls[0]![0]({ deviceType: 'usb' })).toBe(false);
  });
});
