import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/shared/dates';
import { button, cleanup, click, queryButton, render } from '@/shared/editor/testing';
import type { SessionMessage } from '@/shared/sessions/model';
import { MessageItem } from './MessageItem';

const message = (over: Partial<SessionMessage> = {}): SessionMessage => ({
  id: 3,
  authorId: 7,
  authorName: 'Gracz Siódmy',
  html: '<p>Mgła nad <strong>grobami</strong></p>',
  characterType: 'main',
  characterId: 11,
  characterName: 'Morwena',
  characterAvatar: '/uploads/m.png',
  createdAt: '2026-11-21T20:00:00Z',
  editedAt: null,
  ...over,
});

afterEach(cleanup);

describe('a session message', () => {
  it('shows the character, the author when different, the date and the body', async () => {
    await render(<MessageItem message={message()} canEdit={false} />);
    const article = document.querySelector('article')!;
    expect(article.querySelector('[data-character-type="main"]')?.textContent).toBe('Morwena');
    expect(article.querySelector('[data-testid="message-author"]')?.textContent).toBe('(Gracz Siódmy)');
    expect(article.querySelector('time')?.textContent).toBe(formatDateTime('2026-11-21T20:00:00Z'));
    expect(article.querySelector('strong')?.textContent).toBe('grobami');
    expect(article.querySelector('img')?.getAttribute('src')).toBe('/api/uploads/m.png');
  });

  it('leaves the author out when it is the character name', async () => {
    await render(<MessageItem message={message({ authorName: 'Morwena' })} canEdit={false} />);
    expect(document.querySelector('[data-testid="message-author"]')).toBeNull();
  });

  it('shows *text between asterisks* bold gold, as the composer did', async () => {
    await render(<MessageItem message={message({ html: '<p>Hej *uśmiecha się* tu</p>' })} canEdit={false} />);
    const marked = document.querySelector<HTMLElement>('article .mrok-asterisk')!;
    expect(marked.textContent).toBe('*uśmiecha się*');
    expect(getComputedStyle(marked).color).toBe('rgb(201, 164, 76)');
    expect(getComputedStyle(marked).fontWeight).toBe('700');
  });

  it('shows the Narrator in italic gold', async () => {
    await render(<MessageItem message={message({ characterType: 'narrator', characterName: 'Narrator', characterId: null })} canEdit={false} />);
    const name = document.querySelector<HTMLElement>('[data-character-type="narrator"]')!;
    expect(getComputedStyle(name).fontStyle).toBe('italic');
    expect(getComputedStyle(name).color).toBe('rgb(201, 164, 76)');
  });

  it("marks an edited message with the edit time in its title", async () => {
    await render(<MessageItem message={message({ editedAt: '2026-11-21T21:30:00Z' })} canEdit={false} />);
    const label = document.querySelector('[data-testid="message-edited"]')!;
    expect(label.textContent).toBe('(edytowano)');
    expect(label.getAttribute('title')).toBe(`Edytowano: ${formatDateTime('2026-11-21T21:30:00Z')}`);
  });

  it('has no edited label when never edited', async () => {
    await render(<MessageItem message={message()} canEdit={false} />);
    expect(document.body.textContent).not.toContain('(edytowano)');
  });

  it("offers 'Edytuj' only to the author", async () => {
    const onEdit = vi.fn();
    const view = await render(<MessageItem message={message()} canEdit={false} onEdit={onEdit} />);
    expect(queryButton('Edytuj')).toBeNull();
    await view.rerender(<MessageItem message={message()} canEdit onEdit={onEdit} />);
    await click(button('Edytuj'));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it("waits with 'Edytuj' while another message is edited", async () => {
    await render(<MessageItem message={message()} canEdit editLocked onEdit={() => {}} />);
    expect(button('Edytuj').disabled).toBe(true);
  });

  it("shows 'Zapisz' / 'Anuluj' and the error instead of the body while edited", async () => {
    const onCancel = vi.fn();
    await render(
      <MessageItem
        message={message()}
        canEdit
        edit={{ html: '<p>Nowe</p>', saving: false, error: 'Błąd podczas edycji wiadomości!', onChange: () => {}, onSave: () => {}, onCancel }}
      />,
    );
    expect(queryButton('Edytuj')).toBeNull();
    expect(document.querySelector('strong')).toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Błąd podczas edycji wiadomości!');
    await click(button('Anuluj'));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(button('Zapisz')).toBeTruthy();
  });
});
