import { describe, expect, test, vi } from 'vitest';
import { registerInProduction, registerServiceWorker } from './registerServiceWorker';

/** A window with a service-worker container, in the given load state. */
function fakeWindow(readyState: DocumentReadyState, idle = true) {
  const register = vi.fn(async () => ({}));
  const listeners = new Map<string, () => void>();
  const idleCallbacks: (() => void)[] = [];
  const win = {
    navigator: { serviceWorker: { register } },
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    requestIdleCallback: idle ? (callback: () => void) => idleCallbacks.push(callback) : undefined,
    setTimeout: (callback: () => void) => idleCallbacks.push(callback),
  };
  return { win: win as unknown as Window, register, listeners, idleCallbacks };
}

describe('registering the service worker', () => {
  test('waits for the page’s load and an idle moment, then registers /sw.js for the whole site', () => {
    const { win, register, listeners, idleCallbacks } = fakeWindow('interactive');
    registerServiceWorker('/sw.js', win);
    expect(register).not.toHaveBeenCalled();
    listeners.get('load')!();
    expect(register).not.toHaveBeenCalled();
    idleCallbacks.forEach((callback) => callback());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  test('a page already loaded registers at the next idle moment; without idle callbacks after a timeout', () => {
    for (const idle of [true, false]) {
      const { win, register, idleCallbacks } = fakeWindow('complete', idle);
      registerServiceWorker('/sw.js', win);
      expect(idleCallbacks).toHaveLength(1);
      idleCallbacks[0]();
      expect(register).toHaveBeenCalledTimes(1);
    }
  });

  test('a browser without service workers, or one refusing, is left as it is', async () => {
    const bare = { navigator: {}, document: { readyState: 'complete' } } as unknown as Window;
    expect(() => registerServiceWorker('/sw.js', bare)).not.toThrow();
    const { win, register, idleCallbacks } = fakeWindow('complete');
    register.mockRejectedValue(new DOMException('refused', 'SecurityError'));
    registerServiceWorker('/sw.js', win);
    idleCallbacks[0]();
    await Promise.resolve();
    expect(register).toHaveBeenCalled();
  });

  test('tests and the dev server never get a worker; a production build does', () => {
    vi.useFakeTimers();
    try {
      const register = vi.fn(async () => ({}));
      Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
      expect(document.readyState).toBe('complete');
      registerInProduction();
      vi.runAllTimers();
      expect(register).not.toHaveBeenCalled();

      vi.stubEnv('PROD', true);
      registerInProduction();
      vi.runAllTimers();
      expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    } finally {
      vi.unstubAllEnvs();
      vi.useRealTimers();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
