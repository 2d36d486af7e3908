import { afterEach, describe, expect, it } from 'vitest';
import type { SessionReportForAdmins } from '@mrok/sdk';
import { cleanup, render } from '@/shared/editor/testing';
import { ReportCard } from './ReportCard';

const REPORT: SessionReportForAdmins = {
  id: 4,
  session_id: 14,
  session_title: 'Szepty w zaułku',
  session_type: 'private',
  what_happened: 'Rozmowa.\nPotem cisza.',
  world_consequences: '',
  character_consequences: '',
  reported_skills: 'Skradanie',
  status: 'accepted',
  created_at: '2026-11-20T10:00:00Z',
  internal_comment: 'Tylko dla nas.',
  reviewed_at: '2026-11-21T10:00:00Z',
};

const card = () => document.querySelector('[data-testid="report-card"]')!;

describe('a report card', () => {
  afterEach(cleanup);

  it('shows the internal note only where it is configured to (the admins’ screen)', async () => {
    await render(<ReportCard report={REPORT} />);
    expect(card().textContent).not.toContain('Tylko dla nas.');
    await cleanup();
    await render(<ReportCard report={REPORT} showInternal />);
    expect(card().querySelector('[data-testid="report-internal-comment"]')?.textContent).toContain('Tylko dla nas.');
  });

  it('leaves out empty optional texts, keeps line breaks, and names an unknown reviewer', async () => {
    await render(<ReportCard report={REPORT} />);
    const headings = [...card().querySelectorAll('h4')].map((h) => h.textContent);
    expect(headings).toEqual(['Co się wydarzyło', 'Zgłaszane umiejętności']);
    expect(card().textContent).toContain('Rozmowa.\nPotem cisza.');
    expect(card().querySelector('[data-testid="report-status"]')?.textContent).toBe('Zaakceptowane');
    expect(card().textContent).toContain('Sprawdził: Nieznany');
    expect(card().querySelector('[data-testid="report-admin-comment"]')).toBeNull();
  });

  it('shows no review before the first decision', async () => {
    await render(<ReportCard report={{ ...REPORT, status: 'pending', reviewed_at: null, internal_comment: null }} />);
    expect(card().querySelector('[data-testid="report-review"]')).toBeNull();
    expect(card().querySelector('[data-testid="report-status"]')?.textContent).toBe('Oczekuje');
  });
});
