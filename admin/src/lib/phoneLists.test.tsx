// The lists that switch to one line a record on a phone (react-admin's SimpleList, chosen by
// useListWidth): tavern rooms and events, news, announcements, the audit log; and the audit log's
// narrower table on a laptop.
import {
  AdminService,
  AnnouncementsService,
  type AdminGlobalMessageBody,
  type AuditEntry,
  type AdminNewsBody,
  type AdminTavernEventBody,
  type AdminTavernRoomBody,
  type AdminUserBody,
} from '@mrok/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditLogList } from '../auditLog/AuditLogList';
import { GlobalMessageList } from '../globalMessages/GlobalMessageList';
import { NewsList } from '../news/NewsList';
import { TavernEventList } from '../tavernEvents/TavernEventList';
import { deleteQuestion, TavernRoomList } from '../tavernRooms/TavernRoomList';
import { phoneScreen, renderAdmin } from '../test/render';
import { USER } from '../test/fixtures';
import { answer } from '../test/sdk';
import { useListWidth, type ListWidth } from './useListWidth';

vi.mock('./useListWidth', () => ({ useListWidth: vi.fn() }));

const ROOM: AdminTavernRoomBody = { id: 3, name: 'Piwnica', description: 'Beczki i półmrok.', activeUsersCount: 2, messageCount: 14 };
const EVENT: AdminTavernEventBody = {
  id: 4,
  title: 'Turniej na kufle',
  description: 'Kto wypije więcej?',
  date: '2000-12-01',
  time: '20:00',
  createdBy: 1,
  createdAt: '2000-11-20T10:00:00Z',
};
const NEWS: AdminNewsBody = { id: 5, title: 'Otwarcie Areny', content: '<p>Zapraszamy!</p>', createdAt: '2026-11-28T05:21:40Z', commentCount: 3 };
const ANNOUNCEMENT: AdminGlobalMessageBody = {
  id: 8,
  title: 'Mróz nad Mrokiem',
  content: 'Bramy zamknięte do świtu.',
  createdAt: '2026-11-28T05:21:40Z',
  authorEmail: 'straznik-bram-polnocnych@mrok.test',
  recipients: 10,
  reads: 3,
};
const ENTRY: AuditEntry = {
  id: 6,
  at: '2026-11-28T05:21:48Z',
  actorId: 1,
  actorRole: 'admin',
  action: 'addTavernEvent',
  method: 'POST',
  target: '/api/tavern/events',
  after: '{"title":"Turniej na kufle"}',
  status: 200,
};

const width = (value: ListWidth) => vi.mocked(useListWidth).mockReturnValue(value);
const table = () => document.querySelector('table');
const headers = () => [...document.querySelectorAll('th')].map((th) => th.textContent);

beforeEach(() => {
  vi.spyOn(AdminService, 'adminListTavernRooms').mockReturnValue(answer({ data: [ROOM], total: 1 }));
  vi.spyOn(AdminService, 'adminListTavernEvents').mockReturnValue(answer({ data: [EVENT], total: 1 }));
  vi.spyOn(AdminService, 'adminListNews').mockReturnValue(answer({ data: [NEWS], total: 1 }));
  vi.spyOn(AdminService, 'adminAuditLog').mockReturnValue(answer({ data: [ENTRY], total: 1 }));
  vi.spyOn(AdminService, 'adminGetUser').mockReturnValue(answer<AdminUserBody>({ ...USER, id: 1, characterName: 'Strażnik Bram' }));
  vi.spyOn(AnnouncementsService, 'adminListGlobalMessages').mockReturnValue(answer({ data: [ANNOUNCEMENT], total: 1 }));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('on a phone', () => {
  beforeEach(() => {
    width('phone');
    phoneScreen();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a tavern room in one line: a tap opens it, its delete button asks about the room instead', async () => {
    renderAdmin(
      <Routes>
        <Route path="/tavernRooms" element={<TavernRoomList />} />
        <Route path="/tavernRooms/:id" element={<p>Formularz pokoju</p>} />
      </Routes>,
      'tavernRooms',
      '/tavernRooms',
    );
    expect(await screen.findByText('Piwnica')).toBeTruthy();
    expect(table()).toBeNull();
    expect(screen.getByText('Osób w pokoju: 2 · Wiadomości: 14')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(within(await screen.findByRole('dialog')).getByText(deleteQuestion(ROOM))).toBeTruthy();
    expect(screen.queryByText('Formularz pokoju')).toBeNull();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Anuluj' }));
    fireEvent.click(screen.getByText('Piwnica'));
    expect(await screen.findByText('Formularz pokoju')).toBeTruthy();
  });

  it('shows a tavern event in one line, past ones marked, with its delete button', async () => {
    renderAdmin(<TavernEventList />, 'tavernEvents');
    expect(await screen.findByText('Turniej na kufle')).toBeTruthy();
    expect(table()).toBeNull();
    expect(screen.getByText('01.12.2000, 20:00 · Minione')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usuń' }).querySelector('svg')).not.toBeNull();
  });

  it('shows a news item in one line with its archive button', async () => {
    renderAdmin(<NewsList />, 'news');
    expect(await screen.findByText('Otwarcie Areny')).toBeTruthy();
    expect(table()).toBeNull();
    expect(screen.getByText(`${new Date(NEWS.createdAt).toLocaleDateString('pl-PL')} · Na liście wieści · Komentarze: 3`)).toBeTruthy();
    // react-admin shows a button's icon alone on a phone: the archive button has one.
    const archive = screen.getByRole('button', { name: 'Archiwizuj' });
    expect(archive.classList.contains('MuiIconButton-root')).toBe(true);
    expect(archive.querySelector('svg')).not.toBeNull();
  });

  it('shows an announcement in one line: its title, then when it went out and its reach; a tap opens it', async () => {
    renderAdmin(
      <Routes>
        <Route path="/globalMessages" element={<GlobalMessageList />} />
        <Route path="/globalMessages/:id/show" element={<p>Czytelnicy ogłoszenia</p>} />
      </Routes>,
      'globalMessages',
      '/globalMessages',
    );
    expect(await screen.findByText('Mróz nad Mrokiem')).toBeTruthy();
    expect(table()).toBeNull();
    expect(screen.getByText(`${new Date(ANNOUNCEMENT.createdAt).toLocaleDateString('pl-PL')} · Przeczytało 3 z 10`)).toBeTruthy();
    fireEvent.click(screen.getByText('Mróz nad Mrokiem'));
    expect(await screen.findByText('Czytelnicy ogłoszenia')).toBeTruthy();
  });

  it('shows an audit entry in one line: what was done, then when and who', async () => {
    renderAdmin(<AuditLogList />, 'auditLog');
    expect(await screen.findByText('Nowe wydarzenie w karczmie: „Turniej na kufle”')).toBeTruthy();
    expect(table()).toBeNull();
    expect(screen.getByText(`${new Date(ENTRY.at).toLocaleString('pl-PL')} · Administrator (ID 1)`)).toBeTruthy();
  });
});

describe('the audit log on a larger screen', () => {
  it('drops the role and the address below 1536 px; says what was done, by whom by name, and what changed', async () => {
    width('laptop');
    renderAdmin(<AuditLogList />, 'auditLog');
    expect(await screen.findByText('Nowe wydarzenie w karczmie: „Turniej na kufle”')).toBeTruthy();
    expect(headers()).toEqual(['Kiedy', 'Kto', 'Co zrobiono', 'Zmiany']);
    expect(screen.getByText('addTavernEvent')).toBeTruthy();
    expect((await screen.findByText('Strażnik Bram')).closest('a')?.getAttribute('href')).toBe('/users/1/show');
    expect(screen.getByTestId('audit-changes').textContent).toBe('Tytuł: Turniej na kufle');
  });

  it('shows every column on a wide screen', async () => {
    width('wide');
    renderAdmin(<AuditLogList />, 'auditLog');
    expect(await screen.findByText('addTavernEvent')).toBeTruthy();
    await waitFor(() => expect(headers()).toEqual(['Kiedy', 'Kto', 'Co zrobiono', 'Adres', 'Zmiany']));
    expect(screen.getByText('Administrator')).toBeTruthy();
  });
});

describe('on a laptop the other lists keep their table', () => {
  beforeEach(() => width('laptop'));

  it.each([
    ['tavernRooms', <TavernRoomList key="rooms" />, 'Piwnica'],
    ['tavernEvents', <TavernEventList key="events" />, 'Turniej na kufle'],
    ['news', <NewsList key="news" />, 'Otwarcie Areny'],
    ['globalMessages', <GlobalMessageList key="announcements" />, 'Mróz nad Mrokiem'],
  ])('%s', async (resource, list, text) => {
    renderAdmin(list, resource);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(table()).not.toBeNull();
  });
});
