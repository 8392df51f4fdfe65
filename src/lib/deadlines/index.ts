export { addDays, weekday, toBr, parseDay, formatDay, type IsoDay } from '@advocacia/shared/deadlines/days';
export {
  easterSunday,
  movableDates,
  holidaysOf,
  HOLIDAY_KIND_LABEL,
  type Holiday,
  type HolidayKind,
  type HolidayOptions,
} from './holidays';
export {
  addBusinessDays,
  isBusinessDay,
  nonBusinessDayReason,
  businessDaysBetween,
  djePublicationDate,
  describeDeadline,
  explainDeadline,
  type DeadlineOptions,
  type DeadlineResult,
  type SkippedDay,
} from './business-days';
export {
  intimationDeadline,
  INTIMATION_DAY_PICKS,
  DEFAULT_INTIMATION_DAYS,
  type IntimationDeadline,
} from './intimation';
export { courtCalendar, STATE_HOLIDAYS, type CourtCalendar } from './court-calendar';
