// The reverse proxies whose X-Forwarded-For the emulator believes (issue 23): behind one, every client
// has the proxy's address, and a single guesser would lock everyone out of the look-ups. Only a request
// coming from one of these addresses (or networks) is read further back, by Fastify's trustProxy
// (proxy-addr); any other request is its connection's address, whatever header it sends.
import { isIP } from 'node:net';

/** "10.0.0.5", "2001:db8::1", "10.0.0.0/8", "2001:db8::/32". */
function isAddressOrNetwork(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Checks every entry; throws a French reason naming the first wrong one (the server does not start). */
export function checkedProxies(proxies: readonly string[]): string[] {
  const wrong = proxies.find((entry) => !isAddressOrNetwork(entry));
  if (wrong !== undefined)
    throw new Error(
      `Mandataire de confiance invalide : « ${wrong.slice(0, 60)} » (une adresse IP ou un réseau, comme 10.0.0.0/8).`,
    );
  return [...proxies];
}

/** EMULATOR_TRUSTED_PROXIES ("10.0.0.5,192.168.0.0/16") as the `trustedProxies` option. */
export const parseTrustedProxiesEnv = (value: string | undefined): string[] =>
  checkedProxies(
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  );

/** Fastify's trustProxy for this list: none believed when it is empty. */
export const trustProxyOf = (proxies: readonly string[]): false | string[] =>
  proxies.length === 0 ? false : [...proxies];
