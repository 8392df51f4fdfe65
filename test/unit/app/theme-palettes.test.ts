import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNUSED_PALETTES, firstScreenRecipes, firstScreenSlotRecipes, system } from '@/app/theme';
import { signedInRecipes, signedInSlotRecipes } from '@/app/theme-signed-in';
import { sourceFiles } from '../../support/chakra-usage';

/**
 * The system carries only the colour palettes the app names (issue 27). A palette left out has no
 * CSS variables: a component given it renders without colour, silently. This reads every palette
 * the sources name — `colorPalette="x"`, a palette written as a string ('x' in a status map), a
 * token such as `x.600` or `x.subtle` — and checks the system has it.
 */
const STOCK_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
const ALPHA = ['blackAlpha', 'whiteAlpha'];

function palettesNamed(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  const palette = [...STOCK_PALETTES, ...ALPHA].join('|');
  const patterns = [
    new RegExp(`colorPalette[=:]\\s*["'{]*(${palette})\\b`, 'g'),
    new RegExp(`["'](${palette})["']`, 'g'),
    new RegExp(`["'{](${palette})\\.(?:\\d{2,3}|solid|subtle|muted|emphasized|fg|contrast|focusRing|border)\\b`, 'g'),
  ];
  // The app's sources, and the stock recipes it registers (the dialogs' backdrop is blackAlpha.500).
  // (theme.ts itself lists the palettes it leaves out.)
  const texts: [string, string][] = sourceFiles()
    .filter((file) => !file.endsWith('/src/app/theme.ts'))
    .map((file) => [file, readFileSync(file, 'utf8')]);
  for (const [name, recipes] of Object.entries({
    firstScreenRecipes,
    firstScreenSlotRecipes,
    signedInRecipes,
    signedInSlotRecipes,
  }))
    texts.push([name, JSON.stringify(recipes)]);
  for (const [where, code] of texts)
    for (const pattern of patterns)
      for (const [, name = ''] of code.matchAll(pattern)) named.set(name, [...(named.get(name) ?? []), where]);
  return named;
}

const hasPalette = (name: string) => system.tokens.getByName(`colors.${name}.500`) !== undefined;

describe('the Chakra system (only the colour palettes the app uses)', () => {
  it('has every palette a source names, and leaves the others out', () => {
    const named = palettesNamed();
    // The scan itself works: the solid buttons' blue and the dialogs' backdrop are found.
    expect(named.has('blue')).toBe(true);
    expect(named.has('blackAlpha')).toBe(true);
    const missing = [...named.keys()].filter((name) => !hasPalette(name));
    expect(missing, 'a source names these palettes: remove them from UNUSED_PALETTES in src/app/theme.ts').toEqual([]);
    for (const name of UNUSED_PALETTES) expect(hasPalette(name), name).toBe(false);
    expect(hasPalette('purple')).toBe(true);
  });
});
