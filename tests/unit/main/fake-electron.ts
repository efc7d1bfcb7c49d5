// Small stand-ins for Electron objects: an emitter whose listeners tests can call, and events that
// record preventDefault. Electron itself cannot run on our machines (STACK.md).
import { vi } from 'vitest';

export class FakeEmitter {
  readonly listeners = new Map<string, ((...args: never[]) => unknown)[]>();

  on = vi.fn((event: string, listener: (...args: never[]) => unknown) => {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  });

  once = vi.fn((event: string, listener: (...args: never[]) => unknown) => this.on(event, listener));

  /** Calls every listener of `event` with `args`. */
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => unknown)(...args);
  }

  count(event: string): number {
    return this.listeners.get(event)?.length ?? 0;
  }
}

export function fakeEvent<T extends object>(fields: T = {} as T) {
  return { ...fields, preventDefault: vi.fn() };
}

export class FakeWebContents extends FakeEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  destroyed = false;
  url = '';

  setWindowOpenHandler = vi.fn((handler: (details: { url: string }) => { action: 'deny' }) => {
    this.windowOpenHandler = handler;
  });
  reload = vi.fn();
  loadURL = vi.fn(async (url: string) => {
    this.url = url;
  });
  forcefullyCrashRenderer = vi.fn();
  closeDevTools = vi.fn();
  setVisualZoomLevelLimits = vi.fn(async (_minimum: number, _maximum: number) => undefined);
  setZoomFactor = vi.fn();
  setZoomLevel = vi.fn();
  isDestroyed = () => this.destroyed;
}
