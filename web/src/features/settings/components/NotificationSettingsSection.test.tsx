import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, NotificationsService, type NotificationSettings } from '@mrok/sdk';
import { button, cleanup, click, flush, queryButton, render } from '@/shared/editor/testing';
import { NotificationSettingsSection } from './NotificationSettingsSection';

const on = { inApp: true, email: true, push: false };
const stored = (): NotificationSettings => ({
  kinds: { session_post: { ...on }, message: { ...on }, invite: { ...on }, mention: { ...on }, report_reviewed: { ...on }, news: { inApp: true, email: false, push: false } },
  digest: 'daily',
});
const settle = async () => { for (let i = 0; i < 5; i++) await flush(); };
const box = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;

async function renderSection() {
  const notify = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <NotificationSettingsSection notify={notify} />
    </QueryClientProvider>,
  );
  await settle();
  return notify;
}

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const KEYS = { p256dh: 'BOr8-p256dh', auth: 'c2VjcmV0LWF1dGg' };
const ENDPOINT = 'https://push.example/device-1';
const pushBox = (label: string) => box(`${label}: Push`);
const status = () => document.querySelector('[role="group"] [role="status"]')?.textContent;

function fakeSubscription() {
  return { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, keys: { ...KEYS } }), unsubscribe: vi.fn(async () => true) };
}

/** The browser's push: a worker registration of the site, the Push API and notices in the state asked. */
function fakeBrowser({ permission = 'default', answer = 'granted', subscribed = false }: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  let current: ReturnType<typeof fakeSubscription> | null = subscribed ? fakeSubscription() : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      void options;
      current = fakeSubscription();
      return current;
    }),
  };
  const registration = { active: { state: 'activated' }, pushManager };
  const notification = { permission, requestPermission: vi.fn(async () => answer) };
  Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistration: async () => registration, ready: Promise.resolve(registration) }, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
  Object.defineProperty(window, 'Notification', { value: notification, configurable: true });
  return { pushManager, notification, current: () => current };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

describe('the settings section "Powiadomienia"', () => {
  it('shows the kinds × channels table as stored', async () => {
    vi.spyOn(NotificationsService, 'notificationSettings').mockResolvedValue(stored() as never);
    await renderSection();
    const rows = [...document.querySelectorAll('tbody th')].map((th) => th.textContent);
    expect(rows).toEqual(['Nowe wpisy w moich sesjach', 'Wiadomości prywatne', 'Dodanie do sesji', 'Wspomnienia (@)', 'Rozpatrzone zgłoszenia', 'Nowe wieści']);
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Rodzaj', 'Na stronie', 'E-mail', 'Push']);
    expect(box('Wiadomości prywatne: E-mail').checked).toBe(true);
    expect(box('Nowe wieści: E-mail').checked).toBe(false);
    expect(box('Nowe wieści: Push').disabled).toBe(true);
    expect(document.querySelector('[role="combobox"]')?.textContent).toBe('Raz dziennie');
  });

  it('saves the changed kind and digest', async () => {
    vi.spyOn(NotificationsService, 'notificationSettings').mockResolvedValue(stored() as never);
    const save = vi.spyOn(NotificationsService, 'saveNotificationSettings').mockImplementation(({ requestBody }) => Promise.resolve(requestBody) as never);
    const notify = await renderSection();
    await click(box('Wiadomości prywatne: E-mail'));
    expect(box('Wiadomości prywatne: E-mail').checked).toBe(false);
    await click(document.querySelector('[role="combobox"]')!);
    await click([...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'Co godzinę')!);
    await click(button('Zapisz'));
    await settle();
    const expected = stored();
    expected.kinds.message = { inApp: true, email: false, push: false };
    expected.digest = 'hourly';
    expect(save).toHaveBeenCalledWith({ requestBody: expected });
    expect(notify).toHaveBeenCalledWith({ severity: 'success', text: 'Zapisano ustawienia powiadomień.' });
  });

  it('says so when saving fails', async () => {
    vi.spyOn(NotificationsService, 'notificationSettings').mockResolvedValue(stored() as never);
    vi.spyOn(NotificationsService, 'saveNotificationSettings').mockRejectedValue(new Error('boom'));
    const notify = await renderSection();
    await click(button('Zapisz'));
    await settle();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ severity: 'error' }));
  });

  it('says a browser without push cannot have it, and keeps the Push column off', async () => {
    vi.spyOn(NotificationsService, 'notificationSettings').mockResolvedValue(stored() as never);
    await renderSection();
    expect(status()).toBe('Ta przeglądarka nie obsługuje powiadomień push.');
    expect(queryButton('Włącz na tym urządzeniu')).toBeNull();
    expect(pushBox('Wiadomości prywatne').disabled).toBe(true);
  });

  it('says push is blocked in the browser, with no button', async () => {
    fakeBrowser({ permission: 'denied' });
    vi.spyOn(NotificationsService, 'notificationSettings').mockResolvedValue(stored() as never);
    await renderSection();
    expect(status()).toBe('Powiadomienia są zablokowane w ustawieniach przeglądarki.');
    expect(queryButton('Włącz na tym urządzeniu')).toBeNull();
    expect(queryButton('Wyłącz na tym urządzeniu')).toBeNull();
    expect(pushBox('Wiadomości prywatne').disabled).toBe(true);
  });

  it('turns push on: permission, the server’s key, the subscription sent; push saved for posts, messages and mentions', async () => {
    const browser = fakeBrowser();
    vi.spyOn(NotificationsService, 'notificationSettings').mockResolvedValue(stored() as never);
    const key = vi.spyOn(NotificationsService, 'pushKey').mockResolvedValue({ publicKey: KEY } as never);
    const subscribe = vi.spyOn(NotificationsService, 'subscribePush').mockResolvedValue(undefined as never);
    const save = vi.spyOn(NotificationsService, 'saveNotificationSettings').mockImplementation(({ requestBody }) => Promise.resolve(requestBody) as never);
    const notify = await renderSection();
    expect(subscribe).not.toHaveBeenCalled();
    expect(pushBox('Wiadomości prywatne').disabled).toBe(true);
    await click(button('Włącz na tym urządzeniu'));
    await settle();
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    expect(key).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    expect(browser.pushManager.subscribe.mock.calls[0][0].applicationServerKey).toHaveLength(65);
    expect(subscribe).toHaveBeenCalledWith({ requestBody: { endpoint: ENDPOINT, keys: KEYS } });
    const expected = stored();
    for (const kind of ['session_post', 'message', 'mention']) expected.kinds[kind].push = true;
    expect(save).toHaveBeenCalledWith({ requestBody: expected });
    expect(notify).toHaveBeenCalledWith({ severity: 'success', text: expect.stringMatching(/^Powiadomienia push są włączone na tym urządzeniu\. .*wiadomościach prywatnych/) });
    expect(status()).toBe('Włączone: to urządzenie dostaje powiadomienia zaznaczone w kolumnie Push.');
    expect(queryButton('Wyłącz na tym urządzeniu')).not.toBeNull();
    expect(pushBox('Wiadomości prywatne').disabled).toBe(false);
    expect(pushBox('Wiadomości prywatne').checked).toBe(true);
    expect(pushBox('Nowe wieści').checked).toBe(false);
  });

  it('turning on keeps the kinds the player already chose for push', async () => {
    fakeBrowser({ permission: 'granted' });
    const chosen = stored();
    chosen.kinds.news.push = true;
    vi.spyOn(NotificationsService, 'notificationSettings').mockResolvedValue(chosen as never);
    vi.spyOn(NotificationsService, 'pushKey').mockResolvedValue({ publicKey: KEY } as never);
    vi.spyOn(NotificationsService, 'subscribePush').mockResolvedValue(undefined as never);
    const save = vi.spyOn(NotificationsService, 'saveNotificationSettings');
    const notify = await renderSection();
    await click(button('Włącz na tym urządzeniu'));
    await settle();
    expect(save).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({ severity: 'success', text: 'Powiadomienia push są włączone na tym urządzeniu.' });
    expect(pushBox('Wiadomości prywatne').checked).toBe(false);
  });

  it('a refused permission shows the block; the server’s refusal is shown and nothing stays subscribed', async () => {
    fakeBrowser({ answer: 'denied' });
    vi.spyOn(NotificationsService, 'notificationSettings').mockResolvedValue(stored() as never);
    await renderSection();
    await click(button('Włącz na tym urządzeniu'));
    await settle();
    expect(status()).toBe('Powiadomienia są zablokowane w ustawieniach przeglądarki.');
    await cleanup();

    const browser = fakeBrowser();
    vi.spyOn(NotificationsService, 'pushKey').mockResolvedValue({ publicKey: KEY } as never);
    const message = 'Adres powiadomień musi być adresem https.';
    vi.spyOn(NotificationsService, 'subscribePush').mockRejectedValue(
      new ApiError({ method: 'POST', url: '/x' }, { url: '/x', ok: false, status: 400, statusText: 'Bad Request', body: { message, code: 'x' } }, 'Bad Request'),
    );
    const notify = await renderSection();
    await click(button('Włącz na tym urządzeniu'));
    await settle();
    expect(notify).toHaveBeenCalledWith({ severity: 'error', text: message });
    expect(browser.current()?.unsubscribe).toHaveBeenCalled();
    expect(queryButton('Włącz na tym urządzeniu')).not.toBeNull();
    expect(pushBox('Wiadomości prywatne').disabled).toBe(true);
  });

  it('a subscribed device enables the Push column, tells the server again, and turns off', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    vi.spyOn(NotificationsService, 'notificationSettings').mockResolvedValue(stored() as never);
    const subscribe = vi.spyOn(NotificationsService, 'subscribePush').mockResolvedValue(undefined as never);
    const unsubscribe = vi.spyOn(NotificationsService, 'unsubscribePush').mockResolvedValue(undefined as never);
    const notify = await renderSection();
    expect(subscribe).toHaveBeenCalledWith({ requestBody: { endpoint: ENDPOINT, keys: KEYS } });
    expect(pushBox('Wiadomości prywatne').disabled).toBe(false);
    const subscription = browser.current()!;
    await click(button('Wyłącz na tym urządzeniu'));
    await settle();
    expect(unsubscribe).toHaveBeenCalledWith({ requestBody: { endpoint: ENDPOINT } });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({ severity: 'success', text: 'Powiadomienia push są wyłączone na tym urządzeniu.' });
    expect(queryButton('Włącz na tym urządzeniu')).not.toBeNull();
    expect(pushBox('Wiadomości prywatne').disabled).toBe(true);
  });
});
