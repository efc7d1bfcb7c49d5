// A loopback Caisse-AP over IP payment terminal for unit and end-to-end tests: a net.Server on port 0
// speaking the real framing (ASCII TLV, CZ first, no envelope), scriptable per payment. It records the
// requests it received and counts the debits it made, so a test can prove a card was charged once.
import { createServer, type Server, type Socket } from 'node:net';
import {
  CaisseApDecoder,
  encodeCaisseAp,
  fieldValue,
  type CaisseApField,
  type CaisseApMessage,
} from '../../src/main/payment/caisse-ap/codec';

/** What the terminal answers once the customer's dialog is over. */
export type TerminalAnswer =
  /**
   * Debits, then AE 10 with AC (reference) and AA (card number as masked by the terminal); `omit` leaves
   * fields out, as a terminal that sends no AA.
   */
  | { kind: 'approve'; reference?: string; maskedPan?: string; omit?: string[] }
  /** AE 01 with AF = reason code: 04 refused, 05 forbidden, 08 input time-out... No debit. */
  | { kind: 'refuse'; reason: string }
  /** The customer pressed the red key: AE 01, AF 11. No debit. */
  | { kind: 'abandon' }
  /** Never answers (the point of sale times out). `debit`: the card was charged all the same. */
  | { kind: 'silent'; debit?: boolean }
  /** Debits, sends the first half of an approval, then destroys the connection. */
  | { kind: 'drop-mid-answer' };

export type TerminalBehaviour = TerminalAnswer & {
  /** The customer's dialog on the terminal before it answers. Default 0. */
  dialogMs?: number;
  /** The customer's dialog lasts until the test calls finishDialog() (then dialogMs, if any): a test
   * checks the screen during the payment without waiting out a fixed time. */
  held?: boolean;
  /** The answer written in several segments: cut offsets, or one byte per segment; `pauseMs` between. */
  split?: { cuts: number[] | 'bytes'; pauseMs: number };
  /** An AE 11 "request taken into account" message first, in the same segment as the answer. */
  acknowledgeFirst?: boolean;
  /** Close the connection right after the answer. Default false: the connection stays open. */
  closeAfterAnswer?: boolean;
  /** A pause right after this field of the answer (e.g. AE), the connection staying open. */
  pauseAfter?: { tag: string; ms: number };
  /** Bytes written after the answer, as some terminals end a message with a line break ('\r\n'). */
  trailer?: string;
};

export interface CaisseApTerminal {
  readonly host: string;
  readonly port: number;
  /** Behaviours for the next payments, in order; afterwards the default behaviour. */
  script(...behaviours: TerminalBehaviour[]): void;
  /** Every complete request received, decoded, in order. */
  readonly requests: readonly CaisseApMessage[];
  /** The same, as the bytes received. */
  readonly rawRequests: readonly string[];
  /** How many times a card was charged. */
  readonly debits: number;
  /** Every connection accepted, a request sent on it or not (a connection check sends none). */
  readonly connections: number;
  /** Every answer written (before any split), as sent. */
  readonly answers: readonly string[];
  /** Resolves once `count` requests have arrived. */
  waitForRequests(count: number): Promise<void>;
  /** Ends the customer's dialog of every payment held on the terminal (behaviour `held`). */
  finishDialog(): void;
  /** Unplugs the terminal: its connections dropped, its port closed. */
  close(): Promise<void>;
  /** Plugs it back in after close(): it listens again on the same port, its history kept. */
  reopen(): Promise<void>;
}

export interface CaisseApTerminalOptions {
  defaultBehaviour?: TerminalBehaviour;
  /** Masked card number sent in AA on approval. */
  maskedPan?: string;
}

/** Fields every debit request carries (the reference terminal refuses a request without them). */
const MANDATORY = ['CZ', 'CJ', 'CA', 'CB', 'CD', 'CE'];

export const TERMINAL_MASKED_PAN = '497010######0003';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startCaisseApTerminal(
  options: CaisseApTerminalOptions = {},
): Promise<CaisseApTerminal> {
  const defaultBehaviour = options.defaultBehaviour ?? { kind: 'approve' };
  const queue: TerminalBehaviour[] = [];
  const requests: CaisseApMessage[] = [];
  const rawRequests: string[] = [];
  const answers: string[] = [];
  const sockets = new Set<Socket>();
  const waiters: { count: number; resolve: () => void }[] = [];
  let debits = 0;
  let connections = 0;
  let held: (() => void)[] = [];

  function echo(request: CaisseApMessage): CaisseApField[] {
    const amount = fieldValue(request, 'CB') ?? '0';
    return [
      ['CZ', fieldValue(request, 'CZ') ?? '0300'],
      ['CA', fieldValue(request, 'CA') ?? '01'],
      // Terminals echo the amount zero-padded to 12 digits.
      ['CB', amount.padStart(12, '0')],
      ['CD', fieldValue(request, 'CD') ?? '0'],
      ['CE', fieldValue(request, 'CE') ?? '978'],
    ];
  }

  function approval(request: CaisseApMessage, reference: string, maskedPan: string): CaisseApField[] {
    return [
      ...echo(request),
      ['AE', '10'],
      ['AC', reference],
      ['AA', maskedPan],
      ['CC', '001'],
      ['CI', '1'],
      ['AI', 'A0000000421010'],
      ['AB', '2812'],
    ];
  }

  /** Offset just after `tag` in the encoded fields (undefined when absent). */
  function endOf(fields: readonly CaisseApField[], tag: string): number | undefined {
    let offset = 0;
    for (const [t, value] of fields) {
      offset += 5 + value.length;
      if (t === tag) return offset;
    }
    return undefined;
  }

  async function write(socket: Socket, bytes: Buffer, split: TerminalBehaviour['split']): Promise<void> {
    if (!split) {
      socket.write(bytes);
      return;
    }
    const cuts =
      split.cuts === 'bytes' ? Array.from({ length: bytes.length - 1 }, (_v, i) => i + 1) : [...split.cuts];
    let from = 0;
    for (const to of [...cuts, bytes.length]) {
      if (socket.destroyed) return;
      socket.write(bytes.subarray(from, to));
      from = to;
      if (to < bytes.length) await delay(split.pauseMs);
    }
  }

  async function serve(socket: Socket, request: CaisseApMessage): Promise<void> {
    const behaviour = queue.shift() ?? defaultBehaviour;
    if (behaviour.held) await new Promise<void>((resolve) => held.push(resolve));
    if (behaviour.dialogMs) await delay(behaviour.dialogMs);
    if (socket.destroyed) return;
    let fields: CaisseApField[];
    switch (behaviour.kind) {
      case 'silent':
        if (behaviour.debit) debits += 1;
        return;
      case 'drop-mid-answer': {
        debits += 1;
        const full = encodeCaisseAp(
          approval(request, String(100000 + debits), options.maskedPan ?? TERMINAL_MASKED_PAN),
        );
        answers.push(full.toString('ascii'));
        socket.write(full.subarray(0, Math.floor(full.length / 2)));
        socket.destroy();
        return;
      }
      case 'approve':
        debits += 1;
        fields = approval(
          request,
          behaviour.reference ?? String(100000 + debits),
          behaviour.maskedPan ?? options.maskedPan ?? TERMINAL_MASKED_PAN,
        ).filter(([tag]) => !behaviour.omit?.includes(tag));
        break;
      case 'refuse':
        fields = [...echo(request), ['AE', '01'], ['AF', behaviour.reason]];
        break;
      case 'abandon':
        fields = [...echo(request), ['AE', '01'], ['AF', '11']];
        break;
    }
    let answer = encodeCaisseAp(fields);
    answers.push(answer.toString('ascii'));
    const ack = behaviour.acknowledgeFirst
      ? encodeCaisseAp([...echo(request), ['AE', '11']])
      : Buffer.alloc(0);
    answer = Buffer.concat([ack, answer]);
    let split = behaviour.split;
    if (behaviour.pauseAfter) {
      const { tag, ms } = behaviour.pauseAfter;
      const cut = endOf(fields, tag);
      if (cut === undefined) throw new Error(`Terminal Caisse-AP : pas de champ ${tag} avant la pause`);
      split = { cuts: [ack.length + cut], pauseMs: ms };
    }
    if (behaviour.trailer) answer = Buffer.concat([answer, Buffer.from(behaviour.trailer, 'latin1')]);
    await write(socket, answer, split);
    if (behaviour.closeAfterAnswer && !socket.destroyed) socket.end();
  }

  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const decoder = new CaisseApDecoder();
    let raw = '';
    let received = false;
    socket.on('data', (chunk) => {
      if (received) return;
      raw += chunk.toString('latin1');
      try {
        decoder.push(chunk);
      } catch {
        // Unreadable request: message format error, as a terminal answers it.
        received = true;
        socket.end(
          encodeCaisseAp([
            ['CZ', '0300'],
            ['AE', '01'],
            ['AF', '09'],
          ]),
        );
        return;
      }
      // A request is whole once its mandatory fields are in and its last field is complete.
      if (!decoder.atFieldBoundary || MANDATORY.some((tag) => fieldValue(decoder.pending, tag) === undefined))
        return;
      received = true;
      const [request] = decoder.flush() as [CaisseApMessage];
      requests.push(request);
      rawRequests.push(raw);
      for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      void serve(socket, request);
    });
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('Terminal Caisse-AP : adresse inattendue');

  return {
    host: '127.0.0.1',
    port: address.port,
    script(...behaviours) {
      queue.push(...behaviours);
    },
    get requests() {
      return [...requests];
    },
    get rawRequests() {
      return [...rawRequests];
    },
    get debits() {
      return debits;
    },
    get connections() {
      return connections;
    },
    get answers() {
      return [...answers];
    },
    finishDialog() {
      const finished = held;
      held = [];
      for (const resolve of finished) resolve();
    },
    waitForRequests(count) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close() {
      for (const socket of sockets) socket.destroy();
      // A test may unplug the terminal mid-run: the device's own close afterwards has nothing left to do.
      if (!server.listening) return Promise.resolve();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
    reopen() {
      return server.listening ? Promise.resolve() : listen(address.port);
    },
  };
}
