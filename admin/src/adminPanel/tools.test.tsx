import { AdminService, ModerationService, type AdminUserBody, type DeletionPreviewBody, type ErrorLogsBody, type ResidentMessage } from '@mrok/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRISON_DAYS, PrisonControls, prisonDays } from '../users/PrisonForm';
import { RecordContextProvider } from 'react-admin';
import { ToggleButton } from '../residentMessages/ToggleButton';
import { notification, openSection, phoneScreen, renderAdmin } from '../test/render';
import { answer, failure, unreadable } from '../test/sdk';
import { MainAchievementTool } from './AchievementTools';
import { AdminPanelPage } from './AdminPanelPage';
import { BugtrackPage, NO_LOGS } from './BugtrackPage';
import { MainNicknameTool, NICK_REQUIRED, SecondaryNicknameTool } from './NicknameTools';
import { BAD_ID } from './useAdminCall';

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

describe('the main nickname tool', () => {
  it('says the ID must be a positive whole number when it is filled with something else, without a call', async () => {
    const rename = vi.spyOn(AdminService, 'adminChangeNickname');
    for (const [id, warning] of [['-3', BAD_ID], ['1e3', BAD_ID], ['2.5', BAD_ID], ['', NICK_REQUIRED]]) {
      renderAdmin(<MainNicknameTool />);
      openSection('Zmień nick postaci głównej');
      type('ID gracza', id);
      type('Nowy nick', 'Morwa');
      press('Zmień nick');
      await waitFor(() => expect(notification()).toEqual({ text: warning, type: 'warning' }));
      cleanup();
    }
    expect(rename).not.toHaveBeenCalled();
  });
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
  it('takes whole days from 1 to 3650 only', () => {
    expect(prisonDays(' 14 ')).toBe(14);
    expect(prisonDays('1')).toBe(1);
    expect(prisonDays('3650')).toBe(3650);
    for (const bad of ['', '0', '-1', '2.5', '1e3', '3651', 'abc']) expect(prisonDays(bad)).toBeUndefined();
  });

  it('says the server’s rule for the days before sending a fraction or a number out of range', async () => {
    const imprison = vi.spyOn(ModerationService, 'adminBlockUser').mockReturnValue(answer({ message: 'Gracz trafił do więzienia.' }));
    for (const bad of ['2.5', '0', '3651']) {
      renderAdmin(<PrisonControls userId={7} />);
      type('Liczba dni', bad);
      press('Wtrąć do więzienia');
      await waitFor(() => expect(notification()).toEqual({ text: PRISON_DAYS, type: 'warning' }));
      cleanup();
    }
    expect(imprison).not.toHaveBeenCalled();
    renderAdmin(<PrisonControls userId={7} />);
    type('Liczba dni', '14');
    press('Wtrąć do więzienia');
    await waitFor(() => expect(notification()).toEqual({ text: 'Gracz trafił do więzienia.', type: 'success' }));
    expect(imprison).toHaveBeenCalledWith({ requestBody: { userId: 7, days: 14 } });
  });

  it('in the panel, says the ID must be a positive whole number before anything else', async () => {
    const imprison = vi.spyOn(ModerationService, 'adminBlockUser');
    renderAdmin(<AdminPanelPage />);
    openSection('Zablokuj gracza (więzienie)');
    const section = screen.getByRole('button', { name: 'Zablokuj gracza (więzienie)' }).closest<HTMLElement>('.MuiAccordion-root')!;
    fireEvent.change(within(section).getByLabelText('ID gracza'), { target: { value: '-3' } });
    press('Wtrąć do więzienia');
    await waitFor(() => expect(notification()).toEqual({ text: BAD_ID, type: 'warning' }));
    expect(imprison).not.toHaveBeenCalled();
  });

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

/** Buttons and links on the page that show neither words nor an icon (react-admin's <Button> without one, on a phone). */
const blankControls = () =>
  [...document.querySelectorAll('button, a')]
    .filter((control) => !control.textContent?.trim() && !control.querySelector('svg'))
    .map((control) => control.getAttribute('aria-label') ?? control.outerHTML.slice(0, 80));

describe('on a phone', () => {
  beforeEach(phoneScreen);
  afterEach(() => vi.unstubAllGlobals());

  it('every button and link of the admin panel shows its words', async () => {
    renderAdmin(<AdminPanelPage />);
    for (const label of ['Zmień nick', 'Pobierz postacie', 'Pobierz', 'Dodaj osiągnięcie', 'Edytuj wszystkie', 'Pobierz statystyki', 'Wtrąć do więzienia', 'Zwolnij z więzienia', 'Pobierz dane gracza', 'Usuń gracza', 'Bugtrack']) {
      expect(screen.getAllByText(label, { selector: 'button, a' }).length).toBeGreaterThan(0);
    }
    expect(blankControls()).toEqual([]);
  });

  it('the deletion dialog shows ‘Anuluj’ and ‘Dalej’ as words', async () => {
    vi.spyOn(ModerationService, 'adminUserDeletionPreview').mockReturnValue(
      answer({ userId: 7, email: 'morwena@mrok.test', role: 'mieszkaniec', characters: 1 } as DeletionPreviewBody),
    );
    renderAdmin(<AdminPanelPage />);
    const section = screen.getByRole('button', { name: 'Strefa niebezpieczna: usuń gracza' }).closest<HTMLElement>('.MuiAccordion-root')!;
    fireEvent.change(within(section).getByLabelText('ID gracza'), { target: { value: '7' } });
    fireEvent.click(within(section).getByText('Pobierz dane gracza'));
    expect(await screen.findByTestId('deletion-preview')).toBeTruthy();
    fireEvent.click(within(section).getByText('Usuń gracza'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Anuluj', { selector: 'button' })).toBeTruthy();
    expect(within(dialog).getByText('Dalej', { selector: 'button' })).toBeTruthy();
    expect(blankControls()).toEqual([]);
  });

  it('the bugtrack’s ‘Odśwież’ and the resident message toggle show their words', async () => {
    vi.spyOn(AdminService, 'adminGetLogs').mockReturnValue(answer<ErrorLogsBody>({ logs: [] }));
    const message: ResidentMessage = { id: 2, title: 'Przerwa', content: '<p>x</p>', active: false, created_at: '2026-11-23T08:00:00Z', updated_at: '2026-11-23T08:00:00Z' };
    renderAdmin(
      <>
        <BugtrackPage />
        <RecordContextProvider value={message}>
          <ToggleButton />
        </RecordContextProvider>
      </>,
    );
    expect(await screen.findByText(NO_LOGS)).toBeTruthy();
    expect(screen.getByText('Odśwież', { selector: 'button' })).toBeTruthy();
    expect(screen.getByText('Włącz blokadę', { selector: 'button' })).toBeTruthy();
    expect(blankControls()).toEqual([]);
  });
});
