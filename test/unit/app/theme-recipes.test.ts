import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSystem } from '@chakra-ui/react';
import { firstScreenRecipes, firstScreenSlotRecipes, system } from '@/app/theme';
import { signedInRecipes, signedInSlotRecipes } from '@/app/theme-signed-in';
import { ROOT, reachable, recipesNeeded, sourceFiles } from '../../support/chakra-usage';

/**
 * The app's Chakra system carries only the recipes of the components it renders (issue 14): the
 * signed-out screens' in src/app/theme.ts, the signed-in screens' registered when their layout
 * loads (src/app/theme-signed-in.ts). A component whose recipe is missing renders unstyled, silently:
 * these tests read which components the app imports from '@chakra-ui/react' (and what Chakra's
 * own modules for them look up) and fail when a recipe is missing, or only arrives after the screen.
 */
const isStockRecipe = (key: string) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
const keysOf = (...objects: object[]) => new Set(objects.flatMap((o) => Object.keys(o)));
const missing = (needed: Map<string, string[]>, have: Set<string>) =>
  [...needed]
    .filter(([key]) => !have.has(key))
    .map(([key, users]) => `${key} (${[...new Set(users)].slice(0, 3).join(', ')})`);

/** What a signed-out person can see: the public routes, the shell around them, the toasts and the update prompt. */
function publicScreenFiles(): Set<string> {
  const entries = [
    'src/main.tsx',
    'src/app/App.tsx',
    'src/components/feedback/Toaster.tsx',
    'src/app/pwa/index.ts',
    'src/app/pwa/UpdatePrompt.tsx',
  ].map((f) => join(ROOT, f));
  // The signed-in routes' code (src/routes/_app*) loads with the signed-in layout, which registers their recipes.
  return reachable(entries, (file) => file.includes('/src/routes/_app/') || file.endsWith('/src/routes/_app.tsx'));
}

describe('the Chakra system (only the recipes the app uses)', () => {
  it('has, from the start, every recipe the signed-out screens use', () => {
    const needed = recipesNeeded(publicScreenFiles(), isStockRecipe);
    // The scan itself works: the login form's button and the toasts are found.
    expect(needed.get('button')?.join()).toContain('LoginForm');
    expect(needed.has('toast')).toBe(true);
    expect(
      missing(needed, keysOf(firstScreenRecipes, firstScreenSlotRecipes)),
      'add these to firstScreenRecipes in src/app/theme.ts',
    ).toEqual([]);
  });

  it('has every recipe that any component the app imports looks up, once the signed-in recipes are registered', () => {
    const needed = recipesNeeded(sourceFiles(), isStockRecipe);
    expect(needed.has('dialog')).toBe(true);
    const have = keysOf(firstScreenRecipes, firstScreenSlotRecipes, signedInRecipes, signedInSlotRecipes);
    expect(missing(needed, have), 'add these to src/app/theme-signed-in.ts (from @chakra-ui/react/theme)').toEqual([]);
  });

  it('answers the signed-in recipes through the system once the signed-in layout has loaded', async () => {
    expect(system.isSlotRecipe('dialog')).toBe(false);
    expect(Object.keys(system.getSlotRecipeFn('alert')({}))).toContain('indicator');
    await import('@/app/SignedInProviders');
    expect(system.isSlotRecipe('dialog')).toBe(true);
    expect(Object.keys(system.getSlotRecipeFn('dialog')({}))).toContain('content');
    expect(system.getRecipeFn('badge').variantKeys).toContain('variant');
  });

  it('leaves out recipes of components the app does not render', () => {
    expect(isStockRecipe('colorPicker')).toBe(true);
    expect(system.hasRecipe('colorPicker')).toBe(false);
  });
});
