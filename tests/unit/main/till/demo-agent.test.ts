// The counter's demo agent exists only on the embedded emulator with no agent configured.
import { describe, expect, it } from 'vitest';
import { verifyPin } from '../../../../src/main/operator/pin-hash';
import { DEMO_TILL_AGENT, tillAgentsOf } from '../../../../src/main/till/demo-agent';

const CONFIGURED = [{ id: 'agent-9', pinHash: 'scrypt$16384$8$1$x$y' }];

describe('till agents', () => {
  it('keeps the configured agents, with or without a back office', async () => {
    expect(await tillAgentsOf({ tillAgents: CONFIGURED, backofficeUrl: null })).toEqual(CONFIGURED);
    expect(await tillAgentsOf({ tillAgents: CONFIGURED, backofficeUrl: 'https://bo.example.fr/' })).toEqual(
      CONFIGURED,
    );
  });

  it('never invents an agent for an operator’s back office', async () => {
    expect(await tillAgentsOf({ tillAgents: [], backofficeUrl: 'https://bo.example.fr/' })).toEqual([]);
  });

  it('gives the demo agent on the embedded emulator, its PIN hashed', async () => {
    const [agent, ...others] = await tillAgentsOf({ tillAgents: [], backofficeUrl: null });
    expect(others).toEqual([]);
    expect(agent!.id).toBe('agent-1');
    expect(await verifyPin(DEMO_TILL_AGENT.pin, agent!.pinHash)).toBe(true);
  });
});
