// The Rates & Terms page (issue 18, decision 0760): what a loan costs in each state the brand lends in, with a loan
// worked through. Every figure is the server's (get-rates-and-terms: the pricing module and the domain's loan math
// for a loan funded on the day shown); this view only lays them out.
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { RETRY } from '#machines/kit/retry.ts';
import type { RatesAndTerms, StateTerms, TermTier } from '#src/api/contract/legal.ts';
import { formatCurrency, formatPercentPoints } from '#src/domain/format.ts';
import { RetryButton } from '#src/ui/retry-button.tsx';
import { useDatePattern } from '../app-actor.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { Notice } from '#src/ui/notice.tsx';
import { DataTable, type Column } from '#src/ui/data-table/data-table.tsx';
import { Section } from '#src/ui/section.tsx';
import { useNarrow } from '#src/ui/use-narrow.ts';
import { dayDate } from '#src/domain/format.ts';
import { loadStageOf, useLegalActor, useLegalSelector, useLender } from './legal-actor.ts';
import { LegalPage } from './parts/legal-page.tsx';
import { Loading } from './parts/loading.tsx';
import { ContactBlock } from './parts/prose.tsx';
import { i18n } from '#src/i18n/words.ts';
import { RichWords, say } from './parts/words.ts';

const amounts = (from: number, to: number) =>
  from === to ? formatCurrency(from) : say('legal.rates.range', { from: formatCurrency(from), to: formatCurrency(to) });
const weeks = (from: number, to: number) => (from === to ? say('legal.rates.weeks', { count: from }) : say('legal.rates.weeksRange', { from, to }));
const aprRange = (state: Pick<StateTerms, 'aprMinPercent' | 'aprMaxPercent'>) =>
  state.aprMinPercent === state.aprMaxPercent
    ? formatPercentPoints(state.aprMinPercent)
    : say('legal.rates.range', { from: formatPercentPoints(state.aprMinPercent), to: formatPercentPoints(state.aprMaxPercent) });
/** A list read as the active language says it: 'a or b', 'a and b'. */
const listOf = (items: readonly string[], type: 'conjunction' | 'disjunction') => new Intl.ListFormat(i18n.locale, { type }).format(items);

const licenceText = ({ licence }: StateTerms) => say(licence.sample ? 'legal.rates.sampleLicence' : 'legal.rates.licence', { number: licence.number });
const termText = (state: StateTerms) => weeks(state.terms[0]!.termWeeks, state.terms[state.terms.length - 1]!.termWeeks);
const interestText = (state: StateTerms) => listOf(state.interestRatesPercent.map(formatPercentPoints), 'disjunction');
const aprText = (state: StateTerms) =>
  state.aprCapPercent === null ? aprRange(state) : say('legal.rates.aprWithCap', { apr: aprRange(state), cap: state.aprCapPercent });

/** The columns of the terms by amount (headers read from the catalog when the table renders). */
const tierColumns = (): readonly Column<TermTier>[] => [
  { header: say('legal.rates.column.amount'), cell: (tier) => amounts(tier.fromCents, tier.toCents), align: 'start', inTitle: true },
  { header: say('legal.rates.column.term'), cell: (tier) => say('legal.rates.weeks', { count: tier.termWeeks }) },
  { header: say('legal.rates.column.weekly'), cell: (tier) => say('legal.rates.payments', { count: tier.weeklyPayments }) },
  { header: say('legal.rates.column.biWeekly'), cell: (tier) => say('legal.rates.payments', { count: tier.biWeeklyPayments }) },
];

const stateColumns = (): readonly Column<StateTerms>[] => [
  {
    header: say('legal.rates.column.state'),
    cell: (state) => (
      <>
        {state.stateName}
        <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="fg.muted">
          {licenceText(state)}
        </Text>
      </>
    ),
    align: 'start',
    inTitle: true,
  },
  { header: say('legal.rates.column.amounts'), cell: (state) => amounts(state.minAmountCents, state.maxAmountCents) },
  { header: say('legal.rates.column.term'), cell: termText },
  { header: say('legal.rates.column.interestRate'), cell: interestText },
  { header: say('legal.rates.column.apr'), cell: aprText },
];

/** The widest reach of the program's terms: the tiers of the state with the most amounts. */
const programTiers = (rates: RatesAndTerms) =>
  rates.states.reduce((widest, state) => (state.maxAmountCents - state.minAmountCents > widest.maxAmountCents - widest.minAmountCents ? state : widest)).terms;

function Figure({ label, value, detail, name }: { label: string; value: string; detail: string; name: string }) {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l2" p="4" bg="bg" {...{ [`data-example-${name}`]: value }}>
      <chakra.dt fontWeight="bold" fontSize="md">
        {label}
      </chakra.dt>
      <chakra.dd m="0" fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" color="brand.fg">
        {value}
      </chakra.dd>
      <chakra.dd m="0" fontSize="sm" color="fg.muted">
        {detail}
      </chakra.dd>
    </Box>
  );
}

function WorkedExample({ rates }: { rates: RatesAndTerms }) {
  const pattern = useDatePattern();
  const { example } = rates;
  const payments = listOf(
    example.paymentGroups.map((group) => say('legal.rates.example.paymentGroup', { count: group.count, amount: formatCurrency(group.amountCents) })),
    'conjunction',
  );
  return (
    <Section id="example-title" title={say('legal.rates.example.title')} testId="worked-example">
      <Text fontSize="md" lineHeight="tall" data-example-terms="">
        <RichWords
          id="legal.rates.example.terms"
          values={{
            amount: formatCurrency(example.amountCents),
            stateName: example.stateName,
            fundedOn: dayDate(example.fundedOn, pattern),
            frequency: example.paymentFrequency,
            count: example.paymentCount,
            payments,
            firstDueDate: dayDate(example.firstDueDate, pattern),
            rate: formatPercentPoints(example.interestRatePercent),
          }}
          parts={[<strong />, <strong />]}
        />
      </Text>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" m="0">
        <Figure
          name="apr"
          label={say('legal.rates.example.apr')}
          value={formatPercentPoints(example.aprPercent)}
          detail={say('legal.rates.example.aprDetail')}
        />
        <Figure
          name="finance-charge"
          label={say('legal.rates.example.financeCharge')}
          value={formatCurrency(example.financeChargeCents)}
          detail={say('legal.rates.example.financeChargeDetail')}
        />
        <Figure
          name="amount-financed"
          label={say('legal.rates.example.amountFinanced')}
          value={formatCurrency(example.amountFinancedCents)}
          detail={say('legal.rates.example.amountFinancedDetail')}
        />
        <Figure
          name="total-of-payments"
          label={say('legal.rates.example.totalOfPayments')}
          value={formatCurrency(example.totalOfPaymentsCents)}
          detail={say('legal.rates.example.totalOfPaymentsDetail')}
        />
      </SimpleGrid>
    </Section>
  );
}

const stateProps = (state: StateTerms) => ({
  'data-state': state.state,
  'data-apr': aprRange(state),
  'data-amounts': amounts(state.minAmountCents, state.maxAmountCents),
});

/** A table on a wide screen; on a phone one short entry per state (its figures on two lines), so 30 to 40 states stay a short scroll. */
function StatesTable({ states }: { states: readonly StateTerms[] }) {
  if (!useNarrow()) {
    return (
      <DataTable
        labelledBy="states-title"
        columns={stateColumns()}
        rows={states}
        rowKey={(state) => state.state}
        title={(state) => state.stateName}
        rowProps={stateProps}
      />
    );
  }
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-labelledby="states-title" borderTopWidth="1px" borderColor="border">
      {states.map((state) => (
        <Box as="li" key={state.state} py="2.5" borderBottomWidth="1px" borderColor="border" fontSize="sm" {...stateProps(state)}>
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="bold" fontSize="md">
              {state.stateName}
            </Text>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {say('legal.rates.phone.apr', { apr: aprText(state) })}
            </Text>
          </Flex>
          <Text color="fg.muted" fontVariantNumeric="tabular-nums">
            <RichWords
              id={state.licence.sample ? 'legal.rates.phone.figuresSample' : 'legal.rates.phone.figures'}
              values={{
                amounts: amounts(state.minAmountCents, state.maxAmountCents),
                term: termText(state),
                interest: interestText(state),
                number: state.licence.number,
              }}
              parts={[<Text as="span" whiteSpace="nowrap" />]}
            />
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function Figures({ rates }: { rates: RatesAndTerms }) {
  const pattern = useDatePattern();
  return (
    <>
      <Text fontSize="md" lineHeight="tall">
        <RichWords
          id="legal.rates.intro"
          values={{ programName: rates.programName, legalName: rates.legalName, asOf: dayDate(rates.asOf, pattern) }}
          parts={[<strong data-as-of={rates.asOf} />]}
        />
      </Text>
      <WorkedExample rates={rates} />
      <Section id="terms-title" title={say('legal.rates.terms.title')} testId="term-tiers">
        <Text fontSize="md">{say('legal.rates.terms.lead')}</Text>
        <DataTable
          labelledBy="terms-title"
          columns={tierColumns()}
          rows={programTiers(rates)}
          rowKey={(tier) => String(tier.fromCents)}
          title={(tier) => amounts(tier.fromCents, tier.toCents)}
        />
      </Section>
      <Section id="fees-title" title={say('legal.rates.fees.title')} testId="fees">
        <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: '14rem 1fr' }} columnGap="6" rowGap={{ base: '1', md: '3' }} m="0" fontSize="md">
          {rates.fees.map((fee) => (
            <Box key={fee.label} display="contents">
              <chakra.dt fontWeight="bold" mt={{ base: '2', md: '0' }}>
                {fee.label}
              </chakra.dt>
              <chakra.dd m="0" lineHeight="tall">
                {fee.description}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      </Section>
      <Section id="states-title" title={say('legal.rates.states.title', { count: rates.states.length })} testId="states">
        <StatesTable states={rates.states} />
        <Text fontSize="sm" color="fg.muted" lineHeight="tall">
          {rates.method}
        </Text>
      </Section>
      <Section id="not-served-title" title={say('legal.rates.notServed.title')} testId="not-served">
        <Text fontSize="md" lineHeight="tall">
          {rates.notServed.map((state) => state.stateName).join(', ')}.
        </Text>
      </Section>
    </>
  );
}

export function RatesAndTermsView({ heading }: RoutedViewProps) {
  const actor = useLegalActor();
  const lender = useLender();
  const rates = useLegalSelector((snapshot) => snapshot.context.ratesAndTerms);
  const stage = useLegalSelector((snapshot) => loadStageOf(snapshot));
  const error = useLegalSelector((snapshot) => snapshot.context.error);
  return (
    <LegalPage
      heading={heading}
      byline={rates ? say('legal.byline.program', { programName: rates.programName, legalName: lender.legalName }) : lender.legalName}
    >
      {stage === 'failed' ? (
        <Stack gap="3" align="flex-start">
          <Notice tone="error">{error ?? say('legal.rates.loadFailed')}</Notice>
          <Text fontSize="md">{say('legal.rates.loadFailedLead')}</Text>
          <RetryButton loading={false} onRetry={() => actor.send(RETRY)} />
        </Stack>
      ) : rates ? (
        <Figures rates={rates} />
      ) : (
        <Loading label={say('legal.rates.loading')} />
      )}
      <ContactBlock lender={lender} title={say('legal.rates.contactTitle')} />
    </LegalPage>
  );
}
