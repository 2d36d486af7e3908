import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportsService, type PlayerReports, type ReportingPlayer, type SessionReportForAdmins } from '@mrok/sdk';
import { button, cleanup, click, queryButton } from '@/shared/editor/testing';
import { answer, field, refusal, renderAt, settle, text, typeInto } from '../testing';
import AdminReportsPage from './AdminReportsPage';

const PLAYER: ReportingPlayer = {
  id: 7,
  username: 'Morwena',
  pending_reports: 1,
  accepted_reports: 2,
  rejected_reports: 0,
  total_reports: 3,
  last_report_date: '2026-11-22T08:00:00Z',
};

const PENDING: SessionReportForAdmins = {
  id: 4,
  session_id: 14,
  session_title: 'Szepty w zaułku',
  session_type: 'private',
  what_happened: 'Rozmowa w zaułku.',
  world_consequences: 'Straż szuka świadków.',
  character_consequences: '',
  reported_skills: '',
  status: 'pending',
  created_at: '2026-11-20T10:00:00Z',
};

let players: ReportingPlayer[];
let reports: SessionReportForAdmins[];

const open = (path = '/home/settings/admin/reports') => renderAt(path, <AdminReportsPage />);
const dialog = () => document.querySelector('[role="dialog"]');

describe('the admins’ report panel', () => {
  beforeEach(() => {
    players = [PLAYER, { ...PLAYER, id: 9, username: null, pending_reports: 0, total_reports: 0, last_report_date: null }];
    reports = [PENDING, { ...PENDING, id: 3, status: 'accepted', internal_comment: 'Sprawdzone z MG.', reviewed_by_name: 'Kronikarz', reviewed_at: '2026-11-21T09:00:00Z' }];
    vi.spyOn(ReportsService, 'adminReportingPlayers').mockImplementation(() => answer({ users: [...players], total: players.length }));
    vi.spyOn(ReportsService, 'adminPlayerReports').mockImplementation(({ userId }) => answer<PlayerReports>({ player: players.find((p) => p.id === userId) ?? null, reports: userId === 7 ? [...reports] : [] }));
  });
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
  });

  it('lists the players with their counts and last report date', async () => {
    await open();
    expect(document.querySelector('h1')?.textContent).toBe('Panel Zgłoszeń - Administrator');
    const rows = [...document.querySelectorAll('[data-testid="reporting-player"]')];
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Morwena');
    for (const count of ['Oczekujące: 1', 'Zaakceptowane: 2', 'Odrzucone: 0', 'Razem: 3', 'Ostatnie zgłoszenie: 22 listopada 2026']) {
      expect(rows[0].textContent).toContain(count);
    }
    expect(rows[1].textContent).toContain('Nieznany');
    expect(rows[1].textContent).toContain('Ostatnie zgłoszenie: —');
  });

  it('says when no player has reports', async () => {
    players = [];
    await open();
    expect(text()).toContain('Brak użytkowników z zgłoszeniami.');
  });

  it('opens a player’s reports with the internal notes and goes back to the list', async () => {
    await open();
    await click(button('Pokaż zgłoszenia: Morwena'));
    await settle();
    expect(ReportsService.adminPlayerReports).toHaveBeenCalledWith({ userId: 7 });
    expect(text()).toContain('Zgłoszenia: Morwena');
    const cards = [...document.querySelectorAll('[data-testid="report-card"]')];
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain('Straż szuka świadków.');
    expect(cards[1].querySelector('[data-testid="report-internal-comment"]')?.textContent).toContain('Sprawdzone z MG.');
    expect(queryButton('Oceń')).not.toBeNull();
    expect(queryButton('Zmień decyzję')).not.toBeNull();
    await click(button('Wróć do listy graczy'));
    await settle();
    expect(document.querySelectorAll('[data-testid="reporting-player"]')).toHaveLength(2);
  });

  it('tells how many more players the back office holds beyond the first 200', async () => {
    vi.mocked(ReportsService.adminReportingPlayers).mockImplementation(() => answer({ users: [...players], total: 341 }));
    await open();
    const more = document.querySelector('[data-testid="more-reporting-players"]');
    expect(more?.textContent).toBe('Pokazano 2 z 341 graczy ze zgłoszeniami — wszystkich przejrzysz w panelu administracyjnym.');
    expect(more?.querySelector('a')?.getAttribute('href')).toBe('/admin/reports');
  });

  it('names a player beyond the list from the player’s own reports', async () => {
    const far: ReportingPlayer = { ...PLAYER, id: 400, username: 'Runa' };
    vi.mocked(ReportsService.adminPlayerReports).mockImplementation(() => answer<PlayerReports>({ player: far, reports: [...reports] }));
    await open('/home/settings/admin/reports?user=400');
    expect(text()).toContain('Zgłoszenia: Runa');
    expect(document.querySelector('[data-testid="more-reporting-players"]')).toBeNull();
  });

  it('says when the player has no reports', async () => {
    await open('/home/settings/admin/reports?user=9');
    expect(text()).toContain('Ten użytkownik nie ma żadnych zgłoszeń.');
  });

  it('rejects only with a comment, sends the internal note, and tells the server’s word', async () => {
    const review = vi.spyOn(ReportsService, 'adminReviewReport').mockImplementation(({ id, requestBody }) => {
      const reviewed: SessionReportForAdmins = { ...PENDING, id, status: requestBody.status, admin_comment: requestBody.adminComment };
      reports = [reviewed];
      return answer({ message: 'Zgłoszenie zostało odrzucone', report: reviewed });
    });
    await open('/home/settings/admin/reports?user=7');
    await click(button('Oceń'));
    expect(dialog()?.textContent).toContain('Komentarz jest wymagany przy odrzucaniu zgłoszenia');
    expect(button('Odrzuć').disabled).toBe(true);
    await typeInto(field('Komentarz dla gracza'), '   ');
    expect(button('Odrzuć').disabled).toBe(true);
    await typeInto(field('Komentarz dla gracza'), ' Opisz, kto tam był. ');
    await typeInto(field('Notatka wewnętrzna (opcjonalnie, widzą ją tylko administratorzy)'), 'Drugi raz.');
    expect(button('Odrzuć').disabled).toBe(false);
    await click(button('Odrzuć'));
    await settle();
    expect(review).toHaveBeenCalledWith({ id: 4, requestBody: { status: 'rejected', adminComment: 'Opisz, kto tam był.', internalComment: 'Drugi raz.' } });
    expect(dialog()).toBeNull();
    expect(document.querySelector('[data-testid="report-notice"]')?.textContent).toBe('Zgłoszenie zostało odrzucone');
    expect(document.querySelector('[data-testid="report-status"]')?.textContent).toBe('Odrzucone');
  });

  it('accepts without a comment, and shows the spec’s words when the call fails', async () => {
    const review = vi.spyOn(ReportsService, 'adminReviewReport').mockImplementation(() => Promise.reject(new TypeError('offline')) as never);
    await open('/home/settings/admin/reports?user=7');
    await click(button('Oceń'));
    await click(button('Zaakceptuj'));
    await settle();
    expect(review).toHaveBeenCalledWith({ id: 4, requestBody: { status: 'accepted', adminComment: null, internalComment: null } });
    expect(dialog()?.textContent).toContain('Błąd podczas aktualizacji statusu');
    review.mockImplementation(() => refusal(403, 'Brak uprawnień'));
    await click(button('Zaakceptuj'));
    await settle();
    expect(dialog()?.textContent).toContain('Brak uprawnień');
  });
});
