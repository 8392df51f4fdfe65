import dayjs from 'dayjs';
import type { EditableOf, EventDoc, ProcessDoc } from '@/data';
import { addBusinessDays, courtCalendar, explainDeadline, type DeadlineResult } from '@/lib/deadlines';
import { blankEvent, type EventFormValues } from './event-form';
import { isIsoDay } from './agenda';

/**
 * "Ata / resultado" of a hearing (issue 42): what happened becomes a timeline entry of the
 * process; a next step that is a deadline is counted in business days with the court's calendar
 * (CPC arts. 219, 220, 224; the state's holidays from the CNJ number), or is a new hearing. Pure:
 * the form shows the plan before anything is written, and the writes take it as it is.
 */
export type NextStep = 'nenhum' | 'prazo' | 'audiencia';

export interface HearingResultInput {
  what: string;
  nextStep: NextStep;
  /** Title of the deadline or hearing to create. */
  nextTitle: string;
  /** Business days of the deadline, counted from the hearing's day. */
  deadlineDays: string;
  /** Day and time of the new hearing. */
  hearingDay: string;
  hearingTime: string;
}

export const EMPTY_HEARING_RESULT: HearingResultInput = {
  what: '',
  nextStep: 'nenhum',
  nextTitle: '',
  deadlineDays: '15',
  hearingDay: '',
  hearingTime: '09:00',
};

export const HEARING_RESULT_STATUS = 'Audiência realizada';

export type HearingResultProblems = Partial<Record<keyof HearingResultInput, string>>;

export function hearingResultProblems(input: HearingResultInput, hearingDay: string): HearingResultProblems {
  const problems: HearingResultProblems = {};
  if (input.what.trim().length < 3) problems.what = 'Descreva o que aconteceu na audiência';
  if (input.what.length > 5000) problems.what = 'Use no máximo 5000 caracteres';
  if (input.nextStep !== 'nenhum' && input.nextTitle.trim().length < 3)
    problems.nextTitle = 'Dê um título ao próximo passo (mínimo de 3 caracteres)';
  if (input.nextStep === 'prazo') {
    const n = Number(input.deadlineDays);
    if (!Number.isInteger(n) || n < 1 || n > 365) problems.deadlineDays = 'Informe de 1 a 365 dias úteis';
  }
  if (input.nextStep === 'audiencia') {
    if (!isIsoDay(input.hearingDay)) problems.hearingDay = 'Informe a data da nova audiência';
    else if (input.hearingDay < hearingDay) problems.hearingDay = 'A nova audiência deve ser depois desta';
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(input.hearingTime)) problems.hearingTime = 'Informe o horário';
  }
  return problems;
}

export interface HearingResultPlan {
  entry: EditableOf<'status_proccess'>;
  /** The deadline or hearing to create, with the process and client of this hearing. */
  next: EventFormValues | null;
  deadline: DeadlineResult | null;
}

/** The hearing's own day (local), from which a deadline counts. */
export function hearingDayOf(event: Pick<EventDoc, 'start' | 'allDay'>): string {
  return event.allDay ? event.start.slice(0, 10) : dayjs(event.start).format('YYYY-MM-DD');
}

export function planHearingResult(
  event: EventDoc,
  process: Pick<ProcessDoc, 'id' | 'clientId' | 'cnj'>,
  input: HearingResultInput,
  uid: string,
): HearingResultPlan {
  const day = hearingDayOf(event);
  let next: EventFormValues | null = null;
  let deadline: DeadlineResult | null = null;
  const link = { clientId: process.clientId, processId: process.id, title: input.nextTitle.trim() };
  if (input.nextStep === 'prazo') {
    deadline = addBusinessDays(day, Number(input.deadlineDays), courtCalendar('', process.cnj).options);
    next = blankEvent(deadline.dueDate, uid, {
      ...link,
      kind: 'prazo',
      allDay: true,
      startTime: '',
      endTime: '',
      notes: `${explainDeadline(deadline)} Definido na audiência de ${day.split('-').reverse().join('/')}.`,
    });
  } else if (input.nextStep === 'audiencia') {
    const end = dayjs(`${input.hearingDay}T${input.hearingTime}`).add(1, 'hour');
    next = blankEvent(input.hearingDay, uid, {
      ...link,
      kind: 'audiencia',
      startTime: input.hearingTime,
      endDay: end.format('YYYY-MM-DD'),
      endTime: end.format('HH:mm'),
      location: event.location,
    });
  }
  const nextText =
    input.nextStep === 'prazo' && deadline
      ? `\n\nPróximo passo: ${link.title} — prazo até ${deadline.dueDate.split('-').reverse().join('/')}.`
      : input.nextStep === 'audiencia'
        ? `\n\nPróximo passo: ${link.title} — nova audiência em ${input.hearingDay.split('-').reverse().join('/')} às ${input.hearingTime}.`
        : '';
  return {
    entry: {
      processId: process.id,
      clientId: process.clientId,
      status: HEARING_RESULT_STATUS,
      description: `${input.what.trim()}${nextText}`.slice(0, 5000),
      date: event.start,
      visibleToClient: false,
      notifyClient: false,
    },
    next,
    deadline,
  };
}
