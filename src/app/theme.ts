import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** The firm's look: navy brand, system fonts (nothing to download, works offline). */
const config = defineConfig({
  globalCss: {
    'html, body': { WebkitTapHighlightColor: 'transparent' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
