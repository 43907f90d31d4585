// A month calendar in which only the given dates can be picked (available-date: business days of the
// window). Every other day says why it cannot be: a weekend, a Federal Reserve holiday, before the earliest
// or after the latest date. One day is in the tab order (the chosen one, else the first that can be
// picked); the arrow keys move a day or a week, as in the WAI-ARIA date picker pattern.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { isHoliday, isWeekend } from '#src/domain/calendar.ts';
import { addDays, dayOfWeek, daysInMonth, isoDate, parseIsoDate } from '#src/domain/iso-date.ts';
import { DEFAULT_DATE_PATTERN, formatDate, longDate, shortDate } from '#src/domain/format.ts';
import { RichWords, say } from './words.ts';

export type DatePickerProps = {
  id: string;
  label: string;
  value: string;
  onChange: (date: string) => void;
  dates: readonly string[];
  earliest: string;
  latest: string;
  /** The app's holiday list (get-holiday); the Federal Reserve's rules besides. */
  holidays: readonly string[];
  /** The closures' names by date (available-date): a holiday says which it is. */
  holidayNames?: Readonly<Record<string, string>>;
  error?: string;
  disabled?: boolean;
  /** The server's date pattern (config date-format): the hint's range and the month's holidays. */
  datePattern?: string;
};

/** A Sunday: the week's day names are read from its week, in the calendar's own date format (as its month's name). */
const A_SUNDAY = '2026-11-22';
const weekdays = () =>
  Array.from({ length: 7 }, (_, day) => addDays(A_SUNDAY, day)).map((date) => [formatDate(date, 'ddd'), formatDate(date, 'dddd')] as const);

const monthOf = (date: string) => date.slice(0, 7);
const firstOfMonth = (month: string) => `${month}-01`;
function shiftMonth(month: string, by: number): string {
  const { year, month: m } = parseIsoDate(firstOfMonth(month));
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Why a day cannot be picked, in words (a clause: 'it is a weekend...', 'Thanksgiving Day is a Federal Reserve holiday...'); undefined when it can. */
export function whyNot(
  date: string,
  { dates, earliest, latest, holidays, holidayNames = {} }: Pick<DatePickerProps, 'dates' | 'earliest' | 'latest' | 'holidays' | 'holidayNames'>,
): string | undefined {
  if (dates.includes(date)) return undefined;
  if (isWeekend(date)) return say('datePicker.calendar.weekend');
  const name = Object.hasOwn(holidayNames, date) ? holidayNames[date] : undefined;
  if (name) return say('datePicker.calendar.namedHoliday', { name });
  if (holidays.includes(date) || isHoliday(date)) return say('datePicker.calendar.holiday');
  if (date < earliest) return say('datePicker.calendar.tooEarly', { date: longDate(earliest) });
  if (date > latest) return say('datePicker.calendar.tooLate', { date: longDate(latest) });
  return say('datePicker.calendar.unavailable');
}

export function DatePicker({
  id,
  label,
  value,
  onChange,
  dates,
  earliest,
  latest,
  holidays,
  holidayNames = {},
  error,
  disabled,
  datePattern = DEFAULT_DATE_PATTERN,
}: DatePickerProps) {
  const anchor = value || dates[0] || earliest;
  const [month, setMonth] = useState(monthOf(anchor));
  const [focused, setFocused] = useState(anchor);
  const [reason, setReason] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const limits = { dates, earliest, latest, holidays, holidayNames };
  // The named holidays of the month shown, as a line under the calendar.
  const namedThisMonth = Object.entries(holidayNames)
    .filter(([date]) => monthOf(date) === month && !isWeekend(date))
    .sort(([a], [b]) => a.localeCompare(b));
  const { year, month: monthNumber } = parseIsoDate(firstOfMonth(month));
  const lead = dayOfWeek(firstOfMonth(month));
  const length = daysInMonth(year, monthNumber);
  const cells: (string | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length }, (_, day) => isoDate(year, monthNumber, day + 1))];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const tabbable = monthOf(focused) === month ? focused : (cells.find((date) => date !== null && dates.includes(date)) ?? firstOfMonth(month));
  const canGoBack = month > monthOf(earliest);
  const canGoOn = month < monthOf(latest);

  const moveFocus = (date: string) => {
    if (monthOf(date) < monthOf(earliest) || monthOf(date) > monthOf(latest)) return;
    setFocused(date);
    setMonth(monthOf(date));
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const by = moves[event.key];
    if (by === undefined) return;
    event.preventDefault();
    moveFocus(addDays(date, by));
  };
  const pick = (date: string) => {
    setFocused(date);
    const why = whyNot(date, limits);
    if (why) {
      setReason(say('datePicker.calendar.cannotChoose', { date: longDate(date), why }));
      return;
    }
    setReason(null);
    onChange(date);
  };

  const headingId = `${id}-month`;
  const errorId = `${id}-error`;
  return (
    <chakra.fieldset id={id} tabIndex={-1} minW="0" outline="none" aria-describedby={[`${id}-hint`, error ? errorId : undefined].filter(Boolean).join(' ')}>
      <chakra.legend fontWeight="bold" fontSize="lg" mb="1">
        {label}
      </chakra.legend>
      <Text id={`${id}-hint`} color="fg.muted" fontSize="md" mb="3">
        {say('datePicker.calendar.hint', { earliest: shortDate(earliest, datePattern), latest: shortDate(latest, datePattern) })}
      </Text>
      <Box borderWidth="2px" borderColor={error ? 'border.error' : 'border'} borderRadius="l2" p={{ base: 2, sm: 3 }} maxW="24rem">
        <Box display="flex" alignItems="center" justifyContent="space-between" mb="2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            minW="11"
            h="11"
            aria-label={say('datePicker.calendar.previousMonth')}
            disabled={!canGoBack || disabled}
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            ‹
          </Button>
          <Text id={headingId} fontWeight="bold" fontSize="md" aria-live="polite">
            {formatDate(firstOfMonth(month), 'MMMM YYYY')}
          </Text>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            minW="11"
            h="11"
            aria-label={say('datePicker.calendar.nextMonth')}
            disabled={!canGoOn || disabled}
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            ›
          </Button>
        </Box>
        <chakra.table ref={grid} w="full" aria-labelledby={headingId} css={{ borderCollapse: 'separate', borderSpacing: '2px' }}>
          <thead>
            <tr>
              {weekdays().map(([short, full]) => (
                <chakra.th key={short} scope="col" fontSize="xs" fontWeight="semibold" color="fg.muted" py="1">
                  <abbr title={full} style={{ textDecoration: 'none' }}>
                    {short}
                  </abbr>
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean) ?? 'empty'}>
                {week.map((date, index) => {
                  if (date === null) return <td key={`blank-${index}`} />;
                  const why = whyNot(date, limits);
                  const chosen = date === value;
                  const holiday = !isWeekend(date) && (holidays.includes(date) || isHoliday(date));
                  return (
                    <chakra.td key={date} p="0" textAlign="center">
                      <chakra.button
                        type="button"
                        data-date={date}
                        tabIndex={date === tabbable ? 0 : -1}
                        aria-pressed={chosen}
                        aria-disabled={why ? true : undefined}
                        aria-label={why ? say('datePicker.calendar.dayUnavailable', { date: longDate(date), why }) : longDate(date)}
                        title={why ? say('datePicker.calendar.dayUnavailableTitle', { why }) : undefined}
                        data-holiday={holiday ? (holidayNames[date] ?? '') : undefined}
                        disabled={disabled}
                        onClick={() => pick(date)}
                        onKeyDown={(event) => onKeyDown(event, date)}
                        w="full"
                        minW="9"
                        h="10"
                        borderRadius="l2"
                        fontSize="md"
                        fontWeight={chosen ? 'bold' : 'normal'}
                        bg={chosen ? 'brand.solid' : why ? 'transparent' : 'brand.subtle'}
                        color={chosen ? 'brand.contrast' : why ? 'fg.muted' : 'fg'}
                        textDecoration={why ? 'line-through' : undefined}
                        position="relative"
                        cursor={why ? 'not-allowed' : 'pointer'}
                        outline="none"
                        _hover={why || chosen ? undefined : { bg: 'brand.muted' }}
                        _focusVisible={{ boxShadow: '0 0 0 3px #FFBF47' }}
                      >
                        {parseIsoDate(date).day}
                        {holiday && (
                          <chakra.span
                            position="absolute"
                            bottom="1"
                            left="50%"
                            transform="translateX(-50%)"
                            w="1"
                            h="1"
                            borderRadius="full"
                            bg="fg.error"
                            aria-hidden="true"
                          />
                        )}
                      </chakra.button>
                    </chakra.td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </chakra.table>
        <Box display="flex" flexWrap="wrap" gap="3" mt="2" fontSize="xs" color="fg.muted" aria-hidden="true">
          <span>
            <chakra.span display="inline-block" w="3" h="3" borderRadius="sm" bg="brand.subtle" verticalAlign="middle" me="1" />
            {say('datePicker.calendar.keyAvailable')}
          </span>
          <span>
            <chakra.span display="inline-block" w="1.5" h="1.5" borderRadius="full" bg="fg.error" verticalAlign="middle" me="1" />
            {say('datePicker.calendar.keyHoliday')}
          </span>
          <span>
            <chakra.span textDecoration="line-through" me="1">
              12
            </chakra.span>
            {say('datePicker.calendar.keyUnavailable')}
          </span>
        </Box>
        {namedThisMonth.length > 0 && (
          <Text fontSize="sm" mt="2" data-month-holidays="">
            <RichWords
              id="datePicker.calendar.monthHolidays"
              values={{
                holidays: namedThisMonth
                  .map(([date, name]) => say('datePicker.calendar.monthHoliday', { name, date: shortDate(date, datePattern) }))
                  .join(', '),
              }}
              parts={[<chakra.span fontWeight="semibold" />]}
            />
          </Text>
        )}
      </Box>
      <Text role="status" fontSize="md" mt="2" minH="6" data-date-reason="">
        {reason ?? (value ? say('datePicker.calendar.chosen', { date: longDate(value) }) : '')}
      </Text>
      <Text id={errorId} minH="5" color="fg.error" fontWeight="semibold" aria-live="polite">
        {error && (
          <>
            <chakra.span srOnly>{say('datePicker.calendar.errorPrefix')}</chakra.span>
            {error}
          </>
        )}
      </Text>
    </chakra.fieldset>
  );
}
