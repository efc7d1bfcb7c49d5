// A printer that stops answering must not hold the kiosk: every wait on it has a limit.

/** Rejects with this when the limit passed first, so callers can tell silence from a refusal. */
export class PrinterTimeoutError extends Error {
  constructor(ms: number) {
    super(`pas de réponse en ${ms} ms`);
    this.name = 'PrinterTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PrinterTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
