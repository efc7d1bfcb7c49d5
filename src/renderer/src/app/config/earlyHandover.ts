// The web page's first script (earlyScript.ts) starts the configuration requests before the entry exists
// and hands their promise to it through one property of the page's global object; the entry takes it
// once. In Electron, and wherever that script did not run, nothing is handed over and the entry asks.
import type { EarlyAnswers } from './earlyConfig';

const HANDOVER = '__portailConfigurationRequests';

type Holder = { [HANDOVER]?: unknown };

export function handOver(requests: Promise<EarlyAnswers>): void {
  (globalThis as Holder)[HANDOVER] = requests;
}

/** The promise the early script left, once (the property is removed); anything else is ignored. */
export function takeHandedOver(): Promise<EarlyAnswers> | undefined {
  const holder = globalThis as Holder;
  const left = holder[HANDOVER];
  delete holder[HANDOVER];
  return left instanceof Promise ? (left as Promise<EarlyAnswers>) : undefined;
}
