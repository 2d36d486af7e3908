import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportsService, type ReportableSession, type SessionReport } from '@mrok/sdk';
import { button, cleanup, click, queryButton } from '@/shared/editor/testing';
import { DISCARD_TEXTS } from '@/shared/components/useConfirmDiscard';
import { answer, choose, field, refusal, renderAt, settle, text, typeInto } from '../testing';
import ReportsPage from './ReportsPage';

const SESSIONS: ReportableSession[] = [
  { id: 12, title: 'Krew na śniegu', session_type: 'general', created_at: '2026-11-20T10:00:00Z' },
  { id: 14, title: 'Szepty w zaułku', session_type: 'private', created_at: '2026-11-19T10:00:00Z' },
];

const REJECTED: SessionReport = {
  id: 4,
  session_id: 14,
  session_title: 'Szepty w zaułku',
  session_type: 'private',
  what_happened: 'Rozmowa w zaułku.',
  world_consequences: '',
  character_consequences: '',
  reported_skills: '',
  status: 'rejected',
  created_at: '2026-11-20T10:00:00Z',
  admin_comment: 'Opisz, kto tam był.',
  reviewed_by_name: 'Kronikarz',
  reviewed_at: '2026-11-21T09:30:00Z',
};

let reports: SessionReport[];

function mockServer() {
  vi.spyOn(ReportsService, 'myReports').mockImplementation(() => answer({ reports: [...reports] }));
  vi.spyOn(ReportsService, 'reportableSessions').mockImplementation(() => answer({ sessions: SESSIONS }));
}

const open = () => renderAt('/home/settings/reports', <ReportsPage />);
const select = () => document.querySelector<HTMLSelectElement>('[role="dialog"] select')!;

describe('the player’s session reports', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userId', '7');
    reports = [];
    mockServer();
  });
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
  });

  it('sends a visitor without a login to /login', async () => {
    localStorage.clear();
    await open();
    expect(text()).toContain('strona logowania');
  });

  it('says there are no reports yet, and leads back to the settings', async () => {
    await open();
    expect(document.querySelector('h1')?.textContent).toBe('Zgłoszenia Sesji');
    expect(text()).toContain('Moje Zgłoszenia');
    expect(text()).toContain('Nie masz jeszcze żadnych zgłoszeń...');
    expect(document.querySelector('a[href="/home/settings"]')?.textContent).toBe('Wróć do ustawień');
  });

  it('files a report: the sessions by title and kind, the spec’s refusal, the payload and the success', async () => {
    reports = [REJECTED];
    const submit = vi.spyOn(ReportsService, 'submitReport').mockImplementation(({ requestBody }) => {
      const filed: SessionReport = {
        ...REJECTED,
        id: 5,
        session_id: 12,
        session_title: 'Krew na śniegu',
        session_type: 'general',
        status: 'pending',
        what_happened: requestBody.whatHappened ?? '',
        admin_comment: null,
        reviewed_at: null,
        reviewed_by_name: null,
      };
      reports = [filed, ...reports];
      return answer({ message: 'Zgłoszenie zostało wysłane pomyślnie!', report: filed });
    });
    await open();
    await click(button('Nowe Zgłoszenie'));
    await settle();
    const options = [...select().options].map((o) => [o.textContent, o.disabled]);
    // The session already reported is offered but cannot be chosen again.
    expect(options).toEqual([
      ['Wybierz sesję…', true],
      ['Krew na śniegu (Sesja ogólna)', false],
      ['Szepty w zaułku (Sesja prywatna) — już zgłoszona', true],
    ]);

    await click(button('Wyślij zgłoszenie'));
    expect(text()).toContain('Wybierz sesję i opisz co się wydarzyło!');
    await choose(select(), '12');
    await click(button('Wyślij zgłoszenie'));
    expect(text()).toContain('Wybierz sesję i opisz co się wydarzyło!');
    expect(submit).not.toHaveBeenCalled();

    await typeInto(field('Co się wydarzyło?'), 'Walka na moście.');
    await typeInto(field('Zgłaszane umiejętności (opcjonalnie)'), 'Szermierka');
    await click(button('Wyślij zgłoszenie'));
    await settle();
    expect(submit).toHaveBeenCalledWith({
      requestBody: {
        sessionType: 'general',
        sessionId: 12,
        sessionTitle: 'Krew na śniegu',
        whatHappened: 'Walka na moście.',
        worldConsequences: '',
        characterConsequences: '',
        reportedSkills: 'Szermierka',
      },
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.querySelector('[data-testid="report-notice"]')?.textContent).toBe('Zgłoszenie zostało wysłane pomyślnie!');
    const statuses = [...document.querySelectorAll('[data-testid="report-status"]')].map((chip) => chip.textContent);
    expect(statuses).toEqual(['Oczekuje', 'Odrzucone']);
  });

  it('shows the server’s refusal, or the spec’s words when the server said nothing', async () => {
    const submit = vi.spyOn(ReportsService, 'submitReport').mockImplementation(() => refusal(409, 'Ta sesja ma już Twoje zgłoszenie'));
    await open();
    await click(button('Nowe Zgłoszenie'));
    await settle();
    await choose(select(), '12');
    await typeInto(field('Co się wydarzyło?'), 'Walka.');
    await click(button('Wyślij zgłoszenie'));
    await settle();
    expect(text()).toContain('Ta sesja ma już Twoje zgłoszenie');
    submit.mockImplementation(() => Promise.reject(new TypeError('offline')) as never);
    await click(button('Wyślij zgłoszenie'));
    await settle();
    expect(text()).toContain('Błąd podczas wysyłania zgłoszenia');
  });

  it('asks before throwing away written words', async () => {
    await open();
    await click(button('Nowe Zgłoszenie'));
    await settle();
    await typeInto(field('Co się wydarzyło?'), 'Walka.');
    await click(button('Anuluj'));
    expect(text()).toContain(DISCARD_TEXTS.title);
    await click(button(DISCARD_TEXTS.confirm));
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('shows a rejected report’s comment, reviewer and time, and sends it again corrected with its session fixed', async () => {
    reports = [REJECTED];
    const resubmit = vi.spyOn(ReportsService, 'resubmitReport').mockImplementation(({ id, requestBody }) => {
      const resent: SessionReport = { ...REJECTED, id, status: 'pending', what_happened: requestBody.whatHappened ?? '', updated_at: '2026-11-22T08:00:00Z' };
      reports = [resent];
      return answer({ message: 'Zgłoszenie zostało ponownie wysłane pomyślnie!', report: resent });
    });
    await open();
    const card = document.querySelector('[data-testid="report-card"]')!;
    expect(card.textContent).toContain('Odrzucone');
    expect(card.querySelector('[data-testid="report-admin-comment"]')?.textContent).toBe('Opisz, kto tam był.');
    expect(card.textContent).toContain('Sprawdził: Kronikarz');
    expect(card.textContent).toContain('21 listopada 2026');
    expect(card.querySelector('[data-testid="report-updated"]')).toBeNull();

    await click(button('Popraw i wyślij ponownie'));
    await settle();
    expect(ReportsService.reportableSessions).not.toHaveBeenCalled();
    expect(select().disabled).toBe(true);
    expect(select().selectedOptions[0].textContent).toBe('Szepty w zaułku (Sesja prywatna)');
    expect(field('Co się wydarzyło?').value).toBe('Rozmowa w zaułku.');
    await typeInto(field('Co się wydarzyło?'), 'Rozmowa w zaułku z Ilvarem.');
    await click(button('Wyślij ponownie'));
    await settle();
    expect(resubmit).toHaveBeenCalledWith({
      id: 4,
      requestBody: expect.objectContaining({ sessionId: 14, sessionType: 'private', whatHappened: 'Rozmowa w zaułku z Ilvarem.' }),
    });
    expect(document.querySelector('[data-testid="report-notice"]')?.textContent).toBe('Zgłoszenie zostało ponownie wysłane pomyślnie!');
    const resent = document.querySelector('[data-testid="report-card"]')!;
    expect(resent.querySelector('[data-testid="report-status"]')?.textContent).toBe('Oczekuje');
    expect(resent.querySelector('[data-testid="report-updated"]')?.textContent).toBe('Zaktualizowano');
    expect(resent.textContent).toContain('Ponownie wysłano: 22 listopada 2026');
    // Only a rejected report is corrected.
    expect(queryButton('Popraw i wyślij ponownie')).toBeNull();
  });
});
