// @vitest-environment node
// The service worker (web/public/sw.js, the very file the site serves) run against fakes of the
// worker's globals: what it does with each request, the caches a new version keeps and drops,
// the offline screen, the push notice and the click on it.
import { describe, expect, test, vi } from 'vitest';
import source from '../../../public/sw.js?raw';

const ORIGIN = 'https://mrok.test';

type Listener = (event: unknown) => void;
interface FakeClient {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

interface Worker {
  strategyFor(request: { url: string; method: string; mode: string; headers: Headers }, origin: string): string;
  staleCaches(names: string[], current: string): string[];
  noticeOf(payload: unknown, origin: string): { title: string; options: { body: string; icon: string; badge: string; tag?: string; renotify?: boolean; data: { link: string | null } } };
  sitePath(link: unknown, origin: string): string | null;
  windowFor(windows: FakeClient[], origin: string): FakeClient | undefined;
  CACHE: string;
}

/** A cache store: name → (url → Response). */
function fakeCaches() {
  const store = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!store.has(name)) store.set(name, new Map());
    const entries = store.get(name)!;
    const key = (request: Request | string) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
    return {
      match: async (request: Request | string) => entries.get(key(request))?.clone(),
      put: async (request: Request | string, response: Response) => void entries.set(key(request), response),
      addAll: async (requests: Request[]) => {
        for (const request of requests) entries.set(key(request), new Response(`kept ${new URL(request.url).pathname}`));
      },
    };
  };
  return {
    store,
    api: {
      open,
      keys: async () => [...store.keys()],
      delete: async (name: string) => store.delete(name),
    },
  };
}

/** The worker loaded with fresh fakes; `network` answers its fetches. */
function loadWorker({ network = async (request: Request) => new Response(`network ${new URL(request.url).pathname}`), windows = [] as FakeClient[] } = {}) {
  const listeners = new Map<string, Listener>();
  const caches = fakeCaches();
  const self = {
    location: new URL('/sw.js', ORIGIN),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    registration: {
      showNotification: vi.fn(async () => undefined),
      navigationPreload: { enable: vi.fn(async () => undefined) },
      pushManager: { subscribe: vi.fn(async () => ({ endpoint: 'https://push.example/new' })) },
    },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  // A Request whose relative URL is resolved against the worker's origin, as in a worker.
  class WorkerRequest extends Request {
    constructor(input: string | Request, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, ORIGIN).href : input, init);
    }
  }
  // A same-origin answer of a real fetch is 'basic' (a constructed Response is 'default').
  const fetch = vi.fn(async (request: Request) => {
    const response = await network(request);
    return Object.defineProperty(response, 'type', { value: 'basic' });
  });
  const exports = new Function('self', 'caches', 'fetch', 'Request', 'Response', `${source}\nreturn { strategyFor, staleCaches, noticeOf, sitePath, windowFor, CACHE };`);
  const worker = exports(self, caches.api, fetch, WorkerRequest, Response) as Worker;
  return { worker, self, caches, fetch, listeners };
}

/** Dispatches `type` to the worker with an event carrying waitUntil / respondWith; resolves once all it waits for is done. */
async function dispatch(listeners: Map<string, Listener>, type: string, fields: Record<string, unknown> = {}) {
  const waits: Promise<unknown>[] = [];
  let response: Promise<Response> | undefined;
  const event = {
    ...fields,
    waitUntil: (promise: Promise<unknown>) => void waits.push(promise),
    respondWith: (answer: Promise<Response>) => {
      response = answer;
    },
  };
  listeners.get(type)!(event);
  const answered = response ? await response : undefined;
  await Promise.all(waits);
  return answered;
}

const get = (path: string, mode = 'no-cors', headers: Record<string, string> = {}) => ({ url: `${ORIGIN}${path}`, method: 'GET', mode, headers: new Headers(headers) });

describe('what the worker does with a request', () => {
  const { worker } = loadWorker();

  test('pages go to the network first, with the offline screen behind', () => {
    expect(worker.strategyFor(get('/home', 'navigate'), ORIGIN)).toBe('page');
    expect(worker.strategyFor(get('/', 'navigate'), ORIGIN)).toBe('page');
    expect(worker.strategyFor(get('/home/generalSessions/5?strona=2', 'navigate'), ORIGIN)).toBe('page');
  });

  test('the API, the live socket and the back office are never kept nor answered from a cache', () => {
    expect(worker.strategyFor(get('/api/site', 'cors'), ORIGIN)).toBe('network');
    expect(worker.strategyFor(get('/api/uploads/a.png'), ORIGIN)).toBe('network');
    expect(worker.strategyFor(get('/api', 'cors'), ORIGIN)).toBe('network');
    expect(worker.strategyFor(get('/ws'), ORIGIN)).toBe('network');
    expect(worker.strategyFor(get('/ws/'), ORIGIN)).toBe('network');
    expect(worker.strategyFor(get('/admin/assets/index-1.js'), ORIGIN)).toBe('network');
    // Their navigations take the network's answer as it is (no offline screen, nothing kept).
    expect(worker.strategyFor(get('/api/docs', 'navigate'), ORIGIN)).toBe('preloaded');
    expect(worker.strategyFor(get('/api/uploads/a.png', 'navigate'), ORIGIN)).toBe('preloaded');
    expect(worker.strategyFor(get('/admin', 'navigate'), ORIGIN)).toBe('preloaded');
    expect(worker.strategyFor(get('/admin/', 'navigate'), ORIGIN)).toBe('preloaded');
  });

  test('a path that only begins like the API is a page like any other', () => {
    expect(worker.strategyFor(get('/apiary', 'navigate'), ORIGIN)).toBe('page');
    expect(worker.strategyFor(get('/administracja', 'navigate'), ORIGIN)).toBe('page');
    expect(worker.strategyFor(get('/wsparcie', 'navigate'), ORIGIN)).toBe('page');
  });

  test('hashed assets are kept; the offline screen’s files have a kept copy; the rest is left alone', () => {
    expect(worker.strategyFor(get('/assets/index-1a2b.js'), ORIGIN)).toBe('asset');
    expect(worker.strategyFor(get('/assets/cinzel-latin-700-normal-x.woff2', 'cors'), ORIGIN)).toBe('asset');
    expect(worker.strategyFor(get('/offline.css'), ORIGIN)).toBe('shell');
    expect(worker.strategyFor(get('/favicon.svg'), ORIGIN)).toBe('shell');
    expect(worker.strategyFor(get('/offline.html'), ORIGIN)).toBe('shell');
    expect(worker.strategyFor(get('/sw.js'), ORIGIN)).toBe('network');
    expect(worker.strategyFor(get('/manifest.webmanifest'), ORIGIN)).toBe('network');
    expect(worker.strategyFor(get('/icons/icon-192.png'), ORIGIN)).toBe('network');
  });

  test('anything sent with Authorization, or a part of a file, is never kept', () => {
    expect(worker.strategyFor(get('/assets/index-1a2b.js', 'cors', { Authorization: 'Bearer abc' }), ORIGIN)).toBe('network');
    expect(worker.strategyFor(get('/offline.css', 'cors', { authorization: 'Basic eDp5' }), ORIGIN)).toBe('network');
    expect(worker.strategyFor(get('/assets/intro.mp3', 'no-cors', { Range: 'bytes=0-' }), ORIGIN)).toBe('network');
  });

  test('writes and other sites are never touched', () => {
    const none = new Headers();
    expect(worker.strategyFor({ url: `${ORIGIN}/home`, method: 'POST', mode: 'navigate', headers: none }, ORIGIN)).toBe('network');
    expect(worker.strategyFor({ url: `${ORIGIN}/assets/a.js`, method: 'HEAD', mode: 'no-cors', headers: none }, ORIGIN)).toBe('network');
    expect(worker.strategyFor(get('/home', 'navigate'), 'https://inny.test')).toBe('network');
    expect(worker.strategyFor({ url: 'https://fonts.example/a.woff2', method: 'GET', mode: 'cors', headers: none }, ORIGIN)).toBe('network');
  });
});

describe('installing and activating', () => {
  test('install keeps the offline screen, its stylesheet and the mark, and takes over at once', async () => {
    const { worker, self, caches, listeners } = loadWorker();
    await dispatch(listeners, 'install');
    expect([...caches.store.get(worker.CACHE)!.keys()]).toEqual([`${ORIGIN}/offline.html`, `${ORIGIN}/offline.css`, `${ORIGIN}/favicon.svg`]);
    expect(self.skipWaiting).toHaveBeenCalled();
  });

  test('a new version drops this site’s older caches only, and claims the open tabs', async () => {
    const { worker, self, caches, listeners } = loadWorker();
    for (const name of ['mrok-0123456789ab', worker.CACHE, 'inna-aplikacja']) await caches.api.open(name);
    await dispatch(listeners, 'activate');
    expect([...caches.store.keys()]).toEqual([worker.CACHE, 'inna-aplikacja']);
    expect(self.clients.claim).toHaveBeenCalled();
    expect(self.registration.navigationPreload.enable).toHaveBeenCalled();
    expect(worker.staleCaches(['mrok-a', 'mrok-b', 'x'], 'mrok-b')).toEqual(['mrok-a']);
  });
});

/** A navigation request (a page's constructor cannot make one): `new Request` with mode 'navigate'. */
function navigation(path: string) {
  const request = new Request(`${ORIGIN}${path}`);
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
}

describe('answering requests', () => {
  test('a page comes from the network while it answers, and is never kept', async () => {
    const { worker, caches, listeners } = loadWorker();
    await dispatch(listeners, 'install');
    const response = await dispatch(listeners, 'fetch', { request: navigation('/home'), preloadResponse: Promise.resolve(undefined) });
    expect(await response!.text()).toBe('network /home');
    expect(caches.store.get(worker.CACHE)!.has(`${ORIGIN}/home`)).toBe(false);
  });

  test('the page the browser already asked for (navigation preload) is used as it is', async () => {
    const { fetch, listeners } = loadWorker();
    const response = await dispatch(listeners, 'fetch', { request: navigation('/home'), preloadResponse: Promise.resolve(new Response('preloaded')) });
    expect(await response!.text()).toBe('preloaded');
    expect(fetch).not.toHaveBeenCalled();
  });

  test('offline, a page is the kept offline screen', async () => {
    const { listeners } = loadWorker({ network: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await dispatch(listeners, 'install');
    const preloaded = await dispatch(listeners, 'fetch', { request: navigation('/home/tavern'), preloadResponse: Promise.reject(new TypeError('offline')) });
    expect(await preloaded!.text()).toBe('kept /offline.html');
    const asked = await dispatch(listeners, 'fetch', { request: navigation('/home'), preloadResponse: Promise.resolve(undefined) });
    expect(await asked!.text()).toBe('kept /offline.html');
  });

  test('a server error is shown as the server sent it, not as the offline screen', async () => {
    const { listeners } = loadWorker({ network: async () => new Response('Błąd serwera', { status: 502 }) });
    await dispatch(listeners, 'install');
    const response = await dispatch(listeners, 'fetch', { request: navigation('/home'), preloadResponse: Promise.resolve(undefined) });
    expect(response!.status).toBe(502);
  });

  test('an asset is fetched once, then answered from the cache', async () => {
    const { fetch, listeners } = loadWorker();
    const ask = () => dispatch(listeners, 'fetch', { request: new Request(`${ORIGIN}/assets/index-1a2b.js`) });
    expect(await (await ask())!.text()).toBe('network /assets/index-1a2b.js');
    expect(await (await ask())!.text()).toBe('network /assets/index-1a2b.js');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a failed, partial or no-store asset is not kept', async () => {
    for (const answer of [
      () => new Response('brak', { status: 404 }),
      () => new Response('część', { status: 206 }),
      () => new Response('tajne', { headers: { 'Cache-Control': 'no-store' } }),
    ]) {
      const { worker, fetch, caches, listeners } = loadWorker({ network: async () => answer() });
      const ask = () => dispatch(listeners, 'fetch', { request: new Request(`${ORIGIN}/assets/index-00.js`) });
      await ask();
      await ask();
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(caches.store.get(worker.CACHE)?.size ?? 0).toBe(0);
    }
  });

  test('the API is left to the browser, and nothing of it is kept', async () => {
    const { fetch, caches, listeners } = loadWorker();
    const response = await dispatch(listeners, 'fetch', { request: new Request(`${ORIGIN}/api/site`, { headers: { Authorization: 'Bearer abc' } }) });
    expect(response).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(caches.store.size).toBe(0);
  });

  test('an asset asked for with Authorization goes to the network every time and is not kept', async () => {
    const { fetch, caches, listeners } = loadWorker();
    const request = new Request(`${ORIGIN}/assets/index-1a2b.js`, { headers: { Authorization: 'Bearer abc' } });
    expect(await dispatch(listeners, 'fetch', { request })).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(caches.store.size).toBe(0);
  });

  test('a navigation to the API or the back office takes the preloaded answer, with no offline screen and nothing kept', async () => {
    const { fetch, caches, listeners } = loadWorker({ network: async () => Promise.reject(new TypeError('Failed to fetch')) });
    const preloaded = await dispatch(listeners, 'fetch', { request: navigation('/admin/'), preloadResponse: Promise.resolve(new Response('panel')) });
    expect(await preloaded!.text()).toBe('panel');
    expect(fetch).not.toHaveBeenCalled();
    await expect(dispatch(listeners, 'fetch', { request: navigation('/api/docs'), preloadResponse: Promise.resolve(undefined) })).rejects.toThrow('Failed to fetch');
    expect(caches.store.size).toBe(0);
  });
});

describe('push notices', () => {
  const pushed = (payload: unknown) => ({
    data: {
      json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
      text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
    },
  });

  test('a push shows its title and text with the site’s icon, keeping its link and tag', async () => {
    const { self, listeners } = loadWorker();
    await dispatch(
      listeners,
      'push',
      pushed(JSON.stringify({ title: 'Nowa odpowiedź w sesji', body: 'Wiedźma z Bagien odpisała w „Mgła nad grodem”.', link: '/home/generalSessions/5?strona=2#post-9', tag: 'session-5' })),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('Nowa odpowiedź w sesji', {
      body: 'Wiedźma z Bagien odpisała w „Mgła nad grodem”.',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'pl',
      tag: 'session-5',
      renotify: true,
      data: { link: '/home/generalSessions/5?strona=2#post-9' },
    });
  });

  test('without a tag each push is a notice of its own', () => {
    const { worker } = loadWorker();
    const { options } = worker.noticeOf({ title: 'X', body: 'Y', link: '/home' }, ORIGIN);
    expect(options).not.toHaveProperty('tag');
    expect(options).not.toHaveProperty('renotify');
    expect(worker.noticeOf({ title: 'X', tag: '  ' }, ORIGIN).options).not.toHaveProperty('tag');
  });

  test('only a path of this site is kept as the link', () => {
    const { worker } = loadWorker();
    const link = (value: unknown) => worker.noticeOf({ title: 'X', body: 'Y', link: value }, ORIGIN).options.data.link;
    expect(link('/home/news')).toBe('/home/news');
    expect(link('/home/../home/tavern')).toBe('/home/tavern');
    for (const foreign of [
      'https://zly.example/home',
      `${ORIGIN}/home/news`,
      '//zly.example/home',
      '/\\zly.example/home',
      '/\t/zly.example/home',
      'javascript:alert(1)',
      'home/news',
      '',
      42,
      null,
      undefined,
    ]) {
      expect(link(foreign), String(foreign)).toBeNull();
    }
  });

  test('a payload without a title shows the site’s name; a wrong field shape gives no text', () => {
    const { worker } = loadWorker();
    expect(worker.noticeOf({ body: 'Y' }, ORIGIN).title).toBe('Mrok');
    expect(worker.noticeOf(null, ORIGIN)).toMatchObject({ title: 'Mrok', options: { body: '', data: { link: null } } });
    expect(worker.noticeOf({ title: 42, body: ['x'] }, ORIGIN)).toMatchObject({ title: 'Mrok', options: { body: '' } });
  });

  test('a push that is not JSON still shows a notice, with its text', async () => {
    const { self, listeners } = loadWorker();
    await dispatch(listeners, 'push', pushed('nie json'));
    expect(self.registration.showNotification).toHaveBeenCalledWith('Mrok', expect.objectContaining({ body: 'nie json' }));
    await dispatch(listeners, 'push', { data: null });
    expect(self.registration.showNotification).toHaveBeenLastCalledWith('Mrok', expect.objectContaining({ body: '' }));
  });
});

describe('a click on a notice', () => {
  const tab = (path: string, focused = false): FakeClient => {
    const client: FakeClient = { url: `${ORIGIN}${path}`, focused, focus: vi.fn(), navigate: vi.fn(async () => client) };
    client.focus.mockImplementation(async () => client);
    return client;
  };
  const click = (link: unknown) => ({ notification: { close: vi.fn(), data: { link } } });

  test('closes the notice and takes an open tab of the site to the link', async () => {
    const open = tab('/home');
    const { self, listeners } = loadWorker({ windows: [open] });
    const event = click('/home/messages');
    await dispatch(listeners, 'notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/home/messages`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  test('a tab already at the link is only focused', async () => {
    const open = tab('/home/messages');
    const { self, listeners } = loadWorker({ windows: [open] });
    await dispatch(listeners, 'notificationclick', click('/home/messages'));
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  test('prefers the focused tab, and never the back office', () => {
    const { worker } = loadWorker();
    const admin = tab('/admin/', true);
    const first = tab('/home');
    const focused = tab('/home/tavern', true);
    expect(worker.windowFor([admin, first, focused], ORIGIN)).toBe(focused);
    expect(worker.windowFor([admin, first], ORIGIN)).toBe(first);
    expect(worker.windowFor([admin], ORIGIN)).toBeUndefined();
  });

  test('opens a new window when no tab of the site is open', async () => {
    const admin = tab('/admin/users');
    const { self, listeners } = loadWorker({ windows: [admin] });
    await dispatch(listeners, 'notificationclick', click('/home/generalSessions/5'));
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/home/generalSessions/5`);
    expect(admin.navigate).not.toHaveBeenCalled();
  });

  test('a tab it cannot focus or navigate (not under the worker) gets a new window instead', async () => {
    const open = tab('/home');
    open.navigate.mockRejectedValue(new TypeError('not controlled'));
    const { self, listeners } = loadWorker({ windows: [open] });
    await dispatch(listeners, 'notificationclick', click('/home/news'));
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/home/news`);

    const unfocusable = tab('/home');
    unfocusable.focus.mockRejectedValue(new DOMException('not allowed', 'InvalidAccessError'));
    const second = loadWorker({ windows: [unfocusable] });
    await dispatch(second.listeners, 'notificationclick', click('/home/news'));
    expect(second.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/home/news`);
  });

  test('a notice without a path of this site leads to /home, never elsewhere', async () => {
    for (const link of ['https://zly.example/', '//zly.example/', undefined]) {
      const open = tab('/home/tavern');
      const { self, listeners } = loadWorker({ windows: [open] });
      await dispatch(listeners, 'notificationclick', click(link));
      expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/home`);
      const alone = loadWorker();
      await dispatch(alone.listeners, 'notificationclick', click(link));
      expect(alone.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/home`);
      expect(self.clients.openWindow).not.toHaveBeenCalled();
    }
  });
});

describe('a subscription the push service changed', () => {
  const tabs = () => [{ url: `${ORIGIN}/home`, focused: false, focus: vi.fn(), navigate: vi.fn(), postMessage: vi.fn() }];

  test('is made again with the old one’s key, and the open tabs hand it to the server', async () => {
    const windows = tabs();
    const { self, listeners } = loadWorker({ windows });
    const applicationServerKey = new Uint8Array([4, 1, 2]).buffer;
    await dispatch(listeners, 'pushsubscriptionchange', { oldSubscription: { options: { applicationServerKey } }, newSubscription: null });
    expect(self.registration.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey });
    expect(self.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(windows[0].postMessage).toHaveBeenCalledWith({ type: 'mrok-push-subscription-changed' });
  });

  test('one the browser made already is only told to the tabs; without the old key nothing is made', async () => {
    const windows = tabs();
    const { self, listeners } = loadWorker({ windows });
    await dispatch(listeners, 'pushsubscriptionchange', { oldSubscription: null, newSubscription: { endpoint: 'https://push.example/b' } });
    expect(self.registration.pushManager.subscribe).not.toHaveBeenCalled();
    expect(windows[0].postMessage).toHaveBeenCalledTimes(1);
    await dispatch(listeners, 'pushsubscriptionchange', { oldSubscription: null, newSubscription: null });
    expect(self.registration.pushManager.subscribe).not.toHaveBeenCalled();
    expect(windows[0].postMessage).toHaveBeenCalledTimes(1);
  });
});
