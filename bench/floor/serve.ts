// The emulator serving the built portal (scripts/serve.ts) plus the bench's floor page, in the
// same process and on the same origin: both pages get the same token and modules answers from the same
// server, under the same headers. A separate entry rather than an env switch in scripts/serve.ts, so no
// code of the floor is in what `npm run serve` or the app runs; the floor's files are registered the way
// static.ts registers the portal's (@fastify/static, same cache headers), and /home-like sends its
// index.html as the portal's routes send theirs.
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serveWebPortal } from '../../scripts/serve';
import { FLOOR_BASE, FLOOR_PAGE, floorOutDir } from './paths';

/** Keep in step with static.ts. preCompressed: the build's .br/.gz copies (the floor's build writes them
 * as the portal's does), chosen by Accept-Encoding. */
async function registerFloor(server: FastifyInstance): Promise<void> {
  await server.register(fastifyStatic, {
    root: join(floorOutDir, 'assets'),
    prefix: `${FLOOR_BASE}assets/`,
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res) {
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // reply.sendFile is the portal's static registration's (static.ts sends the app's index.html with it).
  server.get(FLOOR_PAGE, (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html', floorOutDir, { cacheControl: false }),
  );
}

const { url } = await serveWebPortal({}, { beforeListen: registerFloor });
console.log(`Portail et page plancher : ${url}home et ${new URL(FLOOR_PAGE, url).href}`);
