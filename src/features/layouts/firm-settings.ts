import { useCallback, useEffect, useState } from 'react';

/**
 * The firm's own data for the {{escritorio.*}} placeholders. The data layer has no
 * collection for firm settings yet, so they are kept on this device (localStorage) and
 * each tablet fills them once; the form says so.
 */
export type FirmSettings = Record<(typeof FIRM_FIELDS)[number], string>;

/** The firm's fields; each is also the placeholder's name after 'escritorio.' ({{escritorio.cnpj}}). */
export const FIRM_FIELDS = ['nome', 'cnpj', 'endereco', 'telefone', 'email'] as const;

export const FIRM_SETTINGS_KEY = 'advocacia:escritorio';
const EMPTY_FIRM: FirmSettings = { nome: '', cnpj: '', endereco: '', telefone: '', email: '' };
const CHANGE_EVENT = 'advocacia:escritorio-alterado';

export function loadFirmSettings(storage: Storage = localStorage): FirmSettings {
  try {
    const raw = JSON.parse(storage.getItem(FIRM_SETTINGS_KEY) ?? '{}') as Partial<Record<keyof FirmSettings, unknown>>;
    const pick = (k: keyof FirmSettings) => (typeof raw[k] === 'string' ? (raw[k] as string) : '');
    return {
      nome: pick('nome'),
      cnpj: pick('cnpj'),
      endereco: pick('endereco'),
      telefone: pick('telefone'),
      email: pick('email'),
    };
  } catch {
    return { ...EMPTY_FIRM };
  }
}

export function saveFirmSettings(settings: FirmSettings, storage: Storage = localStorage): void {
  storage.setItem(FIRM_SETTINGS_KEY, JSON.stringify(settings));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function useFirmSettings(): [FirmSettings, (s: FirmSettings) => void] {
  const [settings, setSettings] = useState(() => loadFirmSettings());
  useEffect(() => {
    const reload = () => setSettings(loadFirmSettings());
    window.addEventListener(CHANGE_EVENT, reload);
    window.addEventListener('storage', reload);
    return () => {
      window.removeEventListener(CHANGE_EVENT, reload);
      window.removeEventListener('storage', reload);
    };
  }, []);
  const save = useCallback((s: FirmSettings) => saveFirmSettings(s), []);
  return [settings, save];
}
