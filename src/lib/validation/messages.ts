/**
 * User-facing validation messages (pt-BR).
 *
 * The first block is copied verbatim from the spec (section 5) — do not reword
 * them: tests and screens compare these exact strings. The second block is ours,
 * for rules the spec does not cover (check digits, CNPJ, CNJ, OAB…).
 */
export const MESSAGES = {
  // Spec, section 5 (exact strings).
  required: 'Campo obrigatório',
  email: 'Email inválido',
  date: 'Data inválida',
  phone: 'Telefone inválido',
  cep: 'CEP inválido',
  uf: 'UF inválido',
  cpf: 'CPF não pode conter traços e nem pontos',

  // Ours: the spec's CPF message only covers punctuation; wrong check digits need their own text.
  cpfInvalid: 'CPF inválido',
  cnpj: 'CNPJ inválido',
  cpfOrCnpj: 'CPF ou CNPJ inválido',
  cnj: 'Número CNJ inválido',
  oab: 'OAB inválida',
  oabNumber: 'Número da OAB inválido',
  number: 'Número inválido',
  time: 'Hora inválida',
  dateTime: 'Data e hora inválidas',
  dateBeforeStart: 'A data final deve ser posterior à data inicial',
  url: 'Endereço (URL) inválido',
  oneOf: 'Opção inválida',
} as const;

/** Spec: 'Mínimo de N caracteres'. */
export function minLengthMessage(n: number): string {
  return `Mínimo de ${n} caracteres`;
}

/** Spec: 'Máximo de N caracteres'. */
export function maxLengthMessage(n: number): string {
  return `Máximo de ${n} caracteres`;
}
