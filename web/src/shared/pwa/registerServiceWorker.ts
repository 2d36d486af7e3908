// The site's service worker (web/public/sw.js: the offline screen, the kept assets, web push
// notices) registered once the page has loaded and the browser is idle, so it takes nothing from
// the first screen. Production builds only: the dev server and vitest never get a worker.

/** Where the worker lives: the site's root, so its scope is the whole site (the back office under
 *  /admin/ included, which the worker passes through untouched). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Registers `url` with scope `/` after `load` and an idle moment; a refusal (private mode, an old
 *  browser) leaves the site as it is. */
export function registerServiceWorker(url = SERVICE_WORKER_URL, win: Window = window): void {
  const workers = win.navigator.serviceWorker;
  if (!workers) return;
  const register = () => {
    workers.register(url, { scope: '/' }).catch(() => undefined);
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(register, { timeout: 5000 });
    else win.setTimeout(register, 1000);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/** The registration in production builds; nothing elsewhere (dev server, tests). */
export function registerInProduction(): void {
  if (import.meta.env.PROD) registerServiceWorker();
}
