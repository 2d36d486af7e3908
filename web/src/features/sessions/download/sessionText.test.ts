import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/dates';
import type { SessionMessage, SessionRow } from '@/shared/sessions/model';
import { htmlToText } from './htmlToText';
import { sessionFileName, sessionText } from './sessionText';

const session: SessionRow = {
  kind: 'general',
  id: 12,
  title: 'Krew na śniegu',
  closed: false,
  ownerId: 7,
  ownerName: 'Morwena',
  createdAt: '2026-11-20T12:00:00Z',
  lastActivity: '2026-11-21T20:58:00Z',
  lastAuthor: 'Ilvar',
  lastCharacterName: 'Cień',
  lastCharacterType: 'secondary',
  isParticipant: true,
  seenAt: null,
  messageCount: 2,
  participants: [
    { id: 7, name: 'Morwena', avatar: null },
    { id: 9, name: 'Ilvar', avatar: '/uploads/i.png' },
  ],
};

const message = (over: Partial<SessionMessage>): SessionMessage => ({
  id: 1,
  authorId: 7,
  authorName: 'Morwena',
  html: '<p>Mgła.</p>',
  characterType: 'narrator',
  characterId: null,
  characterName: 'Narrator',
  characterAvatar: null,
  createdAt: '2026-11-20T12:05:00Z',
  editedAt: null,
  ...over,
});

const messages = [
  message({ id: 1, html: '<p>Noc zapadła nad <strong>miastem</strong>.</p><p>Wilki wyją &amp; milkną.</p>' }),
  message({
    id: 2,
    authorId: 9,
    authorName: 'Ilvar',
    characterType: 'secondary',
    characterId: 4,
    characterName: 'Cień',
    html: '<p>Idę dalej.<br>Cicho.</p>',
    createdAt: '2026-11-21T20:58:00Z',
    editedAt: '2026-11-21T21:05:00Z',
  }),
];

const generatedAt = new Date('2026-11-22T10:00:00Z');

describe('the text of a downloaded session', () => {
  const text = sessionText(session, messages, generatedAt);
  const lines = text.split('\n');

  it('starts with the title, creation date, owner, status and participants', () => {
    expect(lines.slice(0, 5)).toEqual([
      'Sesja: Krew na śniegu',
      `Utworzona: ${formatDateTime(session.createdAt)}`,
      'Właściciel: Morwena',
      'Status: AKTYWNA',
      'Uczestnicy: Morwena, Ilvar',
    ]);
  });

  it('says ZAMKNIĘTA for a closed session', () => {
    expect(sessionText({ ...session, closed: true }, messages, generatedAt)).toContain('Status: ZAMKNIĘTA');
  });

  it('holds every message with its character, author and time, as plain text', () => {
    expect(lines).toContain(`Narrator (Morwena) — ${formatDateTime('2026-11-20T12:05:00Z')}`);
    expect(text).toContain('Noc zapadła nad miastem.\nWilki wyją & milkną.');
    expect(text).toContain('Idę dalej.\nCicho.');
    expect(text).not.toMatch(/<|&amp;/);
  });

  it('names the author only when it is not the character itself (no "Ilvar (Ilvar)")', () => {
    const own = message({ id: 3, authorId: 9, authorName: 'Ilvar', characterType: 'main', characterId: 2, characterName: 'Ilvar' });
    const ownLines = sessionText(session, [own], generatedAt).split('\n');
    expect(ownLines).toContain(`Ilvar — ${formatDateTime('2026-11-20T12:05:00Z')}`);
    expect(ownLines.join('\n')).not.toContain('Ilvar (Ilvar)');
  });

  it('marks an edited message with its edit time', () => {
    expect(lines).toContain(
      `Cień (Ilvar) — ${formatDateTime('2026-11-21T20:58:00Z')} (edytowano ${formatDateTime('2026-11-21T21:05:00Z')})`,
    );
    expect(text.match(/edytowano/g)).toHaveLength(1);
  });

  it('ends with the generation time and the message count', () => {
    expect(lines.filter(Boolean).at(-1)).toBe(`Wygenerowano: ${formatDateTime(generatedAt)}. Liczba wiadomości: 2`);
  });

  it('keeps the messages in order and says so when there are no participants or messages', () => {
    expect(text.indexOf('Noc zapadła')).toBeLessThan(text.indexOf('Idę dalej'));
    const empty = sessionText({ ...session, participants: [] }, [], generatedAt);
    expect(empty).toContain('Uczestnicy: Brak uczestników');
    expect(empty).toContain('Liczba wiadomości: 0');
  });
});

describe('a message as plain text', () => {
  it('keeps paragraphs, line breaks and empty lines the author wrote', () => {
    expect(htmlToText('<p>Raz</p><p></p><p>dwa<br>trzy</p>')).toBe('Raz\n\ndwa\ntrzy');
  });

  it('decodes entities and collapses the source whitespace', () => {
    expect(htmlToText('<p>&lt;Szept&gt;   &quot;tak&quot;&nbsp;&#243;</p>\n<p> Dalej</p>')).toBe('<Szept> "tak" ó\nDalej');
  });

  it('writes list items, nested lists and images readably', () => {
    const html = '<ul><li><p>miecz</p><ol><li><p>ostry</p></li><li><p>stary</p></li></ol></li><li><p>tarcza</p></li></ul><p><img src="/a.png"></p>';
    expect(htmlToText(html)).toBe('- miecz\n  1. ostry\n  2. stary\n- tarcza\n[obrazek]');
  });

  it('reads plain text without tags', () => {
    expect(htmlToText('Tylko tekst')).toBe('Tylko tekst');
    expect(htmlToText('')).toBe('');
  });
});

describe('the file name', () => {
  it('is "Sesja - {title} - {date}.txt" with a Polish date without slashes', () => {
    expect(sessionFileName('Krew na śniegu', '2026-11-21T12:00:00Z')).toBe('Sesja - Krew na śniegu - 21.11.2026.txt');
    expect(sessionFileName('Ta sama', new Date('2026-01-05T12:00:00Z'))).toBe('Sesja - Ta sama - 05.01.2026.txt');
  });

  it('replaces the characters file systems forbid, control characters included', () => {
    expect(sessionFileName('a<b>c:d"e/f\\g|h?i*j\u0007k\nl', '2026-11-21T12:00:00Z')).toBe(
      'Sesja - a_b_c_d_e_f_g_h_i_j_k_l - 21.11.2026.txt',
    );
  });

  it('keeps a long title short enough for a file system', () => {
    const name = sessionFileName('Ł'.repeat(300), '2026-11-21T12:00:00Z');
    expect(name).toBe(`Sesja - ${'Ł'.repeat(100)} - 21.11.2026.txt`);
  });
});
