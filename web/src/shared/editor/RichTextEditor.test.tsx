import { createRef } from 'react';
import { act } from 'react';
import type { Editor } from '@tiptap/core';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { RichTextEditor, type RichTextEditorHandle } from './RichTextEditor';
import { button, changeValue, cleanup, click, flush, queryButton, render, stubLayout } from './testing';

beforeAll(stubLayout);
afterEach(cleanup);

const FULL_LABELS = [
  'Pogrubienie',
  'Kursywa',
  'Podkreślenie',
  'Wyróżnienie',
  'Kolor tekstu',
  'Usuń kolor',
  'Do lewej',
  'Do środka',
  'Do prawej',
  'Wyjustuj',
  'Lista punktowana',
  'Lista numerowana',
  'Obrazek z adresu',
  'Obrazek z komputera',
  'Obrazek do lewej',
  'Obrazek do środka',
  'Obrazek do prawej',
];
const ANNOUNCEMENT_LABELS = [
  'Nagłówek 1',
  'Nagłówek 2',
  'Pogrubienie',
  'Kursywa',
  'Podkreślenie',
  'Przekreślenie',
  'Cytat',
  'Lista numerowana',
  'Odnośnik',
  'Obrazek z adresu',
  'Obrazek z komputera',
];

const toolbarLabels = () =>
  [...document.querySelectorAll('[role="toolbar"] button[aria-label]')].map((b) => b.getAttribute('aria-label'));
const upload = async () => 'https://example.com/x.png';
/** The text field labelled `label` (in a dialog, too). */
const field = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.replace('\u200b', '').trim() === label);
  return document.getElementById(found!.htmlFor) as HTMLInputElement;
};

describe('RichTextEditor', () => {
  it('shows the full toolbar as labelled, keyboard-reachable buttons, then the extras', async () => {
    await render(
      <RichTextEditor value="" onChange={() => {}} onUploadImage={upload} toolbarExtras={<button aria-label="Wyślij">Wyślij</button>} />,
    );
    expect(toolbarLabels()).toEqual([...FULL_LABELS, 'Wyślij']);
    for (const label of FULL_LABELS) expect(button(label).tabIndex).toBe(0);
    expect(document.querySelector('[role="toolbar"]')?.getAttribute('aria-label')).toBe('Formatowanie tekstu');
  });

  it('shows the announcement toolbar', async () => {
    await render(<RichTextEditor value="" onChange={() => {}} toolbar="announcement" onUploadImage={upload} />);
    expect(toolbarLabels()).toEqual(ANNOUNCEMENT_LABELS);
  });

  it("hides 'Obrazek z komputera' without an upload function", async () => {
    await render(<RichTextEditor value="" onChange={() => {}} />);
    expect(queryButton('Obrazek z komputera')).toBeNull();
    expect(queryButton('Obrazek z adresu')).not.toBeNull();
  });

  it('shows the pressed state of the formatting under the caret', async () => {
    await render(<RichTextEditor value="<p><strong>mrok</strong></p>" onChange={() => {}} />);
    expect(button('Pogrubienie').getAttribute('aria-pressed')).toBe('true');
    expect(button('Kursywa').getAttribute('aria-pressed')).toBe('false');
    expect(button('Do lewej').getAttribute('aria-pressed')).toBe('true');
  });

  it('applies a toolbar command and reports the new HTML', async () => {
    const onChange = vi.fn();
    const ref = createRef<RichTextEditorHandle>();
    await render(<RichTextEditor ref={ref} value="<p>mrok</p>" onChange={onChange} />);
    await click(button('Do środka'));
    expect(onChange).toHaveBeenLastCalledWith('<p class="align-center">mrok</p>');
    expect(button('Do środka').getAttribute('aria-pressed')).toBe('true');
    expect(button('Do lewej').getAttribute('aria-pressed')).toBe('false');
  });

  it('asks to select an image before aligning one', async () => {
    await render(<RichTextEditor value="<p>tekst</p>" onChange={() => {}} />);
    await click(button('Obrazek do środka'));
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Najpierw zaznacz obrazek, który chcesz wyrównać');
  });

  it('aligns the selected image', async () => {
    const onChange = vi.fn();
    const view = await render(<RichTextEditor value='<img src="https://example.com/a.png" width="300"><p></p>' onChange={onChange} />);
    // jsdom cannot click-select; select the image node as ProseMirror does on a click.
    const dom = view.container.querySelector('.ProseMirror') as HTMLElement & { editor: Editor };
    await act(async () => dom.editor.commands.setNodeSelection(0));
    expect(button('Obrazek do lewej').getAttribute('aria-pressed')).toBe('true');
    await click(button('Obrazek do prawej'));
    expect(onChange).toHaveBeenLastCalledWith('<img src="https://example.com/a.png" width="300" class="align-right">');
    expect(button('Obrazek do prawej').getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('gives features focus() and clear() through its ref', async () => {
    const onChange = vi.fn();
    const ref = createRef<RichTextEditorHandle>();
    await render(<RichTextEditor ref={ref} value="<p>do wysłania</p>" onChange={onChange} />);
    expect(ref.current?.getHTML()).toBe('<p>do wysłania</p>');
    await act(async () => ref.current?.focus());
    await act(async () => ref.current?.clear());
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(ref.current?.isEmpty()).toBe(true);
    expect(ref.current?.getHTML()).toBe('');
  });

  it('focuses after a trailing image without selecting it, and the caret paragraph is not kept', async () => {
    const onChange = vi.fn();
    const ref = createRef<RichTextEditorHandle>();
    const html = '<p>tekst</p><img src="https://example.com/a.png" width="300">';
    const view = await render(<RichTextEditor ref={ref} value={html} onChange={onChange} />);
    await act(async () => ref.current?.focus());
    const dom = view.container.querySelector('.ProseMirror') as HTMLElement & { editor: Editor };
    const { selection } = dom.editor.state;
    expect(selection.empty).toBe(true);
    expect(selection.$from.parent.type.name).toBe('paragraph');
    expect(selection.from).toBe(dom.editor.state.doc.content.size - 1);
    expect(ref.current?.getHTML()).toBe(html);
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => dom.editor.commands.insertContent('dalej'));
    expect(onChange).toHaveBeenLastCalledWith(`${html}<p>dalej</p>`);
  });

  it('takes a new value from the feature without echoing it back', async () => {
    const onChange = vi.fn();
    const ref = createRef<RichTextEditorHandle>();
    const view = await render(<RichTextEditor ref={ref} value="<p>a</p>" onChange={onChange} />);
    await view.rerender(<RichTextEditor ref={ref} value="<p>wczytany wpis</p>" onChange={onChange} />);
    expect(ref.current?.getHTML()).toBe('<p>wczytany wpis</p>');
    await view.rerender(<RichTextEditor ref={ref} value="" onChange={onChange} />);
    expect(ref.current?.isEmpty()).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables the toolbar and the text when disabled', async () => {
    const view = await render(<RichTextEditor value="<p>a</p>" onChange={() => {}} disabled />);
    expect(button('Pogrubienie').disabled).toBe(true);
    expect(view.container.querySelector('.ProseMirror')?.getAttribute('contenteditable')).toBe('false');
  });

  it('names its text area after the placeholder', async () => {
    const view = await render(<RichTextEditor value="" onChange={() => {}} placeholder="Napisz wiadomość…" />);
    const area = view.container.querySelector('.ProseMirror');
    expect(area?.getAttribute('role')).toBe('textbox');
    expect(area?.getAttribute('aria-label')).toBe('Napisz wiadomość…');
    expect(view.container.querySelector('[data-placeholder="Napisz wiadomość…"]')).not.toBeNull();
  });

  it('refuses a chosen file that is not an image or is too large', async () => {
    const view = await render(<RichTextEditor value="" onChange={() => {}} onUploadImage={upload} />);
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const choose = async (file: File) => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    };
    await choose(new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Proszę wybrać plik obrazu!');
    const big = new File(['x'], 'a.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await choose(big);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Plik jest za duży! Maksymalny rozmiar to 5MB.');
  });

  it("tells a file that is not an image in the screen's own words when it has them (the profile description)", async () => {
    const view = await render(<RichTextEditor value="" onChange={() => {}} onUploadImage={upload} notAnImageMessage="Wybrany plik nie jest obrazem" />);
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'a.txt', { type: 'text/plain' })], configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Wybrany plik nie jest obrazem');
  });
  it('colours the selection from the palette and clears the colour', async () => {
    const onChange = vi.fn();
    const view = await render(<RichTextEditor value="<p>krew</p>" onChange={onChange} />);
    const dom = view.container.querySelector('.ProseMirror') as HTMLElement & { editor: Editor };
    await act(async () => dom.editor.commands.selectAll());
    await click(button('Kolor tekstu'));
    expect(document.querySelector('[role="group"][aria-label="Kolor tekstu"]')).not.toBeNull();
    await click(button('#8b0000'));
    expect(onChange).toHaveBeenLastCalledWith('<p><span class="text-color-8b0000">krew</span></p>');
    await act(async () => dom.editor.commands.selectAll());
    await click(button('Wyróżnienie'));
    await click(button('#b8860b'));
    expect(onChange).toHaveBeenLastCalledWith('<p><mark class="highlight-b8860b"><span class="text-color-8b0000">krew</span></mark></p>');
    expect(button('Wyróżnienie').getAttribute('aria-pressed')).toBe('true');
    await act(async () => dom.editor.commands.selectAll());
    await click(button('Usuń kolor'));
    expect(onChange).toHaveBeenLastCalledWith('<p>krew</p>');
  });

  it('inserts an image by URL after confirming an odd address, through the image dialog', async () => {
    const onChange = vi.fn();
    await render(<RichTextEditor value="" onChange={onChange} />);
    await click(button('Obrazek z adresu'));
    const field = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Wklej URL obrazka');
    expect(field).toBeTruthy();
    const input = document.getElementById(field!.htmlFor) as HTMLInputElement;
    await changeValue(input, 'https://example.com/obrazek');
    await click(button('Dalej'));
    expect(document.body.textContent).toContain('To nie wygląda na link do obrazka. Czy na pewno go wstawić?');
    await click(button('Tak, wstaw'));
    await flush();
    expect(document.body.textContent).toContain('Konfiguracja obrazka');
    await click(button('Środek'));
    await click(button('Dodaj obrazek'));
    await flush();
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="https://example.com/obrazek" width="300" class="align-center">'));
  });

  it('inside a form, inserts an image by URL and a link without submitting the form around it', async () => {
    // React passes a submit up through the dialog's portal: the lore and news forms saved the
    // unfinished entry instead of inserting the image.
    const onChange = vi.fn();
    const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await render(
      <form onSubmit={outerSubmit}>
        <RichTextEditor value="" onChange={onChange} toolbar="announcement" />
      </form>,
    );
    await click(button('Odnośnik'));
    await changeValue(field('Adres odnośnika'), 'mrok.example');
    await click(button('Zapisz'));
    await flush();
    expect(outerSubmit).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="https://mrok.example">mrok.example</a>'));

    await click(button('Obrazek z adresu'));
    await changeValue(field('Wklej URL obrazka'), 'https://example.com/a.png');
    await click(button('Dalej'));
    await flush();
    expect(outerSubmit).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Konfiguracja obrazka');
    await click(button('Dodaj obrazek'));
    await flush();
    expect(outerSubmit).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="https://example.com/a.png" width="300">'));
  });

  it('refuses an image address that is not http(s)', async () => {
    await render(<RichTextEditor value="" onChange={() => {}} />);
    await click(button('Obrazek z adresu'));
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input')!;
    await changeValue(input, 'javascript:alert(1)');
    await click(button('Dalej'));
    expect(document.body.textContent).toContain('Adres obrazka musi zaczynać się od http:// lub https://');
    expect(document.body.textContent).not.toContain('Konfiguracja obrazka');
  });

  it('uploads a chosen image and inserts the URL the upload gives', async () => {
    const onChange = vi.fn();
    const onUploadImage = vi.fn().mockResolvedValue('/api/uploads/abc.png');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const view = await render(<RichTextEditor value="" onChange={onChange} onUploadImage={onUploadImage} />);
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['png'], 'ksiezyc.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    expect(document.querySelector('[role="dialog"] img')?.getAttribute('src')).toBe('blob:preview');
    await changeValue(document.querySelector<HTMLInputElement>('input[type="range"]')!, '500');
    await click(button('Dodaj obrazek'));
    await flush();
    expect(onUploadImage).toHaveBeenCalledWith(file);
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/api/uploads/abc.png" width="500">'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('adds a chosen image where the caret is, after selected text, never in its place, with its description', async () => {
    const onChange = vi.fn();
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const view = await render(
      <RichTextEditor value="<p>Brama miasta</p><p>Dalej mrok</p>" onChange={onChange} onUploadImage={async () => '/api/uploads/brama.png'} />,
    );
    const dom = view.container.querySelector('.ProseMirror') as HTMLElement & { editor: Editor };
    // 'miasta' selected (positions 7–13 of the first paragraph).
    await act(async () => dom.editor.commands.setTextSelection({ from: 7, to: 13 }));
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    Object.defineProperty(input, 'files', { value: [new File(['png'], 'brama.png', { type: 'image/png' })], configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    const description = [...document.querySelectorAll<HTMLInputElement>('[role="dialog"] input')].find((i) => i.labels?.[0]?.textContent?.startsWith('Opis obrazka'))!;
    await changeValue(description, 'Brama miasta nocą');
    await click(button('Dodaj obrazek'));
    await flush();
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('Brama miasta');
    expect(html).toContain('Dalej mrok');
    expect(html).toContain('<img src="/api/uploads/brama.png" alt="Brama miasta nocą" width="300">');
    expect(html.indexOf('miasta')).toBeLessThan(html.indexOf('<img'));
  });
});
