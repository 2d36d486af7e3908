import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageDialog, imageDialogReducer } from './ImageDialog';
import { DEFAULT_IMAGE_SETTINGS, type ImageSettings } from './imageRules';
import { button, changeValue, cleanup, click, flush, keyDown, render } from './testing';

afterEach(cleanup);

describe('imageDialogReducer', () => {
  const start: ImageSettings = { width: 300, align: 'left', alt: '' };

  it('keeps the width within 100–800 on steps of 10', () => {
    expect(imageDialogReducer(start, { type: 'width', width: 420 })).toEqual({ width: 420, align: 'left', alt: '' });
    expect(imageDialogReducer(start, { type: 'width', width: 40 }).width).toBe(100);
    expect(imageDialogReducer(start, { type: 'width', width: 1200 }).width).toBe(800);
    expect(imageDialogReducer(start, { type: 'width', width: 333 }).width).toBe(330);
    expect(imageDialogReducer(start, { type: 'width', width: 333, step: 50 }).width).toBe(350);
  });

  it('takes only the three alignments', () => {
    expect(imageDialogReducer(start, { type: 'align', align: 'center' }).align).toBe('center');
    expect(imageDialogReducer(start, { type: 'align', align: 'justify' as never })).toBe(start);
  });

  it('keeps a description of at most 200 characters', () => {
    expect(imageDialogReducer(start, { type: 'alt', alt: 'Brama miasta nocą' }).alt).toBe('Brama miasta nocą');
    expect(imageDialogReducer(start, { type: 'alt', alt: 'x'.repeat(300) }).alt).toHaveLength(200);
  });

  it('resets to 300 px, left, without a description', () => {
    expect(imageDialogReducer({ width: 640, align: 'right', alt: 'Brama' }, { type: 'reset' })).toEqual(DEFAULT_IMAGE_SETTINGS);
  });
});

const slider = () => document.querySelector<HTMLInputElement>('input[type="range"]')!;
const widthText = () => [...document.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Szerokość'))?.textContent;
const pressedAlign = () =>
  [...document.querySelectorAll('button[aria-pressed="true"]')].map((b) => b.textContent?.trim());

describe('ImageDialog', () => {
  it("is titled 'Konfiguracja obrazka' and starts at 300 px, left, with a preview", async () => {
    await render(<ImageDialog open src="/moon.png" onCancel={() => {}} onAdd={() => {}} />);
    expect(document.body.textContent).toContain('Konfiguracja obrazka');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/moon.png');
    expect(widthText()).toBe('Szerokość: 300 px');
    expect(slider().min).toBe('100');
    expect(slider().max).toBe('800');
    expect(slider().step).toBe('10');
    expect(pressedAlign()).toEqual(['Lewo']);
    expect(button('Anuluj')).toBeTruthy();
    expect(button('Dodaj obrazek')).toBeTruthy();
  });

  it('passes the chosen width and alignment, then resets to 300 / left', async () => {
    const onAdd = vi.fn();
    await render(<ImageDialog open src="/moon.png" onCancel={() => {}} onAdd={onAdd} />);
    await changeValue(slider(), '520');
    await click(button('Prawo'));
    expect(widthText()).toBe('Szerokość: 520 px');
    expect(pressedAlign()).toEqual(['Prawo']);
    await click(button('Dodaj obrazek'));
    await flush();
    expect(onAdd).toHaveBeenCalledWith({ width: 520, align: 'right', alt: '' });
    expect(widthText()).toBe('Szerokość: 300 px');
    expect(pressedAlign()).toEqual(['Lewo']);
  });

  it('asks what the image shows and passes it as its description', async () => {
    const onAdd = vi.fn();
    await render(<ImageDialog open src="/moon.png" onCancel={() => {}} onAdd={onAdd} />);
    const description = [...document.querySelectorAll('input')].find((input) => input.labels?.[0]?.textContent?.startsWith('Opis obrazka'));
    expect(description).toBeTruthy();
    await changeValue(description!, 'Księżyc nad bagnami');
    await click(button('Dodaj obrazek'));
    await flush();
    expect(onAdd).toHaveBeenCalledWith({ width: 300, align: 'left', alt: 'Księżyc nad bagnami' });
  });

  it("resets on 'Anuluj', and shows the defaults when opened again", async () => {
    const onCancel = vi.fn();
    const view = await render(<ImageDialog open src="/moon.png" onCancel={onCancel} onAdd={() => {}} />);
    await changeValue(slider(), '700');
    await click(button('Środek'));
    await click(button('Anuluj'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await view.rerender(<ImageDialog open={false} src={null} onCancel={onCancel} onAdd={() => {}} />);
    await view.rerender(<ImageDialog open src="/moon.png" onCancel={onCancel} onAdd={() => {}} />);
    expect(widthText()).toBe('Szerokość: 300 px');
    expect(pressedAlign()).toEqual(['Lewo']);
  });

  it('cancels on Escape and resets when closed from outside', async () => {
    const onCancel = vi.fn();
    const view = await render(<ImageDialog open src="/moon.png" onCancel={onCancel} onAdd={() => {}} />);
    await click(button('Środek'));
    await keyDown(document.querySelector('[role="dialog"]')!, 'Escape');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await view.rerender(<ImageDialog open src="/moon.png" onCancel={onCancel} onAdd={() => {}} />);
    expect(pressedAlign()).toEqual(['Lewo']);

    await changeValue(slider(), '650');
    await view.rerender(<ImageDialog open={false} src="/moon.png" onCancel={onCancel} onAdd={() => {}} />);
    await view.rerender(<ImageDialog open src="/moon.png" onCancel={onCancel} onAdd={() => {}} />);
    expect(widthText()).toBe('Szerokość: 300 px');
  });

  it('keeps the slider within its bounds', async () => {
    await render(<ImageDialog open src="/moon.png" onCancel={() => {}} onAdd={() => {}} />);
    await changeValue(slider(), '5000');
    expect(widthText()).toBe('Szerokość: 800 px');
    await changeValue(slider(), '3');
    expect(widthText()).toBe('Szerokość: 100 px');
  });

  it('stays open with its settings and says so when adding fails', async () => {
    const onAdd = vi.fn().mockRejectedValue(new Error('upload failed'));
    await render(<ImageDialog open src="/moon.png" onCancel={() => {}} onAdd={onAdd} />);
    await click(button('Środek'));
    await click(button('Dodaj obrazek'));
    await flush();
    expect(document.body.textContent).toContain('Wystąpił błąd podczas dodawania obrazka.');
    expect(pressedAlign()).toEqual(['Środek']);
  });
});
