// The Caisse-AP connection check for an idle kiosk: Caisse-AP over IP has no message without an amount
// (its actions are transactions, CD debit or refund, and the reprint of the last ticket: see codec.ts
// and the driver's `reconcile`), so the only check that never touches a card is the TCP connection
// itself, opened and closed without a byte sent. A terminal that accepts it listens for requests.
import { connect } from 'node:net';
import type { TerminalReachability } from '../driver';

export interface ConnectionCheckOptions {
  host: string;
  port: number;
  /** Giving up on connecting: the terminal is then unreachable. */
  timeoutMs: number;
}

export function checkCaisseApConnection(options: ConnectionCheckOptions): Promise<TerminalReachability> {
  return new Promise((resolve) => {
    const socket = connect({ host: options.host, port: options.port });
    const finish = (result: TerminalReachability) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish('unreachable'), options.timeoutMs);
    socket.once('connect', () => finish('reachable'));
    socket.once('error', () => finish('unreachable'));
  });
}
