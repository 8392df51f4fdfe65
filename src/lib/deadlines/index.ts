// The calendar lives in packages/shared/src/deadlines (issue 38: one calendar for the app and the backend).
export { addDays, weekday, toBr, parseDay, formatDay, type IsoDay } from '@advocacia/shared/deadlines/days';
export {
  easterSunday,
  movableDates,
  holidaysOf,
  HOLIDAY_KIND_LABEL,
  type ExtraHoliday,
  type Holiday,
  type HolidayKind,
  type HolidayOptions,
} from '@advocacia/shared/deadlines/holidays';
export {
  addBusinessDays,
  countDeadline,
  isBusinessDay,
  nonBusinessDayReason,
  businessDaysBetween,
  djePublicationDate,
  describeDeadline,
  describePeriod,
  explainDeadline,
  ruleBasis,
  COUNTING_MODES,
  type CountingMode,
  type CountRule,
  type DeadlineOptions,
  type DeadlineResult,
  type SkippedDay,
} from '@advocacia/shared/deadlines/count';
export {
  intimationDeadline,
  INTIMATION_DAY_PICKS,
  DEFAULT_INTIMATION_DAYS,
  type IntimationDeadline,
} from '@advocacia/shared/deadlines/intimation';
export {
  courtCalendar,
  courtCodeOfCnj,
  closuresFor,
  normalizeCourtCode,
  STATE_HOLIDAYS,
  type CourtCalendar,
  type FirmClosure,
} from '@advocacia/shared/deadlines/court-calendar';
export {
  calendarFor,
  deadlineFrom,
  deadlineFromAvailability,
  type DeadlineRequest,
} from '@advocacia/shared/deadlines/deadline';
