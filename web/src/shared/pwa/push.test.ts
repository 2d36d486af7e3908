// Web push on this device (push.ts) against fakes of the browser's service worker, Push API and
// notices, with the SDK's push calls mocked.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NotificationsService } from '@mrok/sdk';
import { PUSH_CHANGED, decodeKey, devicePush, forgetDevicePush, isPushSupported, pushRegistration, resendSubscription, subscriptionBody, syncDevicePush, turnOffPush, turnOnPush, watchDevicePush } from './push';

/** The example VAPID public key of the Web Push protocol's documentation: a 65-byte P-256 point. */
const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const KEYS = { p256dh: 'BOr8-p256dh', auth: 'c2VjcmV0LWF1dGg' };

function fakeSubscription(endpoint = 'https://push.example/device-1') {
  return { endpoint, toJSON: () => ({ endpoint, keys: { ...KEYS } }), unsubscribe: vi.fn(async () => true) };
}
type FakeSubscription = ReturnType<typeof fakeSubscription>;

interface Options {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  registered?: boolean;
  active?: boolean;
  subscription?: FakeSubscription | null;
}

/** A window with a service-worker container, the Push API and notices, as asked. */
function fakeWindow({ permission = 'default', answer = 'granted', registered = true, active = true, subscription = null }: Options = {}) {
  let current = subscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = fakeSubscription();
      return current;
    }),
  };
  const registration = { active: active ? { state: 'activated' } : null, pushManager };
  const Notification = { permission, requestPermission: vi.fn(async () => answer) };
  const serviceWorker = { getRegistration: vi.fn(async () => (registered ? registration : undefined)), ready: new Promise(() => undefined) };
  const win = { navigator: { serviceWorker }, PushManager: class {}, Notification } as unknown as Window;
  return { win, registration: registration as unknown as ServiceWorkerRegistration, pushManager, Notification, current: () => current };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('push on this device', () => {
  test('decodes the server’s base64url key, with or without padding, to its bytes', () => {
    const bytes = decodeKey(KEY);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect([...bytes]).toEqual([...Buffer.from(KEY, 'base64url')]);
    expect([...decodeKey('_-8')]).toEqual([0xff, 0xef]);
    expect([...decodeKey('AQID')]).toEqual([1, 2, 3]);
    expect([...decodeKey('AQ==')]).toEqual([1]);
  });

  test('is unsupported without service workers, the Push API or notices, and without the site’s worker', async () => {
    expect(isPushSupported(fakeWindow().win)).toBe(true);
    const { win } = fakeWindow();
    const bare = (drop: 'serviceWorker' | 'PushManager' | 'Notification') => {
      const copy = { ...win, navigator: { ...win.navigator } } as unknown as Record<string, unknown> & { navigator: Record<string, unknown> };
      if (drop === 'serviceWorker') delete copy.navigator.serviceWorker;
      else delete copy[drop];
      return copy as unknown as Window;
    };
    for (const drop of ['serviceWorker', 'PushManager', 'Notification'] as const) {
      expect(isPushSupported(bare(drop))).toBe(false);
      expect(await devicePush(bare(drop))).toEqual({ state: 'unsupported', registration: null, subscription: null });
    }
    // A dev build registers no worker: nothing to wait for.
    expect((await devicePush(fakeWindow({ registered: false }).win, { wait: false })).state).toBe('unsupported');
    // A production build's worker that never becomes active is given up on.
    vi.useFakeTimers();
    const waiting = pushRegistration(fakeWindow({ registered: false }).win, { wait: true, waitMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await waiting).toBeNull();
  });

  test('a production build waits for its worker to become active', async () => {
    const { win, registration } = fakeWindow({ registered: false });
    Object.assign(win.navigator.serviceWorker, { ready: Promise.resolve(registration) });
    expect(await pushRegistration(win, { wait: true })).toBe(registration);
  });

  test('says whether this device is blocked, off or on', async () => {
    expect((await devicePush(fakeWindow({ permission: 'denied' }).win)).state).toBe('denied');
    expect((await devicePush(fakeWindow({ permission: 'granted' }).win)).state).toBe('off');
    const subscription = fakeSubscription();
    const found = await devicePush(fakeWindow({ permission: 'granted', subscription }).win);
    expect(found.state).toBe('on');
    expect(found.subscription).toBe(subscription);
  });

  test('turning on asks permission, subscribes with the server’s key and hands the JSON endpoint and keys to the server', async () => {
    const { win, registration, pushManager, Notification } = fakeWindow();
    const key = vi.spyOn(NotificationsService, 'pushKey').mockResolvedValue({ publicKey: KEY } as never);
    const subscribe = vi.spyOn(NotificationsService, 'subscribePush').mockResolvedValue(undefined as never);
    const result = await turnOnPush(registration, win);
    expect(Notification.requestPermission).toHaveBeenCalled();
    expect(key).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: decodeKey(KEY) });
    expect(subscribe).toHaveBeenCalledWith({ requestBody: { endpoint: 'https://push.example/device-1', keys: KEYS } });
    expect(result.state).toBe('on');
  });

  test('turning on stops at a refusal, and drops a subscription the server refuses', async () => {
    for (const answer of ['denied', 'default'] as const) {
      const { win, registration, pushManager } = fakeWindow({ answer });
      const key = vi.spyOn(NotificationsService, 'pushKey');
      expect(await turnOnPush(registration, win)).toEqual({ state: answer === 'denied' ? 'denied' : 'dismissed' });
      expect(key).not.toHaveBeenCalled();
      expect(pushManager.subscribe).not.toHaveBeenCalled();
    }
    const { win, registration, current } = fakeWindow();
    vi.spyOn(NotificationsService, 'pushKey').mockResolvedValue({ publicKey: KEY } as never);
    vi.spyOn(NotificationsService, 'subscribePush').mockRejectedValue(new Error('400'));
    await expect(turnOnPush(registration, win)).rejects.toThrow('400');
    expect(current()?.unsubscribe).toHaveBeenCalled();
  });

  test('a subscription the device had is handed to the server again once a page load, never failing', async () => {
    const subscribe = vi.spyOn(NotificationsService, 'subscribePush').mockRejectedValue(new Error('429'));
    const subscription = fakeSubscription('https://push.example/again') as unknown as PushSubscription;
    await expect(resendSubscription(subscription)).resolves.toBeUndefined();
    await resendSubscription(subscription);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith({ requestBody: { endpoint: 'https://push.example/again', keys: KEYS } });
  });

  test('a subscription without keys is not sent', () => {
    const broken = { endpoint: 'https://push.example/x', toJSON: () => ({ endpoint: 'https://push.example/x' }) } as unknown as PushSubscription;
    expect(() => subscriptionBody(broken)).toThrow();
  });

  test('turning off tells the server first, then drops the subscription; a failure keeps it', async () => {
    const subscription = fakeSubscription();
    const unsubscribe = vi.spyOn(NotificationsService, 'unsubscribePush').mockResolvedValue(undefined as never);
    await turnOffPush(subscription as unknown as PushSubscription);
    expect(unsubscribe).toHaveBeenCalledWith({ requestBody: { endpoint: subscription.endpoint } });
    expect(subscription.unsubscribe).toHaveBeenCalled();

    const kept = fakeSubscription();
    unsubscribe.mockRejectedValue(new Error('offline'));
    await expect(turnOffPush(kept as unknown as PushSubscription)).rejects.toThrow('offline');
    expect(kept.unsubscribe).not.toHaveBeenCalled();
  });

  test('sign-out forgets this device’s subscription, never fails and never waits long', async () => {
    const subscription = fakeSubscription();
    const unsubscribe = vi.spyOn(NotificationsService, 'unsubscribePush').mockResolvedValue(undefined as never);
    await forgetDevicePush(fakeWindow({ permission: 'granted', subscription }).win);
    expect(unsubscribe).toHaveBeenCalledWith({ requestBody: { endpoint: subscription.endpoint } });
    expect(subscription.unsubscribe).toHaveBeenCalled();

    unsubscribe.mockClear();
    await forgetDevicePush(fakeWindow({ permission: 'granted' }).win);
    await forgetDevicePush(fakeWindow({ registered: false }).win);
    expect(unsubscribe).not.toHaveBeenCalled();

    unsubscribe.mockRejectedValue(new Error('offline'));
    await expect(forgetDevicePush(fakeWindow({ subscription: fakeSubscription() }).win)).resolves.toBeUndefined();

    vi.useFakeTimers();
    unsubscribe.mockReturnValue(new Promise(() => undefined) as never);
    let done = false;
    void forgetDevicePush(fakeWindow({ subscription: fakeSubscription() }).win, 2000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

/** A fake window with storage and the worker container's message events. */
function watchedWindow(subscription: FakeSubscription | null) {
  const fake = fakeWindow({ subscription });
  const stored = new Map<string, string>();
  const localStorage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) };
  const listeners = new Set<(event: MessageEvent) => void>();
  const worker = (fake.win as unknown as { navigator: { serviceWorker: Record<string, unknown> } }).navigator.serviceWorker;
  worker.addEventListener = (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener);
  worker.removeEventListener = (_: string, listener: (event: MessageEvent) => void) => listeners.delete(listener);
  Object.assign(fake.win, { localStorage });
  const message = (data: unknown) => listeners.forEach((listener) => listener({ data } as MessageEvent));
  return { ...fake, stored, listeners, message };
}

describe('a subscription the push service replaced', () => {
  test('reaches the server once a new endpoint, and again after a failure', async () => {
    const subscribe = vi.spyOn(NotificationsService, 'subscribePush').mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined as never);
    const device = watchedWindow(fakeSubscription('https://push.example/device-1'));
    await syncDevicePush(device.win);
    expect(subscribe).toHaveBeenCalledTimes(1);
    await syncDevicePush(device.win);
    expect(subscribe).toHaveBeenCalledTimes(2);
    expect(subscribe).toHaveBeenLastCalledWith({ requestBody: { endpoint: 'https://push.example/device-1', keys: KEYS } });
    await syncDevicePush(device.win);
    expect(subscribe).toHaveBeenCalledTimes(2);
  });

  test('is handed over when the page starts and when the worker says it changed, until the watch stops', async () => {
    const subscribe = vi.spyOn(NotificationsService, 'subscribePush').mockResolvedValue(undefined as never);
    const device = watchedWindow(fakeSubscription('https://push.example/old'));
    device.stored.set('mrok.pushEndpoint', 'https://push.example/old');
    const stop = watchDevicePush(device.win);
    await vi.waitFor(() => expect(device.registration.pushManager.getSubscription).toHaveBeenCalled());
    expect(subscribe).not.toHaveBeenCalled();
    // The worker made a new one.
    device.pushManager.getSubscription.mockResolvedValue(fakeSubscription('https://push.example/new') as never);
    device.message({ type: 'something else' });
    device.message({ type: PUSH_CHANGED });
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(subscribe).toHaveBeenCalledWith({ requestBody: { endpoint: 'https://push.example/new', keys: KEYS } });
    expect(device.stored.get('mrok.pushEndpoint')).toBe('https://push.example/new');
    stop();
    expect(device.listeners.size).toBe(0);
  });

  test('nothing is sent from a device without a subscription, and sign-out forgets the endpoint', async () => {
    const subscribe = vi.spyOn(NotificationsService, 'subscribePush').mockResolvedValue(undefined as never);
    vi.spyOn(NotificationsService, 'unsubscribePush').mockResolvedValue(undefined as never);
    const none = watchedWindow(null);
    await syncDevicePush(none.win);
    expect(subscribe).not.toHaveBeenCalled();
    const device = watchedWindow(fakeSubscription());
    await syncDevicePush(device.win);
    expect(device.stored.size).toBe(1);
    await forgetDevicePush(device.win);
    expect(device.stored.size).toBe(0);
  });
});
