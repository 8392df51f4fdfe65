/**
 * Category colours. Every palette colour carries white text at WCAG AA contrast (≥ 4.5:1),
 * so a chip stays legible in the light and the dark theme alike. Colours that did not come
 * from the palette (older records, another device) still get the more legible text colour.
 */
export interface PaletteColor {
  value: string;
  label: string;
}

export const CATEGORY_PALETTE: readonly PaletteColor[] = [
  { value: '#1d4ed8', label: 'Azul' },
  { value: '#4338ca', label: 'Índigo' },
  { value: '#7e22ce', label: 'Roxo' },
  { value: '#be185d', label: 'Rosa' },
  { value: '#b91c1c', label: 'Vermelho' },
  { value: '#c2410c', label: 'Laranja' },
  { value: '#a16207', label: 'Mostarda' },
  { value: '#4d7c0f', label: 'Oliva' },
  { value: '#047857', label: 'Verde' },
  { value: '#0f766e', label: 'Verde-azulado' },
  { value: '#0e7490', label: 'Ciano' },
  { value: '#475569', label: 'Cinza' },
];

export const DEFAULT_CATEGORY_COLOR = CATEGORY_PALETTE[0]!.value;

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of '#rrggbb'; null for anything else. */
export function relativeLuminance(hex: string): number | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => channel(parseInt(x!, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two '#rrggbb' colours (1 when either is invalid). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return 1;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black text, whichever reads better on `background`. */
export function chipTextColor(background: string): '#ffffff' | '#111827' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111827') ? '#ffffff' : '#111827';
}

export function paletteLabel(value: string): string | undefined {
  return CATEGORY_PALETTE.find((c) => c.value === value.toLowerCase())?.label;
}
