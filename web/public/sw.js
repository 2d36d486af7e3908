// Mrok's service worker (scope /), registered by the site in production builds
// (src/shared/pwa/registerServiceWorker.ts). The rules it follows are in
// docs/decisions/installable-site.md; its tests are src/shared/pwa/serviceWorker.test.ts (this
// file run against fakes) and e2e/installable.test.mjs (the built site in Chromium).
//
// - Pages: the network first, always (index.html is never kept, so a deploy is seen at once);
//   unreachable → the kept offline screen (offline.html, 'Brak połączenia z Mrokiem').
// - /assets/*: hashed names, a name always means the same bytes: kept on first use, then
//   answered from the cache.
// - The offline screen's own files: the network first, the kept copy when offline.
// - /api/*, /ws, /admin/* (the back office), anything sent with Authorization or a Range, other
//   sites and everything else: never kept, never answered from a cache. Their navigations take
//   the network's answer as it comes (the one the browser already asked for, when preloaded).
// - A push `{ title, body, link, tag }` shows a notice; a click on it opens `link` (a path of
//   this site, else /home) in an open Mrok tab, or a new window.
// - A subscription the push service replaced or dropped (`pushsubscriptionchange`) is made again
//   with the same key, and the open tabs are told (PUSH_CHANGED): the site, which holds the
//   token, hands the new one to the server (src/shared/pwa/push.ts, syncDevicePush).
'use strict';

/** Replaced in dist/sw.js by a hash of the build (web/vite.config.ts), so every deploy installs anew. */
const VERSION = 'dev';
const CACHE_PREFIX = 'mrok-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
/** Kept at install: the offline screen and what it shows. */
const SHELL = [OFFLINE_PAGE, '/offline.css', '/favicon.svg'];
const NOTICE_ICON = '/icons/icon-192.png';
const NOTICE_BADGE = '/icons/badge-96.png';
const NOTICE_TITLE = 'Mrok';
/** The message the open tabs get when this device's push subscription changed. */
const PUSH_CHANGED = 'mrok-push-subscription-changed';
/** Where a notice without a link of this site leads. */
const HOME = '/home';

/** Whether `path` is `prefix` or below it (`/api` and `/api/x`, not `/apiary`). */
function isUnder(path, prefix) {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The paths the worker never answers from a cache nor keeps: the API, the live socket, the back office. */
function isPassedThrough(path) {
  return isUnder(path, '/api') || isUnder(path, '/ws') || isUnder(path, '/admin');
}

/**
 * What the worker does with a request: 'page' (network first, offline screen when unreachable),
 * 'asset' (cache first), 'shell' (network first, kept copy when unreachable), 'preloaded' (a
 * navigation it does not handle: the network's answer as it is, never kept) or 'network' (not
 * touched). `request` needs `url`, `method`, `mode` and `headers`; `origin` is the site's.
 */
function strategyFor(request, origin) {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  const path = url.pathname;
  const navigation = request.mode === 'navigate';
  if (isPassedThrough(path)) return navigation ? 'preloaded' : 'network';
  if (navigation) return 'page';
  if (request.headers.has('authorization') || request.headers.has('range')) return 'network';
  if (path.startsWith('/assets/')) return 'asset';
  if (SHELL.includes(path)) return 'shell';
  return 'network';
}

/** Whether a network answer may be kept: a full, same-origin 200 the server lets be stored. */
function isKeepable(response) {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200 && response.type === 'basic' && !/no-store/i.test(cacheControl);
}

/** The caches a new version removes: this site's other versions (nothing else on the origin). */
function staleCaches(names, current) {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}

/**
 * `link` when it is a path of this site (`/home/…`, with its query and fragment), else null:
 * only a relative link starting with one "/" is taken — never an address with a scheme, a
 * protocol-relative `//host`, `/\host`, or anything resolving off this origin.
 */
function sitePath(link, origin) {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  try {
    const url = new URL(link, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** `value` when it is a string with something in it, else null. */
function filled(value) {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The notice a push shows, from its payload `{ title, body, link, tag }` (already parsed;
 * anything else gives the site's name and no text): `{ title, options }` for
 * `showNotification`. A link that is not a path of this site is dropped (the notice then leads
 * to /home); a tag replaces the earlier notice with the same tag, and alerts again.
 */
function noticeOf(payload, origin) {
  const fields = payload !== null && typeof payload === 'object' ? payload : {};
  const tag = filled(fields.tag);
  return {
    title: filled(fields.title) ?? NOTICE_TITLE,
    options: {
      body: typeof fields.body === 'string' ? fields.body : '',
      icon: NOTICE_ICON,
      badge: NOTICE_BADGE,
      lang: 'pl',
      data: { link: sitePath(fields.link, origin) },
      ...(tag ? { tag, renotify: true } : {}),
    },
  };
}

/** A push message's payload: its JSON, else its text as the notice's text. */
function payloadOf(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

/**
 * Which open window a notice's click takes: a tab of the player site (never the back office),
 * the focused one first, else the first; undefined when none is open.
 */
function windowFor(windows, origin) {
  const site = windows.filter((client) => {
    const url = new URL(client.url);
    return url.origin === origin && !isUnder(url.pathname, '/admin');
  });
  return site.find((client) => client.focused) ?? site[0];
}

async function keepShell() {
  const cache = await caches.open(CACHE);
  await cache.addAll(SHELL.map((path) => new Request(path, { cache: 'reload' })));
}

async function activate() {
  const names = await caches.keys();
  await Promise.all(staleCaches(names, CACHE).map((name) => caches.delete(name)));
  // The page's request starts while the worker boots, instead of after.
  if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
  await self.clients.claim();
}

/** The network's answer to a navigation: the preloaded one when the browser already asked. */
async function fromNetwork(event) {
  const preloaded = await event.preloadResponse;
  return preloaded ?? fetch(event.request);
}

async function page(event) {
  try {
    return await fromNetwork(event);
  } catch {
    const cache = await caches.open(CACHE);
    return (await cache.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

async function asset(event) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (isKeepable(response)) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

async function shell(request) {
  try {
    return await fetch(request);
  } catch {
    const cache = await caches.open(CACHE);
    return (await cache.match(request)) ?? Response.error();
  }
}

/** A click on a notice: an open Mrok tab focused and taken to `link`, else a new window there. */
async function openNotice(link) {
  const origin = self.location.origin;
  const target = new URL(sitePath(link, origin) ?? HOME, origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = windowFor(windows, origin);
  if (tab) {
    try {
      const focused = (await tab.focus()) ?? tab;
      if (focused.url !== target) await focused.navigate(target);
      return;
    } catch {
      // A tab this worker does not control cannot be navigated from here.
    }
  }
  await self.clients.openWindow(target);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(activate());
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, self.location.origin);
  if (strategy === 'page') event.respondWith(page(event));
  else if (strategy === 'asset') event.respondWith(asset(event));
  else if (strategy === 'shell') event.respondWith(shell(event.request));
  // Without respondWith the browser would throw the preloaded answer away and ask again.
  else if (strategy === 'preloaded') event.respondWith(fromNetwork(event));
});

self.addEventListener('push', (event) => {
  const { title, options } = noticeOf(payloadOf(event.data), self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotice(event.notification.data?.link));
});

/**
 * This device's subscription after the push service changed it: the new one when the browser
 * made it, else one made again with the old one's key (none without it); then every open tab of
 * the site is told, so the server learns of it.
 */
async function resubscribe(oldSubscription, newSubscription) {
  if (!newSubscription) {
    const applicationServerKey = oldSubscription?.options?.applicationServerKey;
    if (!applicationServerKey) return;
    await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  }
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const tab of tabs) tab.postMessage({ type: PUSH_CHANGED });
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(resubscribe(event.oldSubscription, event.newSubscription).catch(() => undefined));
});
