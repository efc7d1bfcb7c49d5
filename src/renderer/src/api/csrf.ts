import { CSRF_COOKIE } from '@shared/http';

/** Value of the back office's CSRF cookie, if the browser holds one. */
export function readCsrfCookie(cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}
