import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorPalette } from './ColorPalette';
import { EDITOR_PALETTE, toPaletteColor } from './palette';
import { button, cleanup, click, render } from './testing';

afterEach(cleanup);

describe('the palette', () => {
  it('holds the ten colours of the spec, in order', () => {
    expect(EDITOR_PALETTE).toEqual([
      '#0f0f0f', '#f0f0f0', '#a0522d', '#8b0000', '#556b2f', '#483d8b', '#b8860b', '#2f4f4f', '#800080', '#cd853f',
    ]);
  });

  it('recognises its colours however CSS writes them, and nothing else', () => {
    expect(toPaletteColor('#8B0000')).toBe('#8b0000');
    expect(toPaletteColor('rgb(139, 0, 0)')).toBe('#8b0000');
    expect(toPaletteColor('rgba(184,134,11,1)')).toBe('#b8860b');
    expect(toPaletteColor(' "#f0f0f0" ')).toBe('#f0f0f0');
    expect(toPaletteColor('#ff0000')).toBeNull();
    expect(toPaletteColor('red')).toBeNull();
    expect(toPaletteColor('rgba(139, 0, 0, 0.5)')).toBeNull();
    expect(toPaletteColor(null)).toBeNull();
  });
});

describe('ColorPalette', () => {
  it('shows each colour as a button labelled with its hex value, in a named group', async () => {
    const { container } = await render(<ColorPalette label="Kolor tekstu" onSelect={() => {}} />);
    const group = container.querySelector('[role="group"]');
    expect(group?.getAttribute('aria-label')).toBe('Kolor tekstu');
    const labels = [...container.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual([...EDITOR_PALETTE]);
  });

  it('reports the chosen colour and marks the current one as pressed', async () => {
    const onSelect = vi.fn();
    await render(<ColorPalette label="Kolor wyróżnienia" value="#556b2f" onSelect={onSelect} />);
    expect(button('#556b2f').getAttribute('aria-pressed')).toBe('true');
    expect(button('#8b0000').getAttribute('aria-pressed')).toBe('false');
    await click(button('#8b0000'));
    expect(onSelect).toHaveBeenCalledWith('#8b0000');
  });
});
