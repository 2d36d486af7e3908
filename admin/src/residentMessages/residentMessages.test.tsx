import { ModerationService, type ResidentMessage, type ResidentMessageChanged } from '@mrok/sdk';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadedEditor, stubLayout } from '@web/editor/testing';
import { notification, renderAdmin } from '../test/render';
import { answer, failure, unreadable } from '../test/sdk';
import { excerpt } from './labels';
import { ResidentMessageCreate, ResidentMessageEdit } from './ResidentMessageForm';
import { ResidentMessageList } from './ResidentMessageList';

const MESSAGE: ResidentMessage = {
  id: 2,
  title: 'Przerwa',
  content: '<p>Wracamy <strong>o świcie</strong>.</p>',
  active: false,
  created_at: '2026-11-23T08:00:00Z',
  updated_at: '2026-11-24T09:30:00Z',
};
const changed = (message: string): ResidentMessageChanged => ({ success: true, message, data: MESSAGE });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
/** Writes in the content's editor (the site's announcement editor) as an admin would. */
async function write(text: string) {
  const editor = await loadedEditor();
  await act(async () => {
    editor.commands.focus('end');
    editor.commands.insertContent(text);
  });
}

beforeAll(stubLayout);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('adding a resident message', () => {
  it('refuses an empty or blank title and content in the spec’s words, without a call', async () => {
    const add = vi.spyOn(ModerationService, 'adminAddResidentMessage');
    renderAdmin(<ResidentMessageCreate />, 'residentMessages');
    type('Tytuł', '   ');
    await loadedEditor(); // the content's editor is on the form, left empty
    save();
    const errors = await screen.findAllByText('Tytuł i treść komunikatu nie mogą być puste');
    expect(errors).toHaveLength(2);
    expect(screen.queryByText('Wymagane')).toBeNull();
    expect(add).not.toHaveBeenCalled();
  });

  it('shows the server’s word on success', async () => {
    const add = vi.spyOn(ModerationService, 'adminAddResidentMessage').mockReturnValue(answer(changed('Komunikat został dodany pomyślnie')));
    renderAdmin(<ResidentMessageCreate />, 'residentMessages');
    type('Tytuł', 'Przerwa');
    await write('Wracamy o świcie.');
    save();
    await waitFor(() => expect(notification()).toEqual({ text: 'Komunikat został dodany pomyślnie', type: 'info' }));
    expect(add).toHaveBeenCalledWith({ requestBody: { title: 'Przerwa', content: '<p>Wracamy o świcie.</p>' } });
  });

  it('says what failed, prefixed ‘Błąd: ’, when the server answered without a message', async () => {
    vi.spyOn(ModerationService, 'adminAddResidentMessage').mockImplementation(() => unreadable(502));
    renderAdmin(<ResidentMessageCreate />, 'residentMessages');
    type('Tytuł', 'Przerwa');
    await write('Wracamy o świcie.');
    save();
    await waitFor(() => expect(notification()).toEqual({ text: 'Błąd: Wystąpił błąd podczas dodawania komunikatu', type: 'error' }));
  });
});

describe('editing a resident message', () => {
  it('shows the server’s word on success', async () => {
    vi.spyOn(ModerationService, 'adminResidentMessages').mockReturnValue(answer({ messages: [MESSAGE] }));
    const update = vi.spyOn(ModerationService, 'adminUpdateResidentMessage').mockReturnValue(answer(changed('Komunikat został zaktualizowany pomyślnie')));
    renderAdmin(
      <Routes>
        <Route path="/residentMessages/:id" element={<ResidentMessageEdit />} />
      </Routes>,
      'residentMessages',
      '/residentMessages/2',
    );
    expect(await screen.findByDisplayValue('Przerwa')).toBeTruthy();
    // The content opens in the editor as players see it, not as HTML.
    const editor = await loadedEditor();
    await waitFor(() => expect(editor.getHTML()).toBe('<p>Wracamy <strong>o świcie</strong>.</p>'));
    expect(screen.getByRole('button', { name: 'Pogrubienie' })).toBeTruthy();
    type('Tytuł', 'Przerwa do jutra');
    await write(' Bramy otwarte.');
    save();
    await waitFor(() => expect(notification()).toEqual({ text: 'Komunikat został zaktualizowany pomyślnie', type: 'info' }));
    expect(update).toHaveBeenCalledWith({ id: 2, requestBody: { title: 'Przerwa do jutra', content: '<p>Wracamy <strong>o świcie</strong>. Bramy otwarte.</p>' } });
  });
});

describe('the resident messages’ list', () => {
  it('shows when each was added and the start of its content as plain text', async () => {
    vi.spyOn(ModerationService, 'adminResidentMessages').mockReturnValue(answer({ messages: [MESSAGE] }));
    renderAdmin(<ResidentMessageList />, 'residentMessages');
    expect(await screen.findByText('Wracamy o świcie.')).toBeTruthy();
    expect(screen.getByText(new Date(MESSAGE.created_at).toLocaleString('pl-PL'))).toBeTruthy();
    expect(screen.getByText('Utworzony')).toBeTruthy();
  });

  it('deletes after the question, with the server’s word', async () => {
    vi.spyOn(ModerationService, 'adminResidentMessages').mockReturnValue(answer({ messages: [MESSAGE] }));
    const remove = vi.spyOn(ModerationService, 'adminDeleteResidentMessage').mockReturnValue(answer({ message: 'Komunikat został usunięty pomyślnie' }));
    renderAdmin(<ResidentMessageList />, 'residentMessages');
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Potwierdź' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 2 }));
    await waitFor(() => expect(notification()).toEqual({ text: 'Komunikat został usunięty pomyślnie', type: 'info' }));
  });

  it('prefixes a refused toggle with ‘Błąd: ’', async () => {
    vi.spyOn(ModerationService, 'adminResidentMessages').mockReturnValue(answer({ messages: [MESSAGE] }));
    vi.spyOn(ModerationService, 'adminToggleResidentMessage').mockImplementation(() => failure(403, 'Brak uprawnień.', 'forbidden'));
    renderAdmin(<ResidentMessageList />, 'residentMessages');
    fireEvent.click(await screen.findByRole('button', { name: 'Włącz blokadę' }));
    await waitFor(() => expect(notification()).toEqual({ text: 'Błąd: Brak uprawnień.', type: 'error' }));
  });
});

describe('excerpt', () => {
  it('keeps the text of the HTML, cut short', () => {
    expect(excerpt('<p>Wracamy <em>o świcie</em>.</p>\n<p>Bądźcie gotowi.</p>')).toBe('Wracamy o świcie. Bądźcie gotowi.');
    expect(excerpt(`<p>${'a'.repeat(100)}</p>`, 10)).toBe(`${'a'.repeat(10)}…`);
    expect(excerpt('<img src=x onerror="alert(1)">')).toBe('');
  });
});
