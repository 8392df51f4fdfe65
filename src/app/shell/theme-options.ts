import { Monitor, Moon, Sun } from 'lucide-react';

export const THEME_OPTIONS = [
  { value: 'light', label: 'Claro', icon: Sun },
  { value: 'dark', label: 'Escuro', icon: Moon },
  { value: 'system', label: 'Sistema', icon: Monitor },
] as const;

export const THEME_SWITCHER_LABEL = 'Tema: Claro, Escuro ou Sistema';
