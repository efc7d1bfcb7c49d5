// At most so many open connections per client address on a listener: one client holding hundreds of
// slow or idle connections would otherwise take the file descriptors every other client needs. A
// connection over the cap is never read as a request: it gets a French 503 and is closed.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { rawRefusal } from './answer-headers';

/** How long a refused connection may keep sending before it is cut (see refuse). */
const REFUSED_LINGER_MS = 1000;

/** The client's address, an IPv4 one whether it came over IPv4 or IPv6. */
function clientOf(socket: Socket): string {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

function refuse(socket: Socket, max: number): void {
  // The client may reset meanwhile: nothing to do then.
  socket.on('error', () => undefined);
  socket.end(
    rawRefusal(503, {
      messageError: `Trop de connexions ouvertes depuis votre adresse (${max} au plus) : réessayez dans un instant.`,
    }),
  );
  // What the client sent is read and dropped: closing over unread bytes would reset the connection and
  // could lose the answer. A client that keeps sending is cut after a moment.
  socket.resume();
  const linger = setTimeout(() => socket.destroy(), REFUSED_LINGER_MS);
  socket.once('close', () => clearTimeout(linger));
}

export function capConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  // Node's own listeners set up the HTTP parser of a connection: they run only for admitted ones.
  const httpListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const client = clientOf(socket);
    const count = open.get(client) ?? 0;
    if (count >= max) return refuse(socket, max);
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
    for (const listener of httpListeners) listener.call(server, socket);
  });
}
