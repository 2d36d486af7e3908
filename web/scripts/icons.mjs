#!/usr/bin/env node
// Draws the installable site's PNG icons (web/public/icons/) from the site's mark
// (web/public/favicon.svg) with the browser tests' Chromium; the PNGs are committed, so this runs
// only when the mark changes. The manifest (web/public/manifest.webmanifest) names them.
//   icon-192.png, icon-512.png  the mark as it is (its rounded stone square, transparent corners)
//   icon-maskable-512.png       full-bleed stone with the flame inside the central 80 % circle,
//                               so any mask (circle, squircle, teardrop) keeps all of it
//   apple-touch-icon.png        180 px, opaque (iOS rounds the corners itself)
//   badge-96.png                the flame alone in white on transparent: a notification's badge
//                               (Android draws only its alpha)
// Usage: node scripts/icons.mjs   (MROK_CHROMIUM: the browser, default /usr/bin/chromium)
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const mark = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const STONE = '#0b0a0a';
// The mark's two flames (64 × 64 user units); the outer one spans x 18–46, y 8–50.
const flames = [...mark.matchAll(/<path [^>]*\/>/g)].map((m) => m[0]);
if (flames.length === 0) throw new Error('favicon.svg has no <path>: update scripts/icons.mjs');

/** The flames scaled by `scale` about the centre of the outer flame, on an optional background. */
function flameOnly({ background, scale, colour }) {
  const paths = colour ? flames.map((p) => p.replace(/fill="[^"]*"/, `fill="${colour}"`)) : flames;
  // The outer flame's centre is (32, 29); move it to the middle of the square.
  const transform = `translate(32 32) scale(${scale}) translate(-32 -29)`;
  const ground = background ? `<rect width="64" height="64" fill="${background}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${ground}<g transform="${transform}">${paths.join('')}</g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  // The outer flame is 42 units tall: at 1.15 its farthest point (21 units from the centre, so 24.2) stays within the 25.6-unit safe radius.
  { file: 'icon-maskable-512.png', size: 512, svg: flameOnly({ background: STONE, scale: 1.15 }) },
  { file: 'apple-touch-icon.png', size: 180, svg: flameOnly({ background: STONE, scale: 1.1 }) },
  { file: 'badge-96.png', size: 96, svg: flameOnly({ scale: 1.3, colour: '#ffffff' }) },
];

const browser = await chromium.launch({ executablePath: process.env.MROK_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`);
    await page.locator('img').evaluate((img) => img.decode());
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(new URL(`icons/${file}`, publicDir), png);
    console.log(`icons/${file}: ${size}×${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
