// /disbursement/choose-loan-term: the schedule of the chosen terms (calculate-payment-schedule) with its
// Truth-in-Lending box, the payments table with a totals row, a small chart of the balance over the
// term beside it, one payment's split on request (payment-detail), and Continue to the confirmation. On a phone
// the table is a labelled list, a payment a line, so it fits 390 px without scrolling sideways.
// While the schedule is calculated the page says so; when that fails, the reason and a retry.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { metaOf } from '#machines/disbursement/pages.ts';
import { FAILED, RETRY } from '#machines/kit/retry.ts';
import type { PaymentSchedule, ScheduledPayment } from '#src/api/contract/disbursement.ts';
import { rowText, sectionOf, shownRows, type DisplayValues, type ShownRow, type WizardForms } from '#machines/disbursement/display.ts';
import type { DisplayRow, DisplaySection } from '#src/api/contract/config-forms.ts';
import { useNarrow } from '#src/ui/use-narrow.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { useDatePattern } from '../app-actor.ts';
import { useDisbursementActor, useDisbursementSelector } from './disbursement-actor.ts';
import { BalanceChart } from './parts/balance-chart.tsx';
import { TruthInLendingBox } from '#src/ui/truth-in-lending/truth-in-lending.tsx';
import { WizardPage } from './parts/wizard-page.tsx';
import { shortDate } from './parts/wording.ts';
import { say } from './words.ts';

// Three calls on this page, each tagged busy and each shown in its own place: the schedule's (the page), a payment's
// split (its box) and Continue's save (the button). The tag cannot tell them apart, so each is read by its state.
const TERM = (state: 'calculating' | 'detail' | 'saving') => ({ wizard: { ready: { 'choose-loan-term': state } } }) as const;

export function LoanTermView({ heading }: RoutedViewProps) {
  const actor = useDisbursementActor();
  const calculating = useDisbursementSelector((snapshot) => snapshot.matches(TERM('calculating')));
  const failed = useDisbursementSelector((snapshot) => snapshot.hasTag(FAILED));
  const saving = useDisbursementSelector((snapshot) => snapshot.matches(TERM('saving')));
  const shown = useDisbursementSelector((snapshot) => snapshot.can({ type: 'term.continue' }));
  const schedule = useDisbursementSelector((snapshot) => snapshot.context.schedule);
  // Dates in the server's pattern (config date-format), as the loan's other tables write them.
  const datePattern = useDatePattern();
  return (
    <WizardPage meta={metaOf('choose-loan-term')} heading={heading} wide>
      {calculating && (
        <Box role="status" aria-live="polite" py="8" textAlign="center" fontSize="md" data-calculating="">
          <Stack gap="2" mb="4" aria-hidden="true">
            {[90, 70, 80].map((width) => (
              <Box key={width} h="4" w={`${width}%`} mx="auto" bg="bg.muted" borderRadius="full" />
            ))}
          </Stack>
          {say('disbursement.term.calculating')}
        </Box>
      )}
      {failed && (
        <Stack gap="3" alignItems="flex-start">
          <Text fontSize="md">{say('disbursement.term.failed')}</Text>
          <Button size="lg" colorPalette="brand" onClick={() => actor.send(RETRY)}>
            {say('disbursement.term.retry')}
          </Button>
        </Stack>
      )}
      {!calculating && !failed && schedule && (
        <>
          <TruthInLendingBox disclosure={schedule.disclosure} datePattern={datePattern} />
          <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }} gap="5" alignItems="start">
            <ScheduleTable schedule={schedule} datePattern={datePattern} />
            <Stack gap="4">
              <BalanceChart points={schedule.balanceOverTime} datePattern={datePattern} />
              <PaymentDetail datePattern={datePattern} />
            </Stack>
          </Box>
          <Button
            size="lg"
            colorPalette="brand"
            w={{ base: 'full', sm: 'auto' }}
            alignSelf="flex-start"
            loading={saving}
            loadingText={say('disbursement.term.saving')}
            disabled={!shown && !saving}
            onClick={() => actor.send({ type: 'term.continue' })}
          >
            {say('disbursement.term.continue')}
          </Button>
        </>
      )}
    </WizardPage>
  );
}

const cell = {
  px: '2',
  py: '2',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  borderBottomWidth: '1px',
  borderColor: 'border',
} as const;

function ScheduleTable({ schedule, datePattern }: { schedule: PaymentSchedule; datePattern: string }) {
  const actor = useDisbursementActor();
  const asking = useDisbursementSelector((snapshot) => snapshot.matches(TERM('detail')));
  const shown = useDisbursementSelector((snapshot) => snapshot.can({ type: 'term.paymentDetail', number: 1 }));
  const detail = useDisbursementSelector((snapshot) => snapshot.context.paymentDetail);
  const forms = useDisbursementSelector((snapshot) => snapshot.context.forms);
  // The columns are the server's payment-schedule section (config get-form), in its order and words.
  const section = sectionOf(forms, 'payment-schedule');
  const domains = forms?.domains ?? {};
  const columns = section?.rows ?? [];
  const alignOf = (row: DisplayRow) => (Object.values(row.foregroundProperty.format).includes('currency') ? 'end' : 'start');
  // The totals row: 'Total' across the columns before the first amount, then each amount's total.
  const firstAmount = columns.findIndex((row) => alignOf(row) === 'end');
  const totals: DisplayValues = { ...schedule.totals };
  const narrow = useNarrow();
  const ask = (number: number) => actor.send({ type: 'term.paymentDetail', number });
  return (
    <Box minW="0" data-schedule="">
      <Heading as="h2" id="schedule-title" fontSize="xl" mb="2">
        {section?.title ?? say('disbursement.term.scheduleTitle')}
      </Heading>
      {narrow ? (
        <ScheduleList
          schedule={schedule}
          section={section}
          domains={domains}
          datePattern={datePattern}
          chosen={detail?.number ?? null}
          canAsk={shown || asking}
          onDetails={ask}
        />
      ) : (
        <ScheduleGrid>
          <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
            <chakra.thead bg="bg.subtle">
              <tr>
                {columns.map((column) => (
                  <chakra.th key={column.compositeKey} scope="col" {...cell} textAlign={alignOf(column)} fontWeight="bold">
                    {column.label}
                  </chakra.th>
                ))}
                <chakra.th scope="col" {...cell}>
                  <chakra.span srOnly>{say('disbursement.term.details')}</chakra.span>
                </chakra.th>
              </tr>
            </chakra.thead>
            <tbody>
              {schedule.schedule.map((payment) => (
                <chakra.tr key={payment.number} bg={detail?.number === payment.number ? 'brand.subtle' : undefined}>
                  {shownRows(section, payment, domains, datePattern).map((shown, index) =>
                    index === 0 ? (
                      <chakra.th key={shown.key} scope="row" {...cell} textAlign="start" fontWeight="semibold">
                        {shown.text}
                      </chakra.th>
                    ) : (
                      <chakra.td key={shown.key} {...cell} textAlign={alignOf(columns[index]!)} fontWeight={shown.emphasis ? 'semibold' : undefined}>
                        {shown.text}
                      </chakra.td>
                    ),
                  )}
                  <chakra.td {...cell} py="1">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="brand"
                      aria-label={say('disbursement.term.detailsOf', { number: payment.number })}
                      disabled={!shown && !asking}
                      onClick={() => actor.send({ type: 'term.paymentDetail', number: payment.number })}
                    >
                      {say('disbursement.term.details')}
                    </Button>
                  </chakra.td>
                </chakra.tr>
              ))}
            </tbody>
            <chakra.tfoot bg="bg.subtle" fontWeight="bold">
              <tr>
                <chakra.th scope="row" colSpan={Math.max(firstAmount, 1)} {...cell} textAlign="start">
                  {say('disbursement.term.total')}
                </chakra.th>
                {columns.slice(Math.max(firstAmount, 1)).map((column) => (
                  <chakra.td key={column.compositeKey} {...cell}>
                    {rowText(column, totals, domains, datePattern)}
                  </chakra.td>
                ))}
                <chakra.td {...cell} />
              </tr>
            </chakra.tfoot>
          </chakra.table>
        </ScheduleGrid>
      )}
    </Box>
  );
}

/** The table's frame on a wide screen: focusable, so a keyboard can scroll it should a column ever not fit. */
function ScheduleGrid({ children }: { children: React.ReactNode }) {
  return (
    <Box
      position="relative"
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-labelledby="schedule-title"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      _focusVisible={{ boxShadow: '0 0 0 3px #FFBF47', outline: 'none' }}
    >
      {children}
    </Box>
  );
}

type ScheduleListProps = {
  schedule: PaymentSchedule;
  section: DisplaySection | undefined;
  domains: WizardForms['domains'];
  datePattern: string;
  /** The payment whose split is shown. */
  chosen: number | null;
  canAsk: boolean;
  onDetails: (number: number) => void;
};

/**
 * The schedule on a phone: a labelled list, one payment a line, titled by its number and due date, with its amounts
 * (the server's currency columns, in their order and words) under it, so nothing scrolls sideways at 390 px; then
 * the totals, so the finance charge and the total of payments can be checked here too.
 */
function ScheduleList({ schedule, section, domains, datePattern, chosen, canAsk, onDetails }: ScheduleListProps) {
  const amounts = (values: DisplayValues) => shownRows(section, values, domains, datePattern).filter((row) => row.format === 'currency');
  const totals = amounts({ ...schedule.totals });
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l2" overflow="hidden">
      <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" aria-labelledby="schedule-title">
        {schedule.schedule.map((payment) => (
          <Box
            as="li"
            key={payment.number}
            px="3"
            py="2"
            borderBottomWidth="1px"
            borderColor="border"
            bg={chosen === payment.number ? 'brand.subtle' : undefined}
            data-payment={payment.number}
          >
            <Box display="flex" alignItems="center" justifyContent="space-between" gap="2">
              <Text fontWeight="semibold" fontSize="sm">
                {say('disbursement.term.detailOf', { number: payment.number, date: shortDate(payment.dueDate, datePattern) })}
              </Text>
              <Button
                size="xs"
                variant="outline"
                colorPalette="brand"
                aria-label={say('disbursement.term.detailsOf', { number: payment.number })}
                disabled={!canAsk}
                onClick={() => onDetails(payment.number)}
              >
                {say('disbursement.term.details')}
              </Button>
            </Box>
            <Amounts rows={amounts(payment)} />
          </Box>
        ))}
        <Box as="li" px="3" py="2" bg="bg.subtle" data-payment-totals="">
          <Text fontWeight="bold" fontSize="md">
            {say('disbursement.term.total')}
          </Text>
          <Amounts rows={totals} />
        </Box>
      </Stack>
    </Box>
  );
}

/** A payment's amounts on a phone, each with its label, as many to a line as fit. */
function Amounts({ rows }: { rows: ShownRow[] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns="repeat(auto-fit, minmax(4rem, 1fr))" columnGap="2" rowGap="1" m="0" mt="1">
      {rows.map((row) => (
        <Box key={row.key} minW="0">
          <chakra.dt color="fg.muted" fontSize="xs">
            {row.label}
          </chakra.dt>
          <chakra.dd m="0" fontSize="sm" fontVariantNumeric="tabular-nums" fontWeight={row.emphasis ? 'bold' : 'normal'} data-amount={row.key}>
            {row.text}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

function PaymentDetail({ datePattern }: { datePattern: string }) {
  const asking = useDisbursementSelector((snapshot) => snapshot.matches(TERM('detail')));
  const detail = useDisbursementSelector((snapshot) => snapshot.context.paymentDetail);
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l2" p="3" aria-live="polite" data-payment-detail="">
      <Text fontWeight="bold" fontSize="md" mb="1">
        {say('disbursement.term.detailTitle')}
      </Text>
      {asking ? (
        <Text fontSize="md">{say('disbursement.term.detailLoading')}</Text>
      ) : detail ? (
        <DetailRows detail={detail} datePattern={datePattern} />
      ) : (
        <Text fontSize="md" color="fg.muted">
          {say('disbursement.term.detailHint')}
        </Text>
      )}
    </Box>
  );
}

function DetailRows({ detail, datePattern }: { detail: ScheduledPayment; datePattern: string }) {
  // The rows are the server's payment-fee section (config get-form).
  const forms = useDisbursementSelector((snapshot) => snapshot.context.forms);
  const rows = shownRows(sectionOf(forms, 'payment-fee'), detail, forms?.domains ?? {}, datePattern);
  return (
    <>
      <Text fontSize="md" mb="1">
        {say('disbursement.term.detailOf', { number: detail.number, date: shortDate(detail.dueDate, datePattern) })}
      </Text>
      <chakra.dl display="grid" gridTemplateColumns="minmax(0, 1fr) auto" columnGap="4" rowGap="0.5" fontSize="md" m="0">
        {rows.map((row) => (
          <Box key={row.key} display="contents" fontWeight={row.emphasis ? 'bold' : undefined}>
            <dt>{row.label}</dt>
            <chakra.dd m="0" textAlign="end" fontVariantNumeric="tabular-nums">
              {row.text}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </>
  );
}
