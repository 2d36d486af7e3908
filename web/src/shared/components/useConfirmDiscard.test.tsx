import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, cleanup, click, render } from '../editor/testing';
import { DISCARD_TEXTS, useConfirmDiscard } from './useConfirmDiscard';

function Editor({ dirty, onClose }: { dirty: boolean; onClose: () => void }) {
  const discard = useConfirmDiscard(dirty, onClose);
  return (
    <>
      <button onClick={discard.requestClose}>Anuluj</button>
      {discard.confirmation}
    </>
  );
}

afterEach(cleanup);

describe('closing a dialog with unsaved words', () => {
  it('closes at once when nothing changed', async () => {
    const onClose = vi.fn();
    await render(<Editor dirty={false} onClose={onClose} />);
    await click(button('Anuluj'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).not.toContain(DISCARD_TEXTS.title);
  });

  it('asks first, keeps the words on "Wróć do edycji" and closes on "Porzuć zmiany"', async () => {
    const onClose = vi.fn();
    await render(<Editor dirty onClose={onClose} />);
    await click(button('Anuluj'));
    expect(document.body.textContent).toContain(DISCARD_TEXTS.title);
    expect(document.activeElement?.textContent).toBe(DISCARD_TEXTS.keep);
    await click(button(DISCARD_TEXTS.keep));
    expect(onClose).not.toHaveBeenCalled();
    await click(button('Anuluj'));
    await click(button(DISCARD_TEXTS.confirm));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('makes the browser ask before the page is left', async () => {
    const view = await render(<Editor dirty onClose={() => {}} />);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await view.unmount();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
