import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ProfilesService } from '@mrok/sdk';
import { button, changeValue, cleanup, click, flush, keyDown, render } from '@/shared/editor/testing';
import { NoticeProvider } from '@/shared/components/Notice';
import { StatusLine } from './StatusLine';

const target = { kind: 'main', accountId: 7 } as const;

async function renderStatus(status: string, editable = true) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NoticeProvider testId="profile-notice">
        <StatusLine status={status} target={target} editable={editable} />
      </NoticeProvider>
    </QueryClientProvider>,
  );
}

const input = () => document.querySelector<HTMLInputElement>('input[type="text"]');

describe('the status line', () => {
  beforeEach(() => {
    vi.spyOn(ProfilesService, 'setProfileStatus').mockImplementation(
      () => Promise.resolve({ message: 'ok' }) as ReturnType<typeof ProfilesService.setProfileStatus>,
    );
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
  });

  it('is plain text for those who may not change it', async () => {
    await renderStatus('Na łowach', false);
    expect(document.body.textContent).toContain('„Na łowach”');
    expect(document.querySelector('button')).toBeNull();
  });

  it('Escape cancels and restores the saved status', async () => {
    await renderStatus('Na łowach');
    await click(button('„Na łowach” — zmień status'));
    await changeValue(input()!, 'Coś innego');
    await keyDown(input()!, 'Escape');
    expect(input()).toBeNull();
    expect(document.body.textContent).toContain('„Na łowach”');
    await click(button('„Na łowach” — zmień status'));
    expect(input()!.value).toBe('Na łowach');
    expect(ProfilesService.setProfileStatus).not.toHaveBeenCalled();
  });

  it('Enter saves the trimmed status and says so', async () => {
    await renderStatus('');
    await click(button('Ustaw status'));
    await changeValue(input()!, '  Szukam sesji  ');
    await keyDown(input()!, 'Enter');
    await flush();
    expect(ProfilesService.setProfileStatus).toHaveBeenCalledWith({ id: 7, requestBody: { status: 'Szukam sesji' } });
    expect(document.body.textContent).toContain('Status został zaktualizowany!');
    expect(input()).toBeNull();
  });

  it('refuses more than 128 characters without sending', async () => {
    await renderStatus('');
    await click(button('Ustaw status'));
    await changeValue(input()!, 'ż'.repeat(129));
    await keyDown(input()!, 'Enter');
    expect(document.body.textContent).toContain('Status nie może być dłuższy niż 128 znaków');
    expect(ProfilesService.setProfileStatus).not.toHaveBeenCalled();
  });
});
