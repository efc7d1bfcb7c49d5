// A browser-like visitor of the back office over real HTTP (startServer): its bearer and CSRF pair, and
// calls that carry them. `send` gives the whole answer; get, post and put its JSON body.

export async function httpVisitor(base: string) {
  const first = await fetch(new URL('/api/jwttoken/generate', base));
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1]!;
  const { id_token } = (await first.json()) as { id_token: string };
  const headers = {
    authorization: `Bearer ${id_token}`,
    'x-xsrf-token': csrf,
    cookie: `XSRF-TOKEN=${csrf}`,
    'content-type': 'application/json',
  };
  const send = (method: string, path: string, body?: object) =>
    fetch(new URL(path, base), { method, headers, body: body && JSON.stringify(body) });
  const call = async (method: string, path: string, body?: object) => (await send(method, path, body)).json();
  return {
    send,
    get: (path: string) => call('GET', path),
    post: (path: string, body?: object) => call('POST', path, body ?? {}),
    put: (path: string) => call('PUT', path),
  };
}

export type HttpVisitor = Awaited<ReturnType<typeof httpVisitor>>;
