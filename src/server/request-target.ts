// The request target as the router reads it. find-my-way takes the path of an absolute-form target,
// cuts it at '?' or '#', decodes it with decodeURI (reserved characters such as %2F stay encoded, %25
// stays %25), then matches it case sensitively, without resolving dot segments. The guards must decide
// on that same path; targets that could be read two ways (the absolute form, an escape that need not be
// one, an escaped separator, a dot segment) are refused before any hook or route runs, so no guard can
// be walked around by spelling a path oddly.

/** Characters that never need an escape (RFC 3986 "unreserved"), and the separators / \ . % */
const MUST_NOT_BE_ESCAPED = /^[A-Za-z0-9\-._~/\\%]$/;

const REFUSED = 'Chemin de la requête refusé : ';

/** The path part of a request target: before the query string (and before a fragment, as the router). */
function pathPart(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Why the router could read this request target another way than the guards, in French; null if not. */
export function targetRefusal(url: string): string | null {
  // The absolute form (http://host/path, for proxies) and '*': find-my-way routes on the path inside,
  // which a guard reading the target as a path would not see. Browsers send the origin form only.
  if (!url.startsWith('/')) return `${REFUSED}il doit commencer par « / ».`;
  // '#' never reaches a server from a browser; the router would cut the path there.
  if (url.includes('#')) return `${REFUSED}le caractère « # » n’est pas admis.`;
  const path = pathPart(url);
  for (let i = 0; i < path.length; i++) {
    const char = path[i];
    if (char === '\\') return `${REFUSED}le caractère « \\ » n’est pas admis.`;
    if (char !== '%') continue;
    const escape = path.slice(i, i + 3);
    if (!/^%[0-9A-Fa-f]{2}$/.test(escape)) return `${REFUSED}« ${escape} » n’est pas un encodage valide.`;
    const code = Number.parseInt(escape.slice(1), 16);
    const decoded = String.fromCharCode(code);
    if (code < 0x20 || code === 0x7f || MUST_NOT_BE_ESCAPED.test(decoded))
      return `${REFUSED}l’encodage « ${escape} » est ambigu ou interdit.`;
    i += 2;
  }
  if (path.split('/').some((segment) => segment === '.' || segment === '..'))
    return `${REFUSED}les segments « . » et « .. » ne sont pas admis.`;
  try {
    decodeURI(path);
  } catch {
    return `${REFUSED}le chemin n’est pas un texte UTF-8 valide.`;
  }
  return null;
}

/** The path the router matches, for a target targetRefusal accepted: decoded as find-my-way decodes it. */
export function routedPath(url: string): string {
  const path = pathPart(url);
  try {
    return decodeURI(path);
  } catch {
    // Never routed (refused first); kept as sent so a caller still gets a string.
    return path;
  }
}
