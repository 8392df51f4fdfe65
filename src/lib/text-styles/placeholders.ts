/**
 * {{grupo.campo}} placeholders in shortcuts, FAQ answers and layouts.
 *
 * fillPlaceholders never guesses: a placeholder without a value is left in the text as
 * written and reported in `missing`, so the layout page can highlight it and the composer
 * can warn before sending "Prezado(a) {{cliente.nome}}".
 */
import { escapeMarkup } from '@advocacia/shared/text-styles/markup';

export interface PlaceholderDefinition {
  key: string;
  /** pt-BR label for the picker. */
  label: string;
  group: 'cliente' | 'processo' | 'escritorio' | 'usuario' | 'data' | 'aplicativo';
}

export const PLACEHOLDER_GROUP_LABELS: Readonly<Record<PlaceholderDefinition['group'], string>> = {
  cliente: 'Cliente',
  processo: 'Processo',
  escritorio: 'Escritório',
  usuario: 'Usuário',
  data: 'Data',
  aplicativo: 'Convite para o aplicativo',
};

/** The placeholders the pickers offer, grouped, in display order. */
export const PLACEHOLDERS: readonly PlaceholderDefinition[] = [
  { key: 'cliente.nome', label: 'Nome do cliente', group: 'cliente' },
  { key: 'cliente.primeiroNome', label: 'Primeiro nome do cliente', group: 'cliente' },
  { key: 'cliente.cpf', label: 'CPF do cliente', group: 'cliente' },
  { key: 'cliente.cnpj', label: 'CNPJ do cliente', group: 'cliente' },
  { key: 'cliente.documento', label: 'CPF ou CNPJ do cliente', group: 'cliente' },
  { key: 'cliente.rg', label: 'RG do cliente', group: 'cliente' },
  { key: 'cliente.nacionalidade', label: 'Nacionalidade do cliente', group: 'cliente' },
  { key: 'cliente.estadoCivil', label: 'Estado civil do cliente', group: 'cliente' },
  { key: 'cliente.profissao', label: 'Profissão do cliente', group: 'cliente' },
  { key: 'cliente.email', label: 'E-mail do cliente', group: 'cliente' },
  { key: 'cliente.telefone', label: 'Telefone do cliente', group: 'cliente' },
  { key: 'cliente.endereco', label: 'Endereço completo do cliente', group: 'cliente' },
  { key: 'cliente.cidade', label: 'Cidade do cliente', group: 'cliente' },
  { key: 'cliente.uf', label: 'UF do cliente', group: 'cliente' },
  { key: 'cliente.cep', label: 'CEP do cliente', group: 'cliente' },
  { key: 'processo.numero', label: 'Número do processo (CNJ)', group: 'processo' },
  { key: 'processo.tipo', label: 'Tipo do processo (Judicial/Extrajudicial)', group: 'processo' },
  { key: 'processo.assunto', label: 'Assunto do processo', group: 'processo' },
  { key: 'processo.area', label: 'Área do direito', group: 'processo' },
  { key: 'processo.tribunal', label: 'Tribunal', group: 'processo' },
  { key: 'processo.vara', label: 'Vara / órgão julgador', group: 'processo' },
  { key: 'processo.status', label: 'Situação do processo', group: 'processo' },
  { key: 'escritorio.nome', label: 'Nome do escritório', group: 'escritorio' },
  { key: 'escritorio.cnpj', label: 'CNPJ do escritório', group: 'escritorio' },
  { key: 'escritorio.endereco', label: 'Endereço do escritório', group: 'escritorio' },
  { key: 'escritorio.telefone', label: 'Telefone do escritório', group: 'escritorio' },
  { key: 'escritorio.email', label: 'E-mail do escritório', group: 'escritorio' },
  { key: 'usuario.nome', label: 'Nome do usuário (quem envia)', group: 'usuario' },
  { key: 'usuario.oab', label: 'OAB do usuário', group: 'usuario' },
  { key: 'usuario.email', label: 'E-mail do usuário', group: 'usuario' },
  { key: 'usuario.telefone', label: 'Telefone do usuário', group: 'usuario' },
  { key: 'data.hoje', label: 'Data de hoje (dd/mm/aaaa)', group: 'data' },
  { key: 'data.hojeExtenso', label: 'Data de hoje por extenso', group: 'data' },
  { key: 'data.hora', label: 'Hora atual (HH:mm)', group: 'data' },
  // Filled only where a client is invited to the mobile app (client page, tab Aplicativo).
  { key: 'aplicativo.link', label: 'Link para o cliente criar a senha do aplicativo', group: 'aplicativo' },
];

const KNOWN = new Set(PLACEHOLDERS.map((p) => p.key));

export function isKnownPlaceholder(key: string): boolean {
  return KNOWN.has(key);
}

export function placeholderLabel(key: string): string | undefined {
  return PLACEHOLDERS.find((p) => p.key === key)?.label;
}

/** The text to insert for a placeholder picked from the list. */
export function placeholderToken(key: string): string {
  return `{{${key}}}`;
}

type Scalar = string | number | null | undefined;
/** Flat ('cliente.nome': …) or nested ({ cliente: { nome: … } }) values; both work. */
export interface PlaceholderValues {
  [key: string]: Scalar | PlaceholderValues;
}

export interface FillOptions {
  /** Escape markup characters in values so a name with '*' or '_' stays literal (default true). */
  escapeMarkup?: boolean;
  /** Supplies data.hoje / data.hojeExtenso / data.hora when not given (default: now). */
  now?: Date;
}

export interface FillResult {
  text: string;
  /** Keys with no value, in order of first appearance, without duplicates. */
  missing: string[];
  /** Keys not in PLACEHOLDERS (likely typos), whether or not a value was given. */
  unknown: string[];
}

export type TemplatePart =
  { kind: 'text'; text: string } | { kind: 'placeholder'; key: string; raw: string; value: string | null };

// Keys are dotted identifiers; whitespace inside the braces is tolerated ({{ cliente.nome }}).
const PLACEHOLDER = /\{\{\s*([A-Za-z][\w]*(?:\.[A-Za-z][\w]*)*)\s*\}\}/g;

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

function dateValues(now: Date): Record<string, string> {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    'data.hoje': `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`,
    // Legal documents write the first day of the month as an ordinal: "1º de maio".
    'data.hojeExtenso': `${now.getDate() === 1 ? '1º' : now.getDate()} de ${MONTHS[now.getMonth()]} de ${now.getFullYear()}`,
    'data.hora': `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}

function lookup(values: PlaceholderValues, key: string): string | null {
  const flat = values[key];
  let v: Scalar | PlaceholderValues = flat;
  if (flat === undefined) {
    v = values;
    for (const part of key.split('.')) {
      if (v === null || v === undefined || typeof v !== 'object') {
        v = undefined;
        break;
      }
      v = v[part];
    }
  }
  if (v === null || v === undefined || typeof v === 'object') return null;
  const s = String(v);
  return s.trim() === '' ? null : s;
}

/** Split a template into text and placeholders with their resolved values (null = missing). */
export function parseTemplate(
  template: string,
  values: PlaceholderValues = {},
  options: Pick<FillOptions, 'now'> = {},
): TemplatePart[] {
  const dates = dateValues(options.now ?? new Date());
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    const index = m.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: template.slice(last, index) });
    const key = m[1] ?? '';
    const value = lookup(values, key) ?? dates[key] ?? null;
    parts.push({ kind: 'placeholder', key, raw: m[0], value });
    last = index + m[0].length;
  }
  if (last < template.length) parts.push({ kind: 'text', text: template.slice(last) });
  return parts;
}

/** Replace the placeholders that have values; keep and report the ones that do not. */
export function fillPlaceholders(
  template: string,
  values: PlaceholderValues = {},
  options: FillOptions = {},
): FillResult {
  const escape = options.escapeMarkup !== false;
  const missing: string[] = [];
  const unknown: string[] = [];
  const text = parseTemplate(template, values, options)
    .map((p) => {
      if (p.kind === 'text') return p.text;
      if (!KNOWN.has(p.key) && !unknown.includes(p.key)) unknown.push(p.key);
      if (p.value === null) {
        if (!missing.includes(p.key)) missing.push(p.key);
        return p.raw;
      }
      return escape ? escapeMarkup(p.value) : p.value;
    })
    .join('');
  return { text, missing, unknown };
}

/** Keys used in a template, in order, without duplicates. */
export function placeholdersIn(template: string): string[] {
  const keys: string[] = [];
  for (const m of template.matchAll(PLACEHOLDER)) if (m[1] && !keys.includes(m[1])) keys.push(m[1]);
  return keys;
}
