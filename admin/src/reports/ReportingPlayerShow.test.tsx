import { ReportsService, type PlayerReports, type ReportingPlayer } from '@mrok/sdk';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { REPORT } from '../test/fixtures';
import { answer } from '../test/sdk';
import { ReportingPlayerShow } from './ReportingPlayerShow';

const player = (total: number): ReportingPlayer => ({
  id: 7,
  username: 'Morwena',
  pending_reports: total,
  accepted_reports: 0,
  rejected_reports: 0,
  total_reports: total,
  last_report_date: '2026-11-20T10:00:00Z',
});

function show(total: number) {
  vi.spyOn(ReportsService, 'adminPlayerReports').mockReturnValue(answer<PlayerReports>({ player: player(total), reports: [REPORT] }));
  renderAdmin(
    <Routes>
      <Route path="/reports/:id/show" element={<ReportingPlayerShow />} />
    </Routes>,
    'reports',
    '/reports/7/show',
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('one player’s reports', () => {
  it('say that only the newest 200 are shown when the player has more', async () => {
    show(250);
    expect(await screen.findByTestId('admin-report')).toBeTruthy();
    expect(screen.getByTestId('older-reports').textContent).toBe('Pokazano 200 najnowszych zgłoszeń z 250; starszych serwer nie wysyła.');
  });

  it('say nothing of the kind when all are shown', async () => {
    show(1);
    expect(await screen.findByTestId('admin-report')).toBeTruthy();
    expect(screen.queryByTestId('older-reports')).toBeNull();
  });
});
