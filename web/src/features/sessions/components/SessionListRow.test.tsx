import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { cleanup, render } from '@/shared/editor/testing';
import type { SessionRow } from '@/shared/sessions/model';
import { formatDateTime } from '@/shared/dates';
import { SessionListRow } from './SessionListRow';

const row = (over: Partial<SessionRow> = {}): SessionRow => ({
  kind: 'general',
  id: 12,
  title: 'Krew na śniegu',
  closed: false,
  ownerId: 7,
  ownerName: 'Morwena',
  createdAt: '2026-11-20T12:00:00Z',
  lastActivity: '2026-11-21T20:58:00Z',
  lastAuthor: 'Morwena',
  lastCharacterName: 'Narrator',
  lastCharacterType: 'narrator',
  isParticipant: true,
  seenAt: null,
  messageCount: 3,
  participants: [
    { id: 7, name: 'Morwena', avatar: null },
    { id: 9, name: 'Ilvar', avatar: null },
    { id: 12, name: 'Oskar', avatar: null },
  ],
  ...over,
});

async function renderRow(session: SessionRow, viewerId: number | null = 9, seenMap: Record<string, string> = {}) {
  return render(
    <MemoryRouter>
      <SessionListRow row={session} viewerId={viewerId} seenMap={seenMap} />
    </MemoryRouter>,
  );
}

const dot = () => document.querySelector('[aria-label="Nowe wiadomości"]');
const text = () => document.body.textContent ?? '';
const activity = () => [...document.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Ostatnia aktywność'))?.textContent;

describe('a row of the session list', () => {
  afterEach(cleanup);

  it('shows the dot to a participant who has not seen the last activity', async () => {
    await renderRow(row({ seenAt: '2026-11-21T20:00:00Z' }));
    expect(dot()).not.toBeNull();
  });

  it('shows no dot once the last activity was seen, on the server or in this browser', async () => {
    await renderRow(row({ seenAt: '2026-11-21T20:58:00Z' }));
    expect(dot()).toBeNull();
    await cleanup();
    await renderRow(row(), 9, { 12: '2026-11-21T20:58:00Z' });
    expect(dot()).toBeNull();
  });

  it('shows no dot to someone who does not take part', async () => {
    await renderRow(row({ isParticipant: false }));
    expect(dot()).toBeNull();
  });

  it('shows the title, the status and the last activity with its author and character', async () => {
    await renderRow(row());
    expect(document.querySelector('h2')?.textContent).toBe('Krew na śniegu');
    expect(text()).toContain('Aktywna');
    expect(activity()).toBe(`Ostatnia aktywność: ${formatDateTime('2026-11-21T20:58:00Z')} — Morwena jako Narrator`);
    await cleanup();
    await renderRow(row({ closed: true, lastAuthor: null, lastCharacterName: null }));
    expect(text()).toContain('Zamknięta');
    expect(activity()).toBe(`Ostatnia aktywność: ${formatDateTime('2026-11-21T20:58:00Z')}`);
    await cleanup();
    await renderRow(row({ lastCharacterName: 'Morwena' }));
    expect(activity()).toBe(`Ostatnia aktywność: ${formatDateTime('2026-11-21T20:58:00Z')} — Morwena`);
  });

  it('gives the owner of a general session the owner badge and the participant count', async () => {
    await renderRow(row(), 7);
    expect(text()).toContain('Właściciel');
    expect(text()).toContain('Uczestnicy: 3');
  });

  it('shows neither to others, nor on a private session', async () => {
    await renderRow(row(), 9);
    expect(text()).not.toContain('Właściciel');
    expect(text()).not.toContain('Uczestnicy:');
    await cleanup();
    await renderRow(row({ kind: 'private', participants: [] }), 7);
    expect(text()).not.toContain('Właściciel');
    expect(text()).not.toContain('Uczestnicy:');
  });

  it('opens the view and offers the download', async () => {
    await renderRow(row({ kind: 'private', id: 5 }));
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/home/privateSessions/5');
    expect(document.querySelector('a')?.textContent).toBe('Otwórz');
    expect([...document.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Pobierz']);
  });
});
