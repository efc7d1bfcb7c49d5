// The back office's last successful call, as the readiness decides on it: every call main makes or
// forwards to the back office (the page's API calls through app://, the signed outcome reports, the
// preferences) goes through this fetch. Any HTTP answer below 500 from the back office's origin is the
// back office answering (a 404 for an unknown ticket included); a 5xx, a network failure, or a call to
// another origin is not.

export interface BackOfficeWatch {
  /** Epoch milliseconds of the last answer, null when none since the start. */
  lastSuccessAt(): number | null;
  /** The same fetch, noting the back office's answers. */
  fetch: typeof fetch;
}

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (input instanceof Request) return input.url;
  if (input instanceof URL) return input.href;
  return String(input);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function watchBackOffice(options: {
  backofficeUrl: string;
  fetch: typeof fetch;
  now?: () => number;
}): BackOfficeWatch {
  const origin = originOf(options.backofficeUrl);
  const now = options.now ?? (() => Date.now());
  let last: number | null = null;
  const watched = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const target = originOf(urlOf(input));
    const response = await options.fetch(input, init);
    if (origin !== null && target === origin && response.status < 500) last = now();
    return response;
  };
  return { lastSuccessAt: () => last, fetch: watched as typeof fetch };
}
