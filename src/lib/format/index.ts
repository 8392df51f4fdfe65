export {
  digitsOnly,
  unmask,
  maskCpf,
  maskCnpj,
  maskCpfCnpj,
  maskPhone,
  maskCep,
  maskCnj,
  maskDate,
  formatCpfCnpj,
  formatBrl,
} from './masks';
export {
  toDayjs,
  formatDateTime,
  formatDate,
  formatTime,
  formatLongDate,
  parseBrDate,
  parseBrDateTime,
  toIsoDay,
  isToday,
  isOverdue,
  daysFromNow,
  relativeDayLabel,
  type DateInput,
} from './dates';
export { shortPersonName } from './names';
