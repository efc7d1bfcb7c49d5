import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs the whole suite on two loaded cores: findBy*/waitFor get 5 s instead of 1 s so a slow
// render is waited for rather than reported as missing (a real absence still fails, only later).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
