// The agents of a counter's till: the configured ones; with the embedded emulator (a demonstration, no
// operator's back office) and none configured, the demo agent of docs/demo-data.md « Guichet », so the counter can be tried.
import type { TillAgent } from '../../shared/device-config';
import { hashPin } from '../operator/pin-hash';

export const DEMO_TILL_AGENT = { id: 'agent-1', pin: '246810' } as const;
const DEMO_COST = { N: 2 ** 14, r: 8, p: 1 } as const;

export async function tillAgentsOf(config: {
  tillAgents: readonly TillAgent[];
  backofficeUrl: string | null;
}): Promise<TillAgent[]> {
  if (config.tillAgents.length > 0 || config.backofficeUrl !== null) return [...config.tillAgents];
  // The smallest cost main accepts: the PIN is published in the README and docs/demo-data.md, the hash
  // protects nothing.
  return [{ id: DEMO_TILL_AGENT.id, pinHash: await hashPin(DEMO_TILL_AGENT.pin, DEMO_COST) }];
}
