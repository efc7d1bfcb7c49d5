import { describe, expect, it, vi } from 'vitest';
import { guardPermissions, type PermissionPolicy } from '../../../../src/main/security/permissions';

function fakeSession() {
  return {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
  };
}

const APP_PAGE = 'app://portail/reservation/infos?tab=2';
const CAMERA = { mediaTypes: ['video'], requestingUrl: APP_PAGE, isMainFrame: true };

/** What the request handler answers for one request, and what it logged. */
function request(policy: PermissionPolicy | undefined, permission: string, details: unknown) {
  const session = fakeSession();
  const log = vi.fn();
  guardPermissions(session, log, policy);
  const callback = vi.fn();
  session.setPermissionRequestHandler.mock.calls[0]![0]({}, permission, callback, details);
  expect(callback).toHaveBeenCalledOnce();
  return { granted: callback.mock.calls[0]![0] as boolean, log };
}

function check(policy: PermissionPolicy | undefined, permission: string, origin: string, details: unknown) {
  const session = fakeSession();
  guardPermissions(session, vi.fn(), policy);
  return session.setPermissionCheckHandler.mock.calls[0]![0]({}, permission, origin, details) as boolean;
}

describe('permissions', () => {
  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'hid', 'openExternal', 'fullscreen'])(
    'a request for %s is denied and logged',
    (permission) => {
      const { granted, log } = request(undefined, permission, {});
      expect(granted).toBe(false);
      expect(log).toHaveBeenCalledWith(`Permission refusée : ${permission}`);
    },
  );

  it('every permission check and device access answers no', () => {
    const session = fakeSession();
    guardPermissions(session, vi.fn());
    expect(session.setPermissionCheckHandler.mock.calls[0]![0]({}, 'media', 'app://portail', {})).toBe(false);
    expect(session.setDevicePermissionHandler.mock.calls[0]![0]({ deviceType: 'usb' })).toBe(false);
  });

  it('without the device config’s camera, the app page’s camera request is denied too', () => {
    expect(request({ camera: false }, 'media', CAMERA).granted).toBe(false);
    expect(check({ camera: false }, 'media', 'app://portail', { mediaType: 'video' })).toBe(false);
  });

  it('with the camera enabled, the app page’s main frame gets the camera, and it is logged', () => {
    const { granted, log } = request({ camera: true }, 'media', CAMERA);
    expect(granted).toBe(true);
    expect(log).toHaveBeenCalledWith('Permission accordée : caméra de app://portail');
    expect(
      check({ camera: true }, 'media', 'app://portail', { mediaType: 'video', requestingUrl: APP_PAGE }),
    ).toBe(true);
  });

  it.each([
    ['sound with the picture', { ...CAMERA, mediaTypes: ['video', 'audio'] }],
    ['sound alone', { ...CAMERA, mediaTypes: ['audio'] }],
    ['no media type', { ...CAMERA, mediaTypes: [] }],
    ['media types that are no list', { ...CAMERA, mediaTypes: 'video' }],
    ['a sub-frame of the app', { ...CAMERA, isMainFrame: false }],
    ['a framed site', { ...CAMERA, requestingUrl: 'https://evil.test/' }],
    ['a look-alike origin', { ...CAMERA, requestingUrl: 'app://portail.evil/' }],
    ['a page with credentials in its host', { ...CAMERA, requestingUrl: 'app://x@evil/' }],
    ['the back office', { ...CAMERA, requestingUrl: 'http://127.0.0.1:5180/reservation/infos' }],
    ['no URL', { mediaTypes: ['video'], isMainFrame: true }],
    ['no details', undefined],
  ])('with the camera enabled, %s is still denied', (_case, details) => {
    expect(request({ camera: true }, 'media', details).granted).toBe(false);
  });

  it.each(['geolocation', 'notifications', 'clipboard-read', 'hid', 'display-capture', 'fullscreen'])(
    'with the camera enabled, %s is still denied',
    (permission) => {
      expect(request({ camera: true }, permission, CAMERA).granted).toBe(false);
    },
  );

  it('with the camera enabled, a check for the microphone, another origin or another permission answers no', () => {
    expect(check({ camera: true }, 'media', 'app://portail', { mediaType: 'audio' })).toBe(false);
    expect(check({ camera: true }, 'media', 'https://evil.test', { mediaType: 'video' })).toBe(false);
    expect(
      check({ camera: true }, 'media', 'app://portail', {
        mediaType: 'video',
        requestingUrl: 'https://evil.test/',
      }),
    ).toBe(false);
    expect(check({ camera: true }, 'geolocation', 'app://portail', {})).toBe(false);
    const session = fakeSession();
    guardPermissions(session, vi.fn(), { camera: true });
    expect(session.setDevicePermissionHandler.mock.calls[0]![0]({ deviceType: 'usb' })).toBe(false);
  });
});
