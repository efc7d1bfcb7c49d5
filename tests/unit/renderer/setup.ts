import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queueSelectionChange } from './selectionchange';

// CI runs the whole suite on two loaded cores: findBy*/waitFor get 15 s instead of 1 s so a slow
// render (a route chunk's first load took over 5 s at a load average of 20) is waited for rather than
// reported as missing; a real absence still fails, only later, within the 30 s test timeout.
configure({ asyncUtilTimeout: 15_000 });

queueSelectionChange(document);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
