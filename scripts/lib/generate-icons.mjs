#!/usr/bin/env node
// Generates the app icons in public/icons from one SVG mark (scales of justice on navy),
// rendering them with headless Chromium (playwright-core). Run: node scripts/lib/generate-icons.mjs
// The PNGs are committed; rerun only when the mark changes.
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';

const NAVY = '#1e3a5f';
const GOLD = '#d9b36c';
const WHITE = '#ffffff';
const outDir = fileURLToPath(new URL('../../public/icons/', import.meta.url));

/** The mark, drawn in a 100×100 box (roughly 8..92 horizontally, 12..86 vertically). */
const mark = `
  <g fill="none" stroke="${WHITE}" stroke-linecap="round" stroke-linejoin="round">
    <path d="M50 22 V80" stroke-width="5"/>
    <path d="M20 30 H80" stroke-width="5"/>
    <path d="M22 31 L11 58 M22 31 L33 58 M78 31 L67 58 M78 31 L89 58" stroke-width="2.2"/>
  </g>
  <path d="M8 58 H36 A14 14 0 0 1 8 58 Z M64 58 H92 A14 14 0 0 1 64 58 Z" fill="${GOLD}"/>
  <rect x="33" y="79" width="34" height="7" rx="3.5" fill="${WHITE}"/>
  <circle cx="50" cy="18" r="5.5" fill="${GOLD}"/>`;

/**
 * @param {object} o
 * @param {number} o.scale  fraction of the canvas the 100-unit mark occupies
 * @param {number} o.radius corner radius of the navy background, in % of the size (0 = full bleed)
 */
function svg({ scale, radius }) {
  const size = 512;
  const s = (size * scale) / 100;
  const offset = (size - size * scale) / 2;
  const r = (size * radius) / 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" rx="${r}" fill="${NAVY}"/>
  <g transform="translate(${offset} ${offset + size * scale * 0.02}) scale(${s})">${mark}
  </g>
</svg>
`;
}

const variants = {
  // "any" purpose: rounded tile, generous mark.
  any: svg({ scale: 0.74, radius: 22 }),
  // maskable: full-bleed background; the mark stays inside the 80 % safe-zone circle
  // (its bounding box is 56 % of the canvas, so every corner lies within radius 40 %).
  maskable: svg({ scale: 0.56, radius: 0 }),
  // iOS rounds the corners itself and dislikes transparency: full-bleed square.
  apple: svg({ scale: 0.7, radius: 0 }),
};

const targets = [
  { file: 'icon-192.png', variant: 'any', size: 192 },
  { file: 'icon-512.png', variant: 'any', size: 512 },
  { file: 'icon-maskable-512.png', variant: 'maskable', size: 512 },
  { file: 'apple-touch-icon.png', variant: 'apple', size: 180 },
];

mkdirSync(outDir, { recursive: true });
writeFileSync(`${outDir}favicon.svg`, variants.any);

const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
try {
  for (const t of targets) {
    const page = await browser.newPage({ viewport: { width: t.size, height: t.size }, deviceScaleFactor: 1 });
    const body = variants[t.variant].replace('width="512" height="512"', `width="${t.size}" height="${t.size}"`);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${body}</body></html>`);
    await page.screenshot({
      path: `${outDir}${t.file}`,
      omitBackground: true,
      clip: { x: 0, y: 0, width: t.size, height: t.size },
    });
    await page.close();
    console.log(`public/icons/${t.file} (${t.size}×${t.size})`);
  }
} finally {
  await browser.close();
}
console.log('public/icons/favicon.svg');
