import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NotificationsService, type NotificationSettings } from '@mrok/sdk';
import { button, cleanup, click, flush, render } from '@/shared/editor/testing';
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

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
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
});
