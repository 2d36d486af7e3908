import { AnnouncementsService, type AdminGlobalMessageBody } from '@mrok/sdk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notification, renderAdmin } from '../test/render';
import { answer, unreadable } from '../test/sdk';
import { GlobalMessageCreate } from './GlobalMessageCreate';

const SENT: AdminGlobalMessageBody = {
  id: 4,
  title: 'Mróz',
  content: 'Bramy zamknięte.',
  createdAt: '2026-11-23T08:00:00Z',
  authorEmail: 'szef@mrok.test',
  recipients: 10,
  reads: 0,
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('sending a global message', () => {
  it('refuses a blank title or content in the spec’s words, without a call', async () => {
    const post = vi.spyOn(AnnouncementsService, 'adminSendGlobalMessage');
    renderAdmin(<GlobalMessageCreate />, 'globalMessages');
    type('Tytuł', 'Mróz');
    type('Treść', ' \n ');
    send();
    expect(await screen.findByText('Tytuł i treść wiadomości nie mogą być puste')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server’s word once sent', async () => {
    vi.spyOn(AnnouncementsService, 'adminSendGlobalMessage').mockReturnValue(
      answer({ id: 4, message: 'Wiadomość została wysłana do wszystkich graczy.' }),
    );
    vi.spyOn(AnnouncementsService, 'adminGetGlobalMessage').mockReturnValue(answer(SENT));
    renderAdmin(<GlobalMessageCreate />, 'globalMessages');
    type('Tytuł', 'Mróz');
    type('Treść', 'Bramy zamknięte.');
    send();
    await waitFor(() => expect(notification()).toEqual({ text: 'Wiadomość została wysłana do wszystkich graczy.', type: 'info' }));
  });

  it('says ‘Błąd: Wystąpił błąd podczas wysyłania wiadomości’ when the server answered without a message', async () => {
    vi.spyOn(AnnouncementsService, 'adminSendGlobalMessage').mockImplementation(() => unreadable(502));
    renderAdmin(<GlobalMessageCreate />, 'globalMessages');
    type('Tytuł', 'Mróz');
    type('Treść', 'Bramy zamknięte.');
    send();
    await waitFor(() => expect(notification()).toEqual({ text: 'Błąd: Wystąpił błąd podczas wysyłania wiadomości', type: 'error' }));
  });
});
