import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError, NotificationsService, type Unsubscribed } from '@mrok/sdk';
import { button, cleanup, click, flush, render } from '@/shared/editor/testing';
import UnsubscribePage from './UnsubscribePage';

const ACTION = 'Wyłącz powiadomienia e-mail';
const DONE = 'Powiadomienia e-mail są wyłączone. Włączysz je znowu w ustawieniach konta.';
const USED = 'Link wypisania jest nieprawidłowy albo już użyty.';

type Answer = ReturnType<typeof NotificationsService.unsubscribeNotifications>;

function refused(status: number, message: string) {
  const url = '/api/notifications/unsubscribe/x';
  return new ApiError({ method: 'POST', url }, { url, ok: false, status, statusText: 'Refused', body: { message } }, 'Refused');
}

async function openLink(token = 'abc-123_XYZ') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/unsubscribe/${token}`]}>
        <Routes>
          <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
}

const text = () => document.body.textContent ?? '';
const status = () => document.querySelector('[role="status"]')?.textContent ?? '';
const alert = () => document.querySelector('[role="alert"]')?.textContent ?? '';

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
});

describe('the unsubscribe page', () => {
  it('explains and asks first: opening the link sends nothing', async () => {
    const call = vi.spyOn(NotificationsService, 'unsubscribeNotifications');
    await openLink();
    expect(document.querySelector('h1')?.textContent).toBe('Wypisanie z powiadomień e-mail');
    expect(text()).toContain('Po kliknięciu przestaniemy wysyłać Ci powiadomienia e-mail (podsumowania). Powiadomienia na stronie zostaną.');
    expect(button(ACTION).disabled).toBe(false);
    await flush();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the token on a click, is disabled while sending, then shows the answer and the way to the settings', async () => {
    let answer: (value: Unsubscribed) => void = () => {};
    const call = vi
      .spyOn(NotificationsService, 'unsubscribeNotifications')
      .mockImplementation(() => new Promise<Unsubscribed>((resolve) => (answer = resolve)) as Answer);
    await openLink('abc-123_XYZ');
    await click(button(ACTION));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith({ token: 'abc-123_XYZ' });
    expect(button(ACTION).disabled).toBe(true);
    await click(button(ACTION));
    expect(call).toHaveBeenCalledTimes(1);

    answer({ message: DONE });
    await vi.waitFor(() => expect(status()).toContain(DONE));
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Ustawienia powiadomień');
    expect(link?.getAttribute('href')).toBe('/home/settings');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it("shows the server's words when the link is unknown or used", async () => {
    vi.spyOn(NotificationsService, 'unsubscribeNotifications').mockImplementation(() => Promise.reject(refused(404, USED)) as Answer);
    await openLink();
    await click(button(ACTION));
    await vi.waitFor(() => expect(alert()).toBe(USED));
    expect(status()).not.toContain('wyłączone');
    expect(text()).not.toContain('Ustawienia powiadomień');
  });

  it('lets the player try again after too many tries', async () => {
    const call = vi
      .spyOn(NotificationsService, 'unsubscribeNotifications')
      .mockImplementationOnce(() => Promise.reject(refused(429, 'Za dużo prób. Spróbuj ponownie za chwilę.')) as Answer)
      .mockImplementationOnce(() => Promise.resolve({ message: DONE }) as Answer);
    await openLink();
    await click(button(ACTION));
    await vi.waitFor(() => expect(alert()).toBe('Za dużo prób. Spróbuj ponownie za chwilę.'));
    await vi.waitFor(() => expect(button(ACTION).disabled).toBe(false));
    await click(button(ACTION));
    await vi.waitFor(() => expect(status()).toContain(DONE));
    expect(call).toHaveBeenCalledTimes(2);
  });
});
