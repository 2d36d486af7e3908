import { describe, expect, it } from 'vitest';
import type { SessionReport } from '@mrok/sdk';
import {
  STATUS_COLORS,
  canReject,
  canResubmit,
  draftChanged,
  draftOf,
  draftProblem,
  emptyDraft,
  reportPayload,
  reportedSessions,
  sessionLabel,
  statusLabel,
  wasResubmitted,
} from './reportRules';

const REPORT: SessionReport = {
  id: 4,
  session_id: 12,
  session_title: 'Krew na śniegu',
  session_type: 'general',
  what_happened: 'Walka na moście.',
  world_consequences: '',
  character_consequences: 'Blizna.',
  reported_skills: '',
  status: 'rejected',
  created_at: '2026-11-20T10:00:00Z',
  admin_comment: 'Za mało szczegółów.',
};

describe('the session reports’ rules', () => {
  it('names and colours the three statuses as the spec does', () => {
    expect(statusLabel('pending')).toBe('Oczekuje');
    expect(statusLabel('accepted')).toBe('Zaakceptowane');
    expect(statusLabel('rejected')).toBe('Odrzucone');
    expect(STATUS_COLORS).toEqual({ pending: 'warning', accepted: 'success', rejected: 'error' });
  });

  it('shows a session in the select by its title and kind', () => {
    expect(sessionLabel({ title: 'Szepty', session_type: 'private' })).toBe('Szepty (Sesja prywatna)');
    expect(sessionLabel({ title: 'Mgły', session_type: 'general' })).toBe('Mgły (Sesja ogólna)');
  });

  it('wants a session and what happened, nothing else', () => {
    const required = 'Wybierz sesję i opisz co się wydarzyło!';
    expect(draftProblem(emptyDraft())).toBe(required);
    expect(draftProblem({ ...emptyDraft(), sessionId: 3, whatHappened: '   ' })).toBe(required);
    expect(draftProblem({ ...emptyDraft(), whatHappened: 'Walka' })).toBe(required);
    expect(draftProblem({ ...emptyDraft(), sessionId: 3, whatHappened: 'Walka' })).toBeNull();
  });

  it('sends the spec’s payload, trimmed, with the session’s kind and title', () => {
    const draft = { ...emptyDraft(), sessionId: 12, whatHappened: ' Walka ', reportedSkills: 'Szermierka ' };
    expect(reportPayload(draft, { id: 12, title: 'Krew na śniegu', session_type: 'general' })).toEqual({
      sessionType: 'general',
      sessionId: 12,
      sessionTitle: 'Krew na śniegu',
      whatHappened: 'Walka',
      worldConsequences: '',
      characterConsequences: '',
      reportedSkills: 'Szermierka',
    });
  });

  it('starts a correction from the report’s text and notices a change', () => {
    const start = draftOf(REPORT);
    expect(start).toEqual({
      sessionId: 12,
      whatHappened: 'Walka na moście.',
      worldConsequences: '',
      characterConsequences: 'Blizna.',
      reportedSkills: '',
    });
    expect(draftChanged(start, draftOf(REPORT))).toBe(false);
    expect(draftChanged({ ...start, worldConsequences: 'Most runął.' }, start)).toBe(true);
  });

  it('lets only a rejected report be sent again, and tells a resent one', () => {
    expect(canResubmit(REPORT)).toBe(true);
    expect(canResubmit({ status: 'pending' })).toBe(false);
    expect(canResubmit({ status: 'accepted' })).toBe(false);
    expect(wasResubmitted(REPORT)).toBe(false);
    expect(wasResubmitted({ updated_at: '2026-11-21T10:00:00Z' })).toBe(true);
  });

  it('knows the sessions already reported', () => {
    expect([...reportedSessions([REPORT, { ...REPORT, session_id: 14 }])]).toEqual([12, 14]);
  });

  it('rejects only with a comment', () => {
    expect(canReject('')).toBe(false);
    expect(canReject('  \n ')).toBe(false);
    expect(canReject('Popraw datę.')).toBe(true);
  });
});
