import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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

export const system = createSystem(defaultConfig, config);
