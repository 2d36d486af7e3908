// The text file of a session (spec 2 §9): a header with the title, creation date, owner, status
// and participants, every message with its character, author and times, and a closing line with
// the generation time and the message count. Pure: the same input gives the same text.
import { formatDateTime, formatNumericDate } from '@/shared/dates';
import { authorBeside, type SessionMessage, type SessionRow } from '@/shared/sessions/model';
import { htmlToText } from './htmlToText';

const RULE = '='.repeat(60);
const SEPARATOR = '-'.repeat(60);
/** Longest title kept in a file name (file systems allow about 255 bytes). */
const FILE_TITLE_MAX = 100;

export function sessionText(session: SessionRow, messages: SessionMessage[], generatedAt: Date): string {
  const participants = session.participants.map((p) => p.name).join(', ');
  const header = [
    `Sesja: ${session.title}`,
    `Utworzona: ${formatDateTime(session.createdAt)}`,
    `Właściciel: ${session.ownerName}`,
    `Status: ${session.closed ? 'ZAMKNIĘTA' : 'AKTYWNA'}`,
    `Uczestnicy: ${participants || 'Brak uczestników'}`,
    RULE,
  ];
  const body = messages.map((message) => {
    const edited = message.editedAt ? ` (edytowano ${formatDateTime(message.editedAt)})` : '';
    const author = authorBeside(message);
    return [
      `${message.characterName}${author ? ` (${author})` : ''} — ${formatDateTime(message.createdAt)}${edited}`,
      '',
      htmlToText(message.html),
    ].join('\n');
  });
  const footer = [RULE, `Wygenerowano: ${formatDateTime(generatedAt)}. Liczba wiadomości: ${messages.length}`];
  return [header.join('\n'), body.join(`\n\n${SEPARATOR}\n\n`), footer.join('\n')].filter(Boolean).join('\n\n') + '\n';
}

/** 'Sesja - {title} - 21.11.2026.txt', with characters no file system accepts replaced by '_'. */
export function sessionFileName(title: string, createdAt: string | Date): string {
  const shortTitle = Array.from(title.trim()).slice(0, FILE_TITLE_MAX).join('');
  return `Sesja - ${shortTitle} - ${formatNumericDate(createdAt)}.txt`.replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '_');
}
