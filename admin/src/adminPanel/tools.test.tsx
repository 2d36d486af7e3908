import { AdminService, ModerationService, type AdminUserBody, type ErrorLogsBody } from '@mrok/sdk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrisonControls } from '../users/PrisonForm';
import { notification, openSection, renderAdmin } from '../test/render';
import { answer, failure, unreadable } from '../test/sdk';
import { MainAchievementTool } from './AchievementTools';
import { BugtrackPage, NO_LOGS } from './BugtrackPage';
import { SecondaryNicknameTool } from './NicknameTools';

const type = (label: string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[index], { target: { value } });
const press = (label: string, index = 0) => fireEvent.click(screen.getAllByRole('button', { name: label })[index]);

const ACCOUNT: AdminUserBody = {
  id: 7,
  email: 'morwena@mrok.test',
  role: 'mieszkaniec',
  activated: true,
  createdAt: '2025-01-02T03:04:05Z',
  characterName: 'Morwena',
};

beforeEach(() => {
  vi.spyOn(AdminService, 'adminGetUser').mockReturnValue(answer(ACCOUNT));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the secondary nickname tool', () => {
  it('forgets the character fetched by its ID once the ID changes', async () => {
    vi.spyOn(AdminService, 'adminGetSecondaryCharacterNickname').mockReturnValue(answer({ nickname: 'Cień', race: 'Wampir', gender: 'Kobieta' }));
    renderAdmin(<SecondaryNicknameTool />);
    openSection('Zmień nick postaci pobocznej');
    type('ID postaci pobocznej', '31');
    press('Pobierz');
    expect(await screen.findByText('Cień (Wampir, Kobieta)')).toBeTruthy();
    type('ID postaci pobocznej', '32');
    expect(screen.queryByText('Cień (Wampir, Kobieta)')).toBeNull();
  });

  it('names the account whose characters it lists, and forgets them when the ID changes', async () => {
    vi.spyOn(AdminService, 'adminGetSecondaryCharacters').mockReturnValue(
      answer({ characters: [{ id: 31, name: 'Cień', race: 'Wampir', gender: 'Kobieta' }] }),
    );
    renderAdmin(<SecondaryNicknameTool />);
    openSection('Zmień nick postaci pobocznej');
    type('ID użytkownika', '7');
    press('Pobierz postacie');
    expect(await screen.findByText('Wczytane konto: ID 7 — Morwena (morwena@mrok.test)')).toBeTruthy();
    expect(screen.getByLabelText('Postać poboczna')).toBeTruthy();
    type('ID użytkownika', '8');
    expect(screen.queryByTestId('loaded-account')).toBeNull();
    expect(screen.queryByLabelText('Postać poboczna')).toBeNull();
  });

  it('tells plainly, not as an error, that the account has no secondary characters', async () => {
    vi.spyOn(AdminService, 'adminGetSecondaryCharacters').mockImplementation(() =>
      failure(404, 'Ten użytkownik nie ma postaci pobocznych', 'no_secondary_characters'),
    );
    renderAdmin(<SecondaryNicknameTool />);
    openSection('Zmień nick postaci pobocznej');
    type('ID użytkownika', '7');
    press('Pobierz postacie');
    await waitFor(() => expect(notification()).toEqual({ text: 'Ten użytkownik nie ma postaci pobocznych', type: 'info' }));
  });
});

describe('the main achievements tool', () => {
  it('asks for the player’s ID before loading them all', async () => {
    const load = vi.spyOn(AdminService, 'adminGetAchievements');
    renderAdmin(<MainAchievementTool />);
    openSection('Osiągnięcia postaci głównej');
    press('Edytuj wszystkie');
    await waitFor(() => expect(notification()).toEqual({ text: 'Podaj ID gracza', type: 'warning' }));
    expect(load).not.toHaveBeenCalled();
  });

  it('names the account whose achievements it loaded', async () => {
    vi.spyOn(AdminService, 'adminGetAchievements').mockReturnValue(answer({ osiagniecia: 'Pierwsza krew' }));
    renderAdmin(<MainAchievementTool />);
    openSection('Osiągnięcia postaci głównej');
    type('ID gracza', '7');
    press('Edytuj wszystkie');
    expect(await screen.findByDisplayValue('Pierwsza krew')).toBeTruthy();
    expect(await screen.findByText('Wczytane konto: ID 7 — Morwena (morwena@mrok.test)')).toBeTruthy();
  });
});

describe('the bugtrack', () => {
  it('says there are no logs only when the server answered with none', async () => {
    vi.spyOn(AdminService, 'adminGetLogs').mockReturnValue(answer<ErrorLogsBody>({ logs: [] }));
    renderAdmin(<BugtrackPage />);
    expect(await screen.findByText(NO_LOGS)).toBeTruthy();
  });

  it('shows the error, not the empty text, when the load fails', async () => {
    vi.spyOn(AdminService, 'adminGetLogs').mockImplementation(() => unreadable(502));
    renderAdmin(<BugtrackPage />);
    await waitFor(() => expect(notification()).toEqual({ text: 'Błąd: HTTP 502: Błąd pobierania logów', type: 'error' }));
    expect(screen.queryByText(NO_LOGS)).toBeNull();
  });
});

describe('the prison', () => {
  it('prefixes a refusal with ‘Błąd: ’', async () => {
    vi.spyOn(ModerationService, 'adminBlockUser').mockImplementation(() => failure(400, 'Nie możesz wtrącić do więzienia samego siebie.', 'self'));
    renderAdmin(<PrisonControls userId={7} />);
    press('Wtrąć do więzienia');
    await waitFor(() =>
      expect(notification()).toEqual({ text: 'Błąd: Nie możesz wtrącić do więzienia samego siebie.', type: 'error' }),
    );
  });

  it('says so in the spec’s words when the server answered without a message', async () => {
    vi.spyOn(ModerationService, 'adminReleaseUser').mockImplementation(() => unreadable(500));
    renderAdmin(<PrisonControls userId={7} />);
    press('Zwolnij z więzienia');
    await waitFor(() => expect(notification()).toEqual({ text: 'Błąd: Wystąpił błąd podczas zwalniania z więzienia', type: 'error' }));
  });
});
