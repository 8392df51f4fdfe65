import { useMemo } from 'react';
import { Box, DatePicker, Portal, parseDate, useDatePickerContext, type InputProps } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { MaskedInput } from './MaskedInput';
import { MASKS } from './masks';
import { isValidIsoDate } from '@advocacia/shared/validation/date';

interface DateInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  /**
   * 'YYYY-MM-DD' for a real day, '' when empty; while the typed text is incomplete or not a
   * real day ('31/02/2026'), that text itself, which the forms' date rules reject ('Data inválida').
   */
  value: string;
  /** Receives the same kinds of value: ISO day, '' or the text typed so far. */
  onValueChange: (value: string) => void;
  /** Earliest selectable day, 'YYYY-MM-DD' (days before it are disabled in the calendar). */
  min?: string;
  /** Latest selectable day, 'YYYY-MM-DD'. */
  max?: string;
}

/** The time zone of the device, so the calendar's "today" is the firm's today, not UTC's. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const VIEW_NAMES = { day: 'dias', month: 'meses', year: 'anos' } as const;

/** Ark's calendar speaks English by default; every label it reads out, in pt-BR. */
const TRANSLATIONS: DatePicker.RootProps['translations'] = {
  dayCell: (state) =>
    state.unavailable
      ? `Indisponível: ${state.valueText}`
      : state.selected
        ? `Data escolhida: ${state.valueText}`
        : `Escolher ${state.valueText}`,
  trigger: (open) => (open ? 'Fechar calendário' : 'Abrir calendário'),
  viewTrigger: (_view, next) => (next ? `Ver ${VIEW_NAMES[next]}` : 'Calendário'),
  prevTrigger: (view) => ({ day: 'Mês anterior', month: 'Ano anterior', year: 'Anos anteriores' })[view],
  nextTrigger: (view) => ({ day: 'Próximo mês', month: 'Próximo ano', year: 'Próximos anos' })[view],
  placeholder: () => ({ day: 'dd', month: 'mm', year: 'aaaa' }),
  content: 'Calendário',
  monthSelect: 'Escolher o mês',
  yearSelect: 'Escolher o ano',
  clearTrigger: 'Limpar a data',
  weekColumnHeader: 'Sem.',
  weekNumberCell: (n) => `Semana ${n}`,
};

/**
 * A calendar day typed as dd/mm/aaaa (slashes added while typing, numeric keyboard) or picked
 * in a calendar in Portuguese (weeks from Sunday), whatever the device's language is: native
 * date inputs follow the browser's locale and show 11/22/2026 on an English tablet.
 * Ids, aria-* and onBlur go to the text field, which a FormField labels and describes.
 */
export function DateInput({ value, onValueChange, min, max, ...rest }: DateInputProps) {
  const iso = isValidIsoDate(value) ? value : '';
  const selected = useMemo(() => (iso ? [parseDate(iso)] : []), [iso]);
  const minDate = useMemo(() => (min && isValidIsoDate(min) ? parseDate(min) : undefined), [min]);
  const maxDate = useMemo(() => (max && isValidIsoDate(max) ? parseDate(max) : undefined), [max]);

  return (
    <DatePicker.Root
      size="lg"
      width="full"
      gap="0"
      locale="pt-BR"
      timeZone={TIME_ZONE}
      startOfWeek={0}
      translations={TRANSLATIONS}
      value={selected}
      min={minDate}
      max={maxDate}
      // Picking a day writes it; the calendar never clears the field (the text does).
      onValueChange={(details) => {
        const day = details.value[0];
        if (day) onValueChange(day.toString());
      }}
      positioning={{ placement: 'bottom-end' }}
      // The calendar (42 days) is only in the page while open: a form can have four of these fields.
      lazyMount
      unmountOnExit
    >
      {/*
        The text field stays outside DatePicker.Control on purpose: the calendar writes its own
        formatted value into any input inside the control (data-part="input", which Chakra's
        Input has), and would blank a day being typed or not yet valid (31/02/2026).
      */}
      <Box position="relative" width="full">
        <MaskedInput
          minH="11"
          pe="12"
          autoComplete="off"
          {...MASKS.isoDay}
          {...rest}
          value={value}
          onValueChange={onValueChange}
        />
        <DatePicker.Control position="absolute" insetEnd="0" top="50%" transform="translateY(-50%)" width="auto">
          <DatePicker.Trigger boxSize="11" borderRadius="l2">
            <CalendarDays aria-hidden />
          </DatePicker.Trigger>
        </DatePicker.Control>
      </Box>
      <Portal>
        <DatePicker.Positioner>
          {/* 44 px days and arrows: the calendar is used with a finger on tablets. */}
          <DatePicker.Content css={{ '--table-cell-size': 'sizes.11', '--datepicker-nav-trigger-size': 'sizes.11' }}>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable format="long" columns={3} />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

/** Chakra's DayTable heads columns with one letter ('D S T Q Q S S'); 'dom seg ter…' reads better (each day's label names its weekday). */
function DayTable() {
  const ctx = useDatePickerContext();
  return (
    <DatePicker.Table>
      <DatePicker.TableHead>
        <DatePicker.TableRow>
          {ctx.weekDays.map((weekDay) => (
            <DatePicker.TableHeader key={weekDay.long}>{weekDay.short.replace('.', '')}</DatePicker.TableHeader>
          ))}
        </DatePicker.TableRow>
      </DatePicker.TableHead>
      <DatePicker.TableBody>
        {ctx.weeks.map((week, i) => (
          <DatePicker.TableRow key={i}>
            {week.map((day) => (
              <DatePicker.TableCell key={day.toString()} value={day}>
                <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
              </DatePicker.TableCell>
            ))}
          </DatePicker.TableRow>
        ))}
      </DatePicker.TableBody>
    </DatePicker.Table>
  );
}
