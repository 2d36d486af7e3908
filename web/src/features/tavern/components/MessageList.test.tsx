import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, stubLayout } from '@/shared/editor/testing';
import { tavernMessage } from '../testFixtures';
import { MessageList } from './MessageList';

beforeAll(stubLayout);

const props = { viewKey: '1:1', loading: false, error: null, me: 7, newest: true };

describe('the tavern message list', () => {
  afterEach(cleanup);

  it("says 'Pokój … jest pusty' in a room without messages", async () => {
    await render(<MessageList {...props} roomName="Główna sala" messages={[]} />);
    expect(document.body.textContent).toBe('Pokój Główna sala jest pusty');
  });

  it("says 'Karczma jest pusta' without a room", async () => {
    await render(<MessageList {...props} roomName={null} messages={[]} />);
    expect(document.body.textContent).toBe('Karczma jest pusta');
  });

  it('shows each message with its character coloured by type, its player, time and body', async () => {
    await render(
      <MessageList
        {...props}
        roomName="Główna sala"
        messages={[
          tavernMessage(),
          tavernMessage({ id: 2, character_type: 'narrator', character_name: 'Narrator', character_id: undefined, message: '<p>Zapada <em>noc</em>.</p>' }),
        ]}
      />,
    );
    const articles = [...document.querySelectorAll('[data-testid="tavern-message"]')];
    expect(articles).toHaveLength(2);
    expect(articles[0].querySelector('[data-character-type="main"]')?.textContent).toBe('Morwena');
    expect(articles[0].textContent).toContain('(Gracz)');
    expect(articles[0].querySelector('time')?.getAttribute('datetime')).toBe('2026-11-23T10:00:00Z');
    expect(articles[1].querySelector('[data-character-type="narrator"]')?.textContent).toBe('Narrator');
    expect(articles[1].querySelector('em')?.textContent).toBe('noc');
  });

  it("shows the failure of a page's read", async () => {
    await render(<MessageList {...props} roomName="Główna sala" messages={[]} error="Nie udało się wczytać wiadomości." />);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Nie udało się wczytać wiadomości.');
  });
});
