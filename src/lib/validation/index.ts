export { MESSAGES, minLengthMessage, maxLengthMessage } from './messages';
export { isValidCpf, cpfCheckDigit } from './cpf';
export { isValidCnpj, cnpjCheckDigits, normalizeCnpj } from './cnpj';
export { isValidCep } from './cep';
export { isValidPhone, phoneKind } from './phone';
export { isValidUf, UFS, UF_NAMES, type Uf } from './uf';
export {
  isValidCnj,
  cnjCheckDigits,
  parseCnj,
  formatCnj,
  CNJ_BRANCHES,
  type CnjParts,
} from '@advocacia/shared/validation/cnj';
export { isValidOab, normalizeOab, formatOab } from './oab';
export {
  isValidIsoDate,
  brDateToIso,
  isValidIsoDateTime,
  isLeapYear,
  daysInMonth,
} from '@advocacia/shared/validation/date';
export {
  requiredString,
  optionalString,
  optionalField,
  ref,
  optionalRef,
  optionalDateTime,
  email,
  newPassword,
  NEW_PASSWORD_MIN,
  NEW_PASSWORD_MAX,
  phoneDigits,
  cpfDigits,
  cnpj,
  cep,
  uf,
  cnjNumber,
  oabNumber,
  oabRegistration,
  isoDate,
  dateInput,
  isoDateTime,
  minLength,
  maxLength,
  type LengthOptions,
  type DateRangeOptions,
} from './schemas';
