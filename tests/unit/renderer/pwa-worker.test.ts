// Issue 16 "PWA": what the page hears from its service worker (features/pwa/serviceWorker.ts), on a fake
// ServiceWorkerContainer driven step by step like the browser's: a new version waiting for this page,
// whether it was installed before registration came back, during it or later; no prompt on the first
// install; the take-over; and the message that lets the waiting version take over.
import { describe, expect, it, vi } from 'vitest';
import { SW_URL } from '@shared/pwa';
import {
  registerServiceWorker,
  type WorkerEvent,
} from '../../../src/renderer/src/features/pwa/serviceWorker';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  /** The browser moves the worker on. */
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** The browser found a new sw.js and installs it. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function fakeContainer(controlled: boolean) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(async () => registration),
  });
  return { registration, container: container as unknown as ServiceWorkerContainer, raw: container };
}

/** Everything the page hears, as it would in a saga's loop. */
function listen(next: () => Promise<WorkerEvent>): WorkerEvent[] {
  const seen: WorkerEvent[] = [];
  void (async () => {
    for (;;) seen.push(await next());
  })();
  return seen;
}

/** Lets the queued promises settle. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the portal's service worker seen from the page", () => {
  it('registers sw.js at the root', async () => {
    const { container, raw } = fakeContainer(false);
    await registerServiceWorker(container);
    expect(raw.register).toHaveBeenCalledWith(SW_URL);
  });

  it('says nothing of the first install: the worker just activates', async () => {
    const { container, registration } = fakeContainer(false);
    const first = new FakeWorker();
    registration.installing = first;
    const seen = listen((await registerServiceWorker(container)).nextEvent);
    first.become('installed');
    first.become('activated');
    await flush();
    expect(seen).toEqual([]);
  });

  it('a new version already waiting when registration comes back', async () => {
    const { container, registration } = fakeContainer(true);
    registration.waiting = new FakeWorker();
    const seen = listen((await registerServiceWorker(container)).nextEvent);
    await flush();
    expect(seen).toEqual(['waiting']);
  });

  it('a new version still installing when registration comes back (found before it)', async () => {
    const { container, registration } = fakeContainer(true);
    const next = new FakeWorker();
    registration.installing = next;
    const seen = listen((await registerServiceWorker(container)).nextEvent);
    await flush();
    expect(seen).toEqual([]);
    registration.waiting = next;
    next.become('installed');
    await flush();
    expect(seen).toEqual(['waiting']);
  });

  it('a new version found later (an update check), then its take-over', async () => {
    const { container, registration, raw } = fakeContainer(true);
    const worker = await registerServiceWorker(container);
    const seen = listen(worker.nextEvent);
    const next = new FakeWorker();
    registration.found(next);
    await flush();
    expect(seen).toEqual([]);
    registration.waiting = next;
    next.become('installed');
    await flush();
    expect(seen).toEqual(['waiting']);

    worker.activateWaiting();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    raw.dispatchEvent(new Event('controllerchange'));
    await flush();
    expect(seen).toEqual(['waiting', 'controlling']);
  });

  it('asks the server for a newer sw.js when told to', async () => {
    const { container, registration } = fakeContainer(true);
    const worker = await registerServiceWorker(container);
    await worker.checkForUpdate();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});

describe('a browser that blocks service workers', () => {
  it('answering registration with nothing is a refusal, said as one', async () => {
    const { container, raw } = fakeContainer(false);
    raw.register.mockResolvedValue(undefined as unknown as FakeRegistration);
    await expect(registerServiceWorker(container)).rejects.toThrow('Enregistrement refusé par le navigateur');
  });
});
