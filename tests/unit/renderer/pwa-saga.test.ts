// Issue 16 "PWA", SPEC §4: the service worker registers when the app is stable or after 30 000 ms,
// whichever comes first, never without a web page to serve; a new version is announced (updateFound),
// waits for the next route change or the customer's « Mettre à jour » (issue 26 §4: never a reload in
// the middle of a form), says 'Actualisation de la page…' (updateApplying), takes over, and the page
// reloads once it has.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel } from 'redux-saga';
import type { LoadStatus } from '../../../src/renderer/src/app/config/configSlice';
import {
  REGISTER_AT_LATEST_MS,
  UPDATE_NOTICE_MS,
  serviceWorkerSaga,
} from '../../../src/renderer/src/features/pwa/pwaSaga';
import * as worker from '../../../src/renderer/src/features/pwa/serviceWorker';
import * as stable from '../../../src/renderer/src/features/pwa/stable';
import * as routes from '../../../src/renderer/src/features/pwa/routeChanges';
import { updateAccepted, updateApplying, updateFound } from '../../../src/renderer/src/features/pwa/pwaSlice';

vi.mock('../../../src/renderer/src/features/pwa/serviceWorker', () => ({
  canRegisterServiceWorker: vi.fn(),
  registerServiceWorker: vi.fn(),
  reloadPage: vi.fn(),
}));
vi.mock('../../../src/renderer/src/features/pwa/routeChanges', () => ({ nextRouteChange: vi.fn() }));
vi.mock('../../../src/renderer/src/features/pwa/stable', () => ({
  firstScreenRendered: vi.fn(),
  documentLoaded: vi.fn(),
  networkQuiet: vi.fn(),
}));

type Action = { type: string };

/** A promise the test settles when it wants. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A registered worker whose events the test sends, one at a time. */
function fakeWorker() {
  const pending: ((event: worker.WorkerEvent) => void)[] = [];
  const portal: worker.PortalWorker = {
    nextEvent: () => new Promise((resolve) => pending.push(resolve)),
    activateWaiting: vi.fn(),
    checkForUpdate: vi.fn(async () => undefined),
  };
  return { portal, send: (event: worker.WorkerEvent) => pending.shift()?.(event) };
}

/** Runs the saga against a store whose modules status the test sets; answers what it dispatched. */
function run(initial: LoadStatus = 'loaded') {
  const state = { config: { modulesStatus: initial } };
  const channel = stdChannel();
  const dispatched: Action[] = [];
  const task = runSaga(
    {
      channel,
      dispatch: (action: Action) => {
        dispatched.push(action);
        channel.put(action);
      },
      getState: () => state,
    },
    serviceWorkerSaga,
  );
  const setStatus = (status: LoadStatus) => {
    state.config.modulesStatus = status;
    channel.put({ type: `config/${status}` });
  };
  const press = (action: Action) => {
    dispatched.push(action);
    channel.put(action);
  };
  return { task, dispatched, setStatus, press };
}

/** Lets the saga's pending promises settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let quiet: ReturnType<typeof deferred>;
/** The customer's next route change: the test settles it when the customer changes page. */
let routeChange: ReturnType<typeof deferred>;

beforeEach(() => {
  vi.useFakeTimers();
  quiet = deferred();
  routeChange = deferred();
  vi.mocked(routes.nextRouteChange).mockImplementation(() => routeChange.promise);
  vi.mocked(worker.canRegisterServiceWorker).mockReturnValue(true);
  vi.mocked(stable.firstScreenRendered).mockResolvedValue(undefined);
  vi.mocked(stable.documentLoaded).mockResolvedValue(undefined);
  vi.mocked(stable.networkQuiet).mockReturnValue(quiet.promise);
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('when the service worker registers', () => {
  it('as soon as the app is stable, well before 30 s', async () => {
    const { portal } = fakeWorker();
    vi.mocked(worker.registerServiceWorker).mockResolvedValue(portal);
    const { task } = run();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(worker.registerServiceWorker).not.toHaveBeenCalled();
    quiet.resolve();
    await settle();
    expect(worker.registerServiceWorker).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('after 30 000 ms when the app never becomes stable, not a millisecond earlier', async () => {
    vi.mocked(worker.registerServiceWorker).mockResolvedValue(fakeWorker().portal);
    const { task } = run();
    await vi.advanceTimersByTimeAsync(REGISTER_AT_LATEST_MS - 1);
    expect(worker.registerServiceWorker).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(worker.registerServiceWorker).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('not before the start-up calls have answered, however quiet the network', async () => {
    vi.mocked(worker.registerServiceWorker).mockResolvedValue(fakeWorker().portal);
    quiet.resolve();
    const { task, setStatus } = run('loading');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stable.networkQuiet).not.toHaveBeenCalled();
    expect(worker.registerServiceWorker).not.toHaveBeenCalled();
    setStatus('failed');
    await settle();
    expect(worker.registerServiceWorker).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('never where no service worker may be (under the kiosk bridge: Electron)', async () => {
    vi.mocked(worker.canRegisterServiceWorker).mockReturnValue(false);
    const { task } = run();
    quiet.resolve();
    await vi.advanceTimersByTimeAsync(REGISTER_AT_LATEST_MS * 2);
    expect(worker.registerServiceWorker).not.toHaveBeenCalled();
    expect(task.isRunning()).toBe(false);
  });

  it('a refused registration (a browser blocking them) leaves the portal working, quietly', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(worker.registerServiceWorker).mockRejectedValue(new Error('bloqué'));
    quiet.resolve();
    const { task, dispatched } = run();
    await settle();
    expect(task.isRunning()).toBe(false);
    expect(task.error()).toBeUndefined();
    expect(dispatched).toEqual([]);
    expect(error).toHaveBeenCalledWith('Service worker non enregistré', expect.any(Error));
  });
});

describe('a new version', () => {
  it('is announced at once, and waits: no reload, no take-over while the customer stays on the page', async () => {
    const { portal, send } = fakeWorker();
    vi.mocked(worker.registerServiceWorker).mockResolvedValue(portal);
    quiet.resolve();
    const { task, dispatched } = run();
    await settle();

    send('waiting');
    await settle();
    expect(dispatched).toContainEqual(updateFound());
    // A customer typing a form for an hour: nothing moves under them.
    await vi.advanceTimersByTimeAsync(59 * 60 * 1_000);
    expect(portal.activateWaiting).not.toHaveBeenCalled();
    expect(worker.reloadPage).not.toHaveBeenCalled();
    expect(dispatched).not.toContainEqual(updateApplying());
    task.cancel();
  });

  it('applies on the next route change: the notice, the take-over, then the reload', async () => {
    const { portal, send } = fakeWorker();
    vi.mocked(worker.registerServiceWorker).mockResolvedValue(portal);
    quiet.resolve();
    const { task, dispatched } = run();
    await settle();
    send('waiting');
    await settle();
    expect(portal.activateWaiting).not.toHaveBeenCalled();

    routeChange.resolve();
    await settle();
    expect(dispatched).toContainEqual(updateApplying());
    await vi.advanceTimersByTimeAsync(UPDATE_NOTICE_MS - 1);
    expect(portal.activateWaiting).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(portal.activateWaiting).toHaveBeenCalledTimes(1);
    expect(worker.reloadPage).not.toHaveBeenCalled();

    send('controlling');
    await settle();
    expect(worker.reloadPage).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('applies at once when the customer presses « Mettre à jour »', async () => {
    const { portal, send } = fakeWorker();
    vi.mocked(worker.registerServiceWorker).mockResolvedValue(portal);
    quiet.resolve();
    const { task, dispatched, press } = run();
    await settle();
    send('waiting');
    await settle();
    press(updateAccepted());
    await settle();
    expect(dispatched).toContainEqual(updateApplying());
    await vi.advanceTimersByTimeAsync(UPDATE_NOTICE_MS);
    expect(portal.activateWaiting).toHaveBeenCalledTimes(1);
    send('controlling');
    await settle();
    expect(worker.reloadPage).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('taken over from another tab: this page waits too, then reloads on its next route change', async () => {
    const { portal, send } = fakeWorker();
    vi.mocked(worker.registerServiceWorker).mockResolvedValue(portal);
    quiet.resolve();
    const { task, dispatched } = run();
    await settle();
    send('controlling');
    await settle();
    expect(dispatched).toContainEqual(updateFound());
    await vi.advanceTimersByTimeAsync(10 * 60 * 1_000);
    expect(worker.reloadPage).not.toHaveBeenCalled();
    routeChange.resolve();
    await settle();
    expect(worker.reloadPage).toHaveBeenCalledTimes(1);
    expect(portal.activateWaiting).not.toHaveBeenCalled();
    task.cancel();
  });

  it('is looked for every hour on a page left open', async () => {
    const { portal } = fakeWorker();
    vi.mocked(worker.registerServiceWorker).mockResolvedValue(portal);
    quiet.resolve();
    const { task } = run();
    await settle();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1_000);
    expect(portal.checkForUpdate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1_000);
    expect(portal.checkForUpdate).toHaveBeenCalledTimes(2);
    task.cancel();
  });
});
