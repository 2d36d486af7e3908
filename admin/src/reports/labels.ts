// Polish words for session reports, the player site's own (spec 3 §2.12, §2.13, §5, §8).
import type { ReportStatus } from '@mrok/sdk';
import { kindLabel } from '../sessions/labels';

export const STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'Oczekuje',
  accepted: 'Zaakceptowane',
  rejected: 'Odrzucone',
};

export const STATUS_COLORS: Record<ReportStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'error',
};

export function statusLabel(status: string): string {
  return status in STATUS_LABELS ? STATUS_LABELS[status as ReportStatus] : status;
}

/** 'Krew na śniegu (sesja ogólna)'. */
export function sessionLabel(report: { session_title: string; session_type: string }): string {
  return `${report.session_title} (sesja ${kindLabel(report.session_type).toLowerCase()})`;
}

export function playerLabel(username: string | null | undefined): string {
  return username?.trim() ? username : 'Nieznany';
}

export const REPORT_SECTIONS = [
  ['what_happened', 'Co się wydarzyło'],
  ['world_consequences', 'Konsekwencje dla świata'],
  ['character_consequences', 'Konsekwencje dla postaci'],
  ['reported_skills', 'Zgłaszane umiejętności'],
] as const;

export const NO_REPORTS = 'Ten użytkownik nie ma żadnych zgłoszeń.';
export const NO_PLAYERS = 'Brak użytkowników z zgłoszeniami.';
export const COMMENT_HINT = 'Komentarz jest wymagany przy odrzucaniu zgłoszenia';
export const ACCEPTED_MESSAGE = 'Zgłoszenie zostało zaakceptowane';
export const REJECTED_MESSAGE = 'Zgłoszenie zostało odrzucone';
export const REVIEW_FAILED = 'Błąd podczas aktualizacji statusu';

/** The server lists one player's newest 200 reports and does not page them
 * (core/src/reports/models.rs MAX_REPORTS_LISTED). */
export const REPORTS_LISTED = 200;

/** Said above a player's reports when some older ones are not listed. */
export function olderReportsNote(total: number): string | undefined {
  return total > REPORTS_LISTED ? `Pokazano ${REPORTS_LISTED} najnowszych zgłoszeń z ${total}; starszych serwer nie wysyła.` : undefined;
}

/** Whether the decision may be sent: a rejection needs the comment the player reads. */
export function canDecide(status: 'accepted' | 'rejected', comment: string): boolean {
  return status === 'accepted' || comment.trim() !== '';
}
