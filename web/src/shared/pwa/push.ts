// Web push on this device (issue 40): whether the browser can take it, this device's subscription,
// turning it on (the browser's permission, the server's VAPID key, the push service's
// subscription, handed to the server) and off, and forgetting it on sign-out. The settings
// section "Powiadomienia" and the sign-out use it; the notices themselves are the service
// worker's (web/public/sw.js). Rules: docs/decisions/installable-site.md, "Push".
import { NotificationsService } from '@mrok/sdk';

/** What this device can do: no push here, blocked by the player, not subscribed, subscribed. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export interface DevicePush {
  state: PushState;
  /** The site's worker registration (null when unsupported): what subscribes. */
  registration: ServiceWorkerRegistration | null;
  /** This device's subscription, when it has one. */
  subscription: PushSubscription | null;
}

/** How long the settings wait for a production build's worker to become active (it registers once the page is idle). */
const READY_WAIT_MS = 10_000;
/** How long a sign-out gives the server to forget this device. */
const SIGN_OUT_WAIT_MS = 2_000;

/** The browser's notices (typed on `globalThis`, not on `Window`). */
const notices = (win: Window) => (win as Window & typeof globalThis).Notification;

const delay = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** Whether the browser has what web push needs: service workers, the Push API and notices. */
export function isPushSupported(win: Window = window): boolean {
  return 'serviceWorker' in win.navigator && Boolean(win.navigator.serviceWorker) && 'PushManager' in win && 'Notification' in win;
}

/** A base64url string (padded or not) as its bytes: the server's application server key. */
export function decodeKey(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.trim().replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface RegistrationOptions {
  /** Wait for a worker still to come (production builds register one after load); without one, none. */
  wait?: boolean;
  waitMs?: number;
}

/**
 * The site's active worker registration, or null: none without push support, none in dev builds
 * (they never register one), none when it does not become active within `waitMs`.
 */
export async function pushRegistration(
  win: Window = window,
  { wait = import.meta.env.PROD, waitMs = READY_WAIT_MS }: RegistrationOptions = {},
): Promise<ServiceWorkerRegistration | null> {
  if (!isPushSupported(win)) return null;
  const workers = win.navigator.serviceWorker;
  const found = await workers.getRegistration('/').catch(() => undefined);
  if (found?.active) return found;
  if (!found && !wait) return null;
  return Promise.race([workers.ready, delay(waitMs, null)]).catch(() => null);
}

/** This device's push state, its registration and subscription. */
export async function devicePush(win: Window = window, options?: RegistrationOptions): Promise<DevicePush> {
  const registration = await pushRegistration(win, options);
  if (!registration) return { state: 'unsupported', registration: null, subscription: null };
  const subscription = await registration.pushManager.getSubscription().catch(() => null);
  if (notices(win).permission === 'denied') return { state: 'denied', registration, subscription };
  return { state: subscription ? 'on' : 'off', registration, subscription };
}

/** What the server is told of a subscription: its endpoint and keys, from `toJSON()`. */
export function subscriptionBody(subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new Error('the push subscription has no endpoint or keys');
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

/** Hands the subscription to the server (again is fine: the same endpoint is updated and becomes this account's). */
export async function sendSubscription(subscription: PushSubscription): Promise<void> {
  await NotificationsService.subscribePush({ requestBody: subscriptionBody(subscription) });
}

/** The message the service worker sends the open tabs when this device's subscription changed (web/public/sw.js). */
export const PUSH_CHANGED = 'mrok-push-subscription-changed';
/** The endpoint of this device last handed to the server. */
const TOLD_KEY = 'mrok.pushEndpoint';

function remember(win: Window, endpoint: string | null): void {
  try {
    if (endpoint) win.localStorage.setItem(TOLD_KEY, endpoint);
    else win.localStorage.removeItem(TOLD_KEY);
  } catch {
    // Storage off: the settings section hands the subscription over again when it opens.
  }
}

function told(win: Window): string | null {
  try {
    return win.localStorage.getItem(TOLD_KEY);
  } catch {
    return null;
  }
}

/**
 * Hands this device's subscription to the server when it is not the one last handed over (the
 * push service replaced it, the service worker made it again). Never fails; the next page load
 * tries again.
 */
export async function syncDevicePush(win: Window = window): Promise<void> {
  try {
    const { subscription } = await devicePush(win, { wait: false });
    if (!subscription || told(win) === subscription.endpoint) return;
    await sendSubscription(subscription);
    remember(win, subscription.endpoint);
  } catch {
    // Offline, or refused: tried again on the next page load.
  }
}

/**
 * While signed in: syncs this device's subscription now and whenever the service worker says
 * it changed. Returns what stops listening.
 */
export function watchDevicePush(win: Window = window): () => void {
  if (!isPushSupported(win)) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === PUSH_CHANGED) void syncDevicePush(win);
  };
  win.navigator.serviceWorker.addEventListener('message', onMessage);
  void syncDevicePush(win);
  return () => win.navigator.serviceWorker.removeEventListener('message', onMessage);
}

/** The endpoints handed to the server again since the page loaded (the server allows 30 changes an hour). */
const resent = new Set<string>();

/**
 * Hands a subscription the device already had to the server again, once a page load: the server
 * may have dropped it (10 an account) or have it as another account's. Never fails.
 */
export async function resendSubscription(subscription: PushSubscription): Promise<void> {
  if (resent.has(subscription.endpoint)) return;
  resent.add(subscription.endpoint);
  await sendSubscription(subscription).then(
    () => remember(window, subscription.endpoint),
    () => undefined,
  );
}

export type TurnOnResult = { state: 'on'; subscription: PushSubscription } | { state: 'denied' } | { state: 'dismissed' };

/**
 * Turns push on with `registration`: asks the browser's permission first (while the click that
 * started it still counts), then the server's key, subscribes with the push service and hands
 * the subscription to the server. A subscription the server refuses is dropped again. Fails with
 * the API's or the browser's error.
 */
export async function turnOnPush(registration: ServiceWorkerRegistration, win: Window = window): Promise<TurnOnResult> {
  const permission = await notices(win).requestPermission();
  if (permission === 'denied') return { state: 'denied' };
  if (permission !== 'granted') return { state: 'dismissed' };
  const { publicKey } = await NotificationsService.pushKey();
  // One made with another key (the server's changed) cannot be subscribed over.
  const old = await registration.pushManager.getSubscription().catch(() => null);
  await old?.unsubscribe().catch(() => false);
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: decodeKey(publicKey) });
  try {
    await sendSubscription(subscription);
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  remember(win, subscription.endpoint);
  return { state: 'on', subscription };
}

/** Turns push off: the server forgets the endpoint first (a failure leaves it on), then the browser drops it. */
export async function turnOffPush(subscription: PushSubscription): Promise<void> {
  await NotificationsService.unsubscribePush({ requestBody: { endpoint: subscription.endpoint } });
  remember(window, null);
  await subscription.unsubscribe().catch(() => false);
}

/**
 * On sign-out, while the token is still there: the server forgets this device's subscription and
 * the browser drops it, so the next player here gets nobody's notices. Never fails and never
 * takes longer than `waitMs`.
 */
export async function forgetDevicePush(win: Window = window, waitMs = SIGN_OUT_WAIT_MS): Promise<void> {
  remember(win, null);
  const work = (async () => {
    const { subscription } = await devicePush(win, { wait: false, waitMs });
    if (!subscription) return;
    await Promise.all([
      NotificationsService.unsubscribePush({ requestBody: { endpoint: subscription.endpoint } }).catch(() => undefined),
      subscription.unsubscribe().catch(() => false),
    ]);
  })().catch(() => undefined);
  await Promise.race([work, delay(waitMs, undefined)]);
}
