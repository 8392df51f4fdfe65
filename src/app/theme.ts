import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

type Recipes = NonNullable<NonNullable<Parameters<typeof defineConfig>[0]['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<Parameters<typeof defineConfig>[0]['theme']>['slotRecipes']>;

/**
 * Chakra's stock theme (tokens, semantic tokens, text and layer styles, global CSS) with only the
 * recipes of the components this app renders: `defaultConfig` carries every recipe of the library,
 * and the theme is on the first screen's critical path (issue 14). These are the recipes of the
 * screens a signed-out person sees (sign-in, sign-up, waiting for approval, privacy, toasts); the
 * signed-in screens add theirs when their layout loads (theme-signed-in.ts, registerRecipes).
 * Keys are the ones Chakra's components look up (`useRecipe({ key })`). A component whose recipe
 * is missing renders unstyled without any warning: test/unit/app/theme-recipes.test.ts fails when
 * a component the app imports from '@chakra-ui/react' has none, or has it too late.
 */
export const firstScreenRecipes: Recipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};

export const firstScreenSlotRecipes: SlotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Colour palettes no screen names (issue 27): each one is some twenty tokens and CSS variables the
 * system builds at start. The app uses gray, red, orange, yellow, green, teal, blue and purple
 * (colorPalette props and the status-to-palette maps) and blackAlpha (the dialogs' backdrop);
 * test/unit/app/theme-palettes.test.ts fails when a source names a palette left out here.
 */
export const UNUSED_PALETTES: readonly string[] = ['cyan', 'pink', 'whiteAlpha'];
const usedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/** Chakra's default theme config, with the first screen's recipes and the palettes the app uses only. */
const stockTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: usedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: usedPalettes(semanticTokens.colors) },
    recipes: firstScreenRecipes,
    slotRecipes: firstScreenSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** The firm's look: navy brand, system fonts (nothing to download, works offline). */
const config = defineConfig({
  globalCss: {
    'html, body': { WebkitTapHighlightColor: 'transparent' },
  },
  theme: {
    semanticTokens: {
      colors: {
        // The stock blue.600 drops under 4.5:1 behind white text when the hover tint applies;
        // blue.700 keeps solid buttons readable in every state.
        blue: {
          solid: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.600}' } },
          fg: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
        },
      },
    },
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
      },
    },
  },
});

const base = createSystem(defaultBaseConfig, stockTheme, config);

/**
 * Recipes registered after the system was created. Chakra's components get their styles through
 * `getRecipeFn(key)` / `getSlotRecipeFn(key)` (useRecipe, useSlotRecipe), so the system below
 * answers those from here first; Chakra caches a missing key as an empty recipe, so a late key
 * never goes to the base system's cache.
 */
const late = { recipes: {} as Recipes, slotRecipes: {} as SlotRecipes };
const lateFns = { recipes: new Map<string, unknown>(), slotRecipes: new Map<string, unknown>() };
const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

export const system: SystemContext = {
  ...base,
  getRecipe: (key, fallback) => (has(late.recipes, key) ? late.recipes[key] : base.getRecipe(key, fallback)),
  getSlotRecipe: (key, fallback) =>
    has(late.slotRecipes, key) ? late.slotRecipes[key] : base.getSlotRecipe(key, fallback),
  getRecipeFn(key, fallback) {
    if (!has(late.recipes, key)) return base.getRecipeFn(key, fallback);
    if (!lateFns.recipes.has(key)) lateFns.recipes.set(key, base.cva(late.recipes[key]!));
    return lateFns.recipes.get(key);
  },
  getSlotRecipeFn(key, fallback) {
    if (!has(late.slotRecipes, key)) return base.getSlotRecipeFn(key, fallback);
    if (!lateFns.slotRecipes.has(key)) lateFns.slotRecipes.set(key, base.sva(late.slotRecipes[key]!));
    return lateFns.slotRecipes.get(key);
  },
  isRecipe: (key) => has(late.recipes, key) || base.isRecipe(key),
  isSlotRecipe: (key) => has(late.slotRecipes, key) || base.isSlotRecipe(key),
  hasRecipe: (key) => has(late.recipes, key) || has(late.slotRecipes, key) || base.hasRecipe(key),
};

/** Adds recipes for components of screens loaded later; call it before they render (at module load). */
export function registerRecipes(recipes: Recipes, slotRecipes: SlotRecipes): void {
  Object.assign(late.recipes, recipes);
  Object.assign(late.slotRecipes, slotRecipes);
}
