// What the first screen does not need (the PWA's chunk) starts after the page's load event and an idle moment.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadAndIdle } from '../../../src/renderer/src/app/afterLoad';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('afterLoadAndIdle', () => {
  it('waits for the load event, then an idle moment', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const run = vi.fn();
    afterLoadAndIdle(run);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('a page already loaded waits for an idle moment only', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const run = vi.fn();
    afterLoadAndIdle(run);
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });
});
