// The HTML contract (html-contract.md), checked on tiptap's headless editor: what each toolbar
// feature emits, that the documented examples come back unchanged, and that pasted HTML is
// narrowed to the contract.
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTRACT_CLASSES } from './contract';
import { createExtensions, serializeEditor, type EditorToolbarKind } from './extensions';
import contract from './html-contract.md?raw';

const editors: Editor[] = [];
afterEach(() => {
  editors.splice(0).forEach((editor) => editor.destroy());
});

function makeEditor(content: string, toolbar: EditorToolbarKind = 'full', options: { highlightAsterisks?: boolean; element?: HTMLElement } = {}) {
  const editor = new Editor({
    element: options.element,
    extensions: createExtensions({ toolbar, highlightAsterisks: options.highlightAsterisks }),
    content,
  });
  editors.push(editor);
  return editor;
}

/** An editor holding 'abc', all of it selected. */
const selected = (toolbar: EditorToolbarKind = 'full') => {
  const editor = makeEditor('<p>abc</p>', toolbar);
  editor.commands.selectAll();
  return editor;
};

const examples = (toolbar: EditorToolbarKind) => {
  const block = contract.match(new RegExp('```html ' + toolbar + '\\n([\\s\\S]*?)```'))?.[1] ?? '';
  return block.split('\n').filter(Boolean);
};

describe('the full toolbar emits', () => {
  it('bold, italic and underline as strong, em and u', () => {
    expect(selected().chain().toggleBold().run() && editors[0].getHTML()).toBe('<p><strong>abc</strong></p>');
    expect(selected().chain().toggleItalic().run() && editors[1].getHTML()).toBe('<p><em>abc</em></p>');
    expect(selected().chain().toggleUnderline().run() && editors[2].getHTML()).toBe('<p><u>abc</u></p>');
  });

  it('a text colour as a class on a span', () => {
    const editor = selected();
    editor.commands.setColor('#8b0000');
    expect(editor.getHTML()).toBe('<p><span class="text-color-8b0000">abc</span></p>');
    editor.chain().selectAll().unsetColor().run();
    expect(editor.getHTML()).toBe('<p>abc</p>');
  });

  it('a highlight as a class on a mark', () => {
    const editor = selected();
    editor.commands.setHighlight({ color: '#b8860b' });
    expect(editor.getHTML()).toBe('<p><mark class="highlight-b8860b">abc</mark></p>');
    editor.chain().selectAll().unsetHighlight().run();
    expect(editor.getHTML()).toBe('<p>abc</p>');
  });

  it('every mark at once, nested mark > span > strong > em > u', () => {
    const editor = selected();
    editor.chain().toggleBold().toggleItalic().toggleUnderline().setColor('#f0f0f0').setHighlight({ color: '#2f4f4f' }).run();
    expect(editor.getHTML()).toBe(
      '<p><mark class="highlight-2f4f4f"><span class="text-color-f0f0f0"><strong><em><u>abc</u></em></strong></span></mark></p>',
    );
  });

  it('alignment as a class on the paragraph, left as none', () => {
    const editor = selected();
    editor.commands.setTextAlign('center');
    expect(editor.getHTML()).toBe('<p class="align-center">abc</p>');
    editor.commands.setTextAlign('right');
    expect(editor.getHTML()).toBe('<p class="align-right">abc</p>');
    editor.commands.setTextAlign('justify');
    expect(editor.getHTML()).toBe('<p class="align-justify">abc</p>');
    editor.commands.unsetTextAlign();
    expect(editor.getHTML()).toBe('<p>abc</p>');
  });

  it('bullet and numbered lists', () => {
    expect(selected().chain().toggleBulletList().run() && editors[0].getHTML()).toBe('<ul><li><p>abc</p></li></ul>');
    expect(selected().chain().toggleOrderedList().run() && editors[1].getHTML()).toBe('<ol><li><p>abc</p></li></ol>');
  });

  it('an image with its width and alignment', () => {
    const editor = makeEditor('');
    editor.commands.insertContent({ type: 'image', attrs: { src: 'https://example.com/a.png', width: 450, align: 'center' } });
    // (An editor with a view adds an empty paragraph after a final image: the caret's place.)
    const image = () => editor.getHTML().replace(/<p><\/p>$/, '');
    expect(image()).toBe('<img src="https://example.com/a.png" width="450" class="align-center">');
    editor.commands.setNodeSelection(0);
    editor.commands.updateAttributes('image', { align: 'right' });
    expect(image()).toBe('<img src="https://example.com/a.png" width="450" class="align-right">');
    editor.commands.updateAttributes('image', { align: 'left' });
    expect(image()).toBe('<img src="https://example.com/a.png" width="450">');
  });

  it('a line break as br, and an empty editor as the empty string', () => {
    const editor = makeEditor('<p>a</p>');
    editor.chain().setTextSelection(2).setHardBreak().insertContent('b').run();
    expect(editor.getHTML()).toBe('<p>a<br>b</p>');
    editor.commands.clearContent();
    expect(serializeEditor(editor)).toBe('');
  });
});

describe('the announcement toolbar emits', () => {
  it('marks nested as the contract orders them: a, strong, em, s', () => {
    const editor = selected('announcement');
    editor.chain().toggleStrike().toggleItalic().toggleBold().setLink({ href: 'https://mrok.pl' }).run();
    expect(editor.getHTML()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://mrok.pl"><strong><em><s>abc</s></em></strong></a></p>',
    );
  });

  it('headings 1 and 2, strike, blockquote and an ordered list', () => {
    expect(selected('announcement').chain().toggleHeading({ level: 1 }).run() && editors[0].getHTML()).toBe('<h1>abc</h1>');
    expect(selected('announcement').chain().toggleHeading({ level: 2 }).run() && editors[1].getHTML()).toBe('<h2>abc</h2>');
    expect(selected('announcement').chain().toggleStrike().run() && editors[2].getHTML()).toBe('<p><s>abc</s></p>');
    expect(selected('announcement').chain().toggleBlockquote().run() && editors[3].getHTML()).toBe('<blockquote><p>abc</p></blockquote>');
    expect(selected('announcement').chain().toggleOrderedList().run() && editors[4].getHTML()).toBe('<ol><li><p>abc</p></li></ol>');
  });

  it('a link that opens in a new tab without the opener', () => {
    const editor = selected('announcement');
    editor.commands.setLink({ href: 'https://example.com' });
    expect(editor.getHTML()).toBe('<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">abc</a></p>');
  });

  it('neither colours nor alignment', () => {
    const editor = selected('announcement');
    expect(editor.can().setColor?.('#8b0000') ?? false).toBe(false);
    expect(editor.can().setTextAlign?.('center') ?? false).toBe(false);
  });
});

describe('the documented examples', () => {
  for (const toolbar of ['full', 'announcement'] as const) {
    it(`come back unchanged from the ${toolbar} toolbar`, () => {
      const lines = examples(toolbar);
      expect(lines.length).toBeGreaterThan(4);
      for (const html of lines) expect(makeEditor(html, toolbar).getHTML()).toBe(html);
    });
  }

  it('list every class the editor can emit', () => {
    for (const [tag, classes] of Object.entries(CONTRACT_CLASSES)) {
      const row = contract.split('\n').find((line) => line.startsWith(`| \`${tag}\` |`) && line.includes('`' + classes[0] + '`'));
      expect(row, `class row for ${tag}`).toBeTruthy();
      for (const name of classes) expect(row).toContain('`' + name + '`');
    }
  });

  it('use no style attribute', () => {
    for (const html of [...examples('full'), ...examples('announcement')]) expect(html).not.toContain('style=');
  });
});

describe('content read in is narrowed to the contract', () => {
  it('turns palette colours in inline styles into classes and drops the others', () => {
    const editor = makeEditor(
      '<p><span style="color: rgb(139, 0, 0); font-size: 30px">a</span><span style="color: #FF0000">b</span>' +
        '<mark data-color="#B8860B" style="background-color: #b8860b; color: inherit">c</mark><mark>d</mark>' +
        '<span style="background-color: #556b2f">e</span><span class="text-color-800080 evil">f</span></p>',
    );
    expect(editor.getHTML()).toBe(
      '<p><span class="text-color-8b0000">a</span>b<mark class="highlight-b8860b">c</mark>de<span class="text-color-800080">f</span></p>',
    );
  });

  it('reads alignment styles and image data-align, and clamps image widths', () => {
    const editor = makeEditor(
      '<p style="text-align: center">a</p><p style="text-align: left">b</p>' +
        '<img src="https://example.com/a.png" style="width: 1200px" data-align="right">' +
        '<img src="/api/uploads/b.png" width="20" title="t" class="x">',
    );
    expect(editor.getHTML()).toBe(
      '<p class="align-center">a</p><p>b</p><img src="https://example.com/a.png" width="800" class="align-right">' +
        '<img src="/api/uploads/b.png" width="100">',
    );
  });

  it('drops unsafe images and links, and what the toolbar cannot make', () => {
    const full = makeEditor(
      '<h1>T</h1><p>x<code>c</code><s>s</s><a href="https://e.com">l</a></p><pre>p</pre><hr>' +
        '<img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><img src="//evil.example/a.png">' +
        '<script>alert(1)</script><p onclick="alert(1)" id="i">y</p><ol type="a" start="-2"><li><p>o</p></li></ol>',
    );
    expect(full.getHTML()).toBe('<p>T</p><p>xcsl</p><p>p</p><p>y</p><ol><li><p>o</p></li></ol>');

    const news = makeEditor(
      '<p><a href="javascript:alert(1)">a</a><a href="https://e.com" target="_self" rel="opener" title="t" class="c">b</a>' +
        '<span style="color: #8b0000">c</span><mark>d</mark></p><h3>e</h3>',
      'announcement',
    );
    expect(news.getHTML()).toBe(
      '<p>a<a target="_blank" rel="noopener noreferrer nofollow" href="https://e.com">b</a>cd</p><p>e</p>',
    );
  });
});

describe('asterisk highlighting', () => {
  it('decorates *text* in the view without changing the HTML', () => {
    const html = '<p>Mówi cicho. *Odsuwa kaptur* i <strong>*patrzy*</strong>, **a to?**</p><p>*nie<br>tu*</p>';
    const element = document.createElement('div');
    const decorated = makeEditor(html, 'full', { highlightAsterisks: true, element });
    const plain = makeEditor(html, 'full');
    expect(decorated.getHTML()).toBe(plain.getHTML());
    const spans = [...element.querySelectorAll('.mrok-asterisk')].map((span) => span.textContent);
    expect(spans).toEqual(['*Odsuwa kaptur*', '*patrzy*', '*a to?*']);
    expect(decorated.getHTML()).not.toContain('mrok-asterisk');
  });

  it('follows the text as it is typed', () => {
    const element = document.createElement('div');
    const editor = makeEditor('<p>a *b</p>', 'full', { highlightAsterisks: true, element });
    expect(element.querySelectorAll('.mrok-asterisk')).toHaveLength(0);
    editor.chain().focus('end').insertContent('*').run();
    expect([...element.querySelectorAll('.mrok-asterisk')].map((s) => s.textContent)).toEqual(['*b*']);
    expect(editor.getHTML()).toBe('<p>a *b*</p>');
  });

  it('keeps typed asterisks instead of turning them into italic or bold, in every editor', () => {
    const type = (editor: ReturnType<typeof makeEditor>, text: string) => {
      const { view } = editor;
      const { from, to } = view.state.selection;
      const handled = view.someProp('handleTextInput', (handler) => handler(view, from, to, text, () => view.state.tr.insertText(text, from, to)));
      if (!handled) view.dispatch(view.state.tr.insertText(text, from, to));
    };
    const session = makeEditor('<p>*patrzy</p>', 'full', { highlightAsterisks: true, element: document.createElement('div') });
    session.commands.focus('end');
    type(session, '*');
    expect(session.getHTML()).toBe('<p>*patrzy*</p>');
    // A profile description or a letter writes *actions* the same way; the marks themselves
    // stay available from the toolbar.
    for (const toolbar of ['full', 'announcement'] as const) {
      const description = makeEditor('<p>**krzyczy* i *patrzy</p>', toolbar, { element: document.createElement('div') });
      description.commands.focus('end');
      type(description, '*');
      expect(description.getHTML()).toBe('<p>**krzyczy* i *patrzy*</p>');
      expect(description.chain().selectAll().toggleItalic().run()).toBe(true);
      expect(description.getHTML()).toContain('<em>');
    }
    expect(session.chain().selectAll().toggleBold().run()).toBe(true);
    expect(session.getHTML()).toContain('<strong>');
  });
});
