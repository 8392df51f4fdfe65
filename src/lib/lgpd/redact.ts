/**
 * Finding a client's personal data where the app (or a person) copied it into free text —
 * a chat's last-message preview, an event title, a reminder's message, a process's subject —
 * and replacing it, for the LGPD anonymisation (features/clients/api/lgpd.ts).
 *
 * Matching is tolerant of how people write: names ignore case and accents ("maria da silva"
 * matches "Maria da Silva"); CPF/CNPJ, phone and CEP match with or without punctuation
 * ("529.982.247-25", "(11) 98765-4321"); e-mails ignore case.
 */

export interface PersonalData {
  kind: 'PF' | 'PJ';
  name: string;
  document: string;
  email: string;
  phone: string;
  address: { cep: string; street: string; number: string };
}

export interface Redaction {
  pattern: RegExp;
  replacement: string;
}

const ACCENTS: Record<string, string> = {
  a: 'aáàâãä',
  e: 'eéèêë',
  i: 'iíìîï',
  o: 'oóòôõö',
  u: 'uúùûü',
  c: 'cç',
  n: 'nñ',
};

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Words in any case and with or without accents, separated by any whitespace. */
function wordsPattern(text: string): string | null {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const word = (w: string) => [...w].map((ch) => (ACCENTS[ch] ? `[${ACCENTS[ch]}]` : escapeRegex(ch))).join('');
  return `(?<![\\p{L}\\p{N}])${words.map(word).join('\\s+')}(?![\\p{L}\\p{N}])`;
}

/** The digits in order, with any punctuation or spaces between them (and an opening parenthesis before: "(11) 9…"), not inside a longer number. */
function digitsPattern(digits: string): string {
  return `(?<![\\d(])\\(?${[...digits].join('[\\s.\\-/()]*')}(?!\\d)`;
}

function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

export const REDACTED = {
  document: (kind: PersonalData['kind']) => (kind === 'PJ' ? '[CNPJ removido]' : '[CPF removido]'),
  phone: '[telefone removido]',
  email: '[e-mail removido]',
  address: '[endereço removido]',
  cep: '[CEP removido]',
} as const;

/**
 * What to replace, longest first. `label` replaces the name. With `linked` (a record that
 * belongs to the client) the first name of a person and the address are replaced too; in
 * other records only what identifies the client on its own (full name, CPF/CNPJ, phone,
 * e-mail), so a hearing at the same street or a colleague with the same first name stay.
 */
export function redactionsFor(client: PersonalData, label: string, options: { linked: boolean }): Redaction[] {
  const out: { source: string; replacement: string; weight: number }[] = [];
  const add = (source: string | null, replacement: string, weight: number) => {
    if (source) out.push({ source, replacement, weight });
  };
  const name = client.name.trim();
  if (name.length >= 3) add(wordsPattern(name), label, name.length + 1000);
  const first = name.split(/\s+/)[0] ?? '';
  if (options.linked && client.kind === 'PF' && first.length >= 3 && first !== name)
    add(wordsPattern(first), label, first.length);
  const document = onlyDigits(client.document);
  if (document.length >= 11) add(digitsPattern(document), REDACTED.document(client.kind), 100 + document.length);
  const phone = onlyDigits(client.phone);
  if (phone.length >= 8) add(digitsPattern(phone), REDACTED.phone, 100 + phone.length);
  // Written without the area code ("98765-4321").
  if (phone.length >= 10) add(digitsPattern(phone.slice(2)), REDACTED.phone, 100 + phone.length - 2);
  const email = client.email.trim();
  if (email) add(`(?<![\\w.+-])${escapeRegex(email)}(?![\\w-])`, REDACTED.email, 500 + email.length);
  if (options.linked) {
    const street = client.address.street.trim();
    const streetWords = street.length >= 4 ? wordsPattern(street) : null;
    if (streetWords) {
      const number = client.address.number.trim();
      if (number)
        add(
          `${streetWords}(?:,?\\s*(?:n[º°o.]?\\s*)?${escapeRegex(number)}(?![\\p{L}\\p{N}]))?`,
          REDACTED.address,
          50 + street.length,
        );
      else add(streetWords, REDACTED.address, 50 + street.length);
    }
    const cep = onlyDigits(client.address.cep);
    if (cep.length === 8) add(digitsPattern(cep), REDACTED.cep, 108);
  }
  return out
    .sort((a, b) => b.weight - a.weight)
    .map(({ source, replacement }) => ({ pattern: new RegExp(source, 'giu'), replacement }));
}

export function redactText(text: string, redactions: readonly Redaction[]): string {
  let out = text;
  for (const { pattern, replacement } of redactions) out = out.replace(pattern, replacement);
  return out;
}

/** The fields of `doc` (among `fields`, strings only) whose text changes; null when none does. */
export function redactFields<T extends object>(
  doc: T,
  fields: readonly (keyof T)[],
  redactions: readonly Redaction[],
  maxLength?: Partial<Record<keyof T, number>>,
): Partial<T> | null {
  const patch: Partial<T> = {};
  let changed = false;
  for (const field of fields) {
    const value = doc[field];
    if (typeof value !== 'string' || value === '') continue;
    let next = redactText(value, redactions);
    const max = maxLength?.[field];
    if (max !== undefined && next.length > max) next = next.slice(0, max);
    if (next !== value) {
      patch[field] = next as T[keyof T];
      changed = true;
    }
  }
  return changed ? patch : null;
}
