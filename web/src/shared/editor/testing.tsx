// Test helpers: render React into jsdom without extra libraries. Used by the *.test.tsx files only.
import { act, type ReactNode } from 'react';
import type { Editor } from '@tiptap/core';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  rerender: (ui: ReactNode) => Promise<void>;
  unmount: () => Promise<void>;
}

const mounted = new Set<Root>();

export async function render(ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  mounted.add(root);
  await act(async () => root.render(ui));
  return {
    container,
    rerender: (next) => act(async () => root.render(next)),
    unmount: async () => {
      await act(async () => root.unmount());
      mounted.delete(root);
      container.remove();
    },
  };
}

export async function cleanup(): Promise<void> {
  for (const root of mounted) await act(async () => root.unmount());
  mounted.clear();
  document.body.innerHTML = '';
}

/** The button (anywhere in the document, portals included) whose accessible label is `label`. */
export function button(label: string): HTMLButtonElement {
  const found = [...document.querySelectorAll<HTMLButtonElement>('button')].filter(
    (b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label,
  );
  if (found.length !== 1) throw new Error(`expected one button '${label}', found ${found.length}`);
  return found[0];
}

export const queryButton = (label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label,
  ) ?? null;

export async function click(element: Element): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true }));
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

export async function keyDown(element: Element, key: string): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

/** Sets an input's value the way a user would, so React's onChange runs. */
export async function changeValue(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export const flush = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** jsdom has no layout; ProseMirror asks for rectangles when it scrolls the caret into view. */
export function stubLayout(): void {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = rects;
  document.elementFromPoint = () => null;
}

/** The editor on the page, once its lazy chunk has loaded. */
export async function loadedEditor(): Promise<Editor> {
  for (let i = 0; i < 300; i += 1) {
    const dom = document.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
    if (dom?.editor) return dom.editor;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error('the editor did not load');
}
