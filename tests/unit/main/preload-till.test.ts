// The preload of a counter whose main opened the till (the argument main passes in
// webPreferences.additionalArguments): window.kiosk.till, each method on its channel, nothing else.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TILL_ARGUMENT } from '../../../src/shared/till-bridge';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(async (channel: string, ...args: unknown[]) => ({ channel, args })) },
}));

vi.mock('electron', () => ({ ...electron, default: electron }));

let till: Record<string, (argument?: unknown) => Promise<unknown>>;
let bridge: Record<string, unknown>;
const argv = process.argv;

beforeAll(async () => {
  process.argv = [...argv, TILL_ARGUMENT];
  await import('../../../src/preload/index');
  bridge = electron.contextBridge.exposeInMainWorld.mock.calls[0]![1] as Record<string, unknown>;
  till = bridge.till as typeof till;
});
afterAll(() => {
  process.argv = argv;
});

describe('preload on a counter with its till', () => {
  it('adds the frozen till part and no operator part', () => {
    expect(bridge).not.toHaveProperty('operator');
    expect(Object.keys(till).sort()).toEqual(['close', 'open', 'recordProviderSale', 'reprint', 'status']);
    expect(Object.isFrozen(till)).toBe(true);
  });

  it('each method invokes its channel with its request', async () => {
    const open = { agentId: 'agent-1', pin: '246810', floatCents: 5000 };
    await expect(till.open!(open)).resolves.toEqual({ channel: 'till:open', args: [open] });
    const close = { agentId: 'agent-1', pin: '246810', countedCents: 5000 };
    await expect(till.close!(close)).resolves.toEqual({ channel: 'till:close', args: [close] });
    await expect(till.reprint!({ name: 'z.json' })).resolves.toEqual({
      channel: 'till:reprint',
      args: [{ name: 'z.json' }],
    });
    await expect(till.status!()).resolves.toEqual({ channel: 'till:status', args: [] });
  });
});
