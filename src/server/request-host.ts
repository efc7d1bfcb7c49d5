// DNS rebinding: a page of evil.example whose name is made to resolve to 127.0.0.1 reaches the emulator
// as a same-origin caller (its Origin equals its Host), so the Origin check cannot see it. The Host a
// request names must be one the listener really answers to: the loopback names and its own host.

const LOOPBACK_HOSTNAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** host[:port] as RFC 9110 allows it: a registered name or IPv4, or an IPv6 literal in brackets. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/;

/** How many Host lines a request has, from Node's raw header list (name, value, name, value…): the
 * parsed headers keep only the first of two, which RFC 9112 says must be refused. */
export function hostLineCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === 'host') count++;
  return count;
}

/** The lower-cased host name of a Host header value (port dropped), or null when it is not one. */
export function hostnameOf(host: string | undefined): string | null {
  if (!host || host.length > 255) return null;
  const match = HOST.exec(host.toLowerCase());
  return match ? match[1]! : null;
}

/** The host names a listener on `listenHost` answers to. */
export function listenerHostnames(listenHost: string): string[] {
  const bracketed = listenHost.includes(':') && !listenHost.startsWith('[') ? `[${listenHost}]` : listenHost;
  const own = hostnameOf(bracketed);
  return [...new Set([...LOOPBACK_HOSTNAMES, ...(own ? [own] : [])])];
}
