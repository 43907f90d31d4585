// The Rates & Terms page (issue 18, decision 0760): what a loan costs in each state the brand lends in, with a loan
// worked through. Every figure is the server's (get-rates-and-terms: the pricing module and the domain's loan math
// for a loan funded on the day shown); this view only lays them out.
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { LEGAL_PAGES } from '#machines/legal/pages.ts';
import type { RatesAndTerms, StateTerms, TermTier } from '#src/api/contract/legal.ts';
import { formatCurrency, formatPercentPoints } from '#src/domain/format.ts';
import { RetryButton } from '#src/ui/retry-button.tsx';
import { useDatePattern } from '../app-actor.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { Notice } from '../guidance/parts/notice.tsx';
import { DataTable, type Column } from '../repayment/parts/data-table.tsx';
import { Section } from '../repayment/parts/section.tsx';
import { useNarrow } from '../repayment/parts/use-narrow.ts';
import { dayDate } from '../repayment/parts/wording.ts';
import { loadStageOf, useLegalActor, useLegalSelector, useLender } from './legal-actor.ts';
import { LegalPage } from './parts/legal-page.tsx';
import { Loading } from './parts/loading.tsx';
import { ContactBlock } from './parts/prose.tsx';

const amounts = (from: number, to: number) => (from === to ? formatCurrency(from) : `${formatCurrency(from)} to ${formatCurrency(to)}`);
const weeks = (from: number, to: number) => (from === to ? `${from} weeks` : `${from} to ${to} weeks`);
const aprRange = (state: Pick<StateTerms, 'aprMinPercent' | 'aprMaxPercent'>) =>
  state.aprMinPercent === state.aprMaxPercent
    ? formatPercentPoints(state.aprMinPercent)
    : `${formatPercentPoints(state.aprMinPercent)} to ${formatPercentPoints(state.aprMaxPercent)}`;

const licenceText = ({ licence }: StateTerms) => `${licence.sample ? 'Sample licence' : 'Licence'} no. ${licence.number}`;
const termText = (state: StateTerms) => weeks(state.terms[0]!.termWeeks, state.terms[state.terms.length - 1]!.termWeeks);
const aprText = (state: StateTerms) => `${aprRange(state)}${state.aprCapPercent === null ? '' : ` (${state.aprCapPercent}% cap)`}`;

const TIER_COLUMNS: readonly Column<TermTier>[] = [
  { header: 'Amount', cell: (tier) => amounts(tier.fromCents, tier.toCents), align: 'start', inTitle: true },
  { header: 'Term', cell: (tier) => `${tier.termWeeks} weeks` },
  { header: 'Weekly', cell: (tier) => `${tier.weeklyPayments} payments` },
  { header: 'Bi-weekly', cell: (tier) => `${tier.biWeeklyPayments} payments` },
];

const STATE_COLUMNS: readonly Column<StateTerms>[] = [
  {
    header: 'State',
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
  { header: 'Amounts', cell: (state) => amounts(state.minAmountCents, state.maxAmountCents) },
  { header: 'Term', cell: termText },
  { header: 'Interest rate', cell: (state) => state.interestRatesPercent.map(formatPercentPoints).join(' or ') },
  { header: 'APR', cell: aprText },
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
  const payments = example.paymentGroups.map((group) => `${group.count === 1 ? 'one' : group.count} of ${formatCurrency(group.amountCents)}`).join(' and ');
  return (
    <Section id="example-title" title="A loan, worked through" testId="worked-example">
      <Text fontSize="md" lineHeight="tall" data-example-terms="">
        Borrow <strong>{formatCurrency(example.amountCents)}</strong> in {example.stateName}, sent to your bank account by ACH on{' '}
        {dayDate(example.fundedOn, pattern)}, and repay it {example.paymentFrequency === 'weekly' ? 'weekly' : 'every two weeks'} by ACH:{' '}
        <strong>{example.paymentCount} payments</strong> ({payments}), the first on {dayDate(example.firstDueDate, pattern)}, at a simple interest rate of{' '}
        {formatPercentPoints(example.interestRatePercent)}.
      </Text>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" m="0">
        <Figure name="apr" label="Annual percentage rate" value={formatPercentPoints(example.aprPercent)} detail="The cost of your credit as a yearly rate." />
        <Figure
          name="finance-charge"
          label="Finance charge"
          value={formatCurrency(example.financeChargeCents)}
          detail="The dollar amount the credit will cost you."
        />
        <Figure
          name="amount-financed"
          label="Amount financed"
          value={formatCurrency(example.amountFinancedCents)}
          detail="The amount of credit provided to you or on your behalf."
        />
        <Figure
          name="total-of-payments"
          label="Total of payments"
          value={formatCurrency(example.totalOfPaymentsCents)}
          detail="What you will have paid after all payments as scheduled."
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
        columns={STATE_COLUMNS}
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
              APR {aprText(state)}
            </Text>
          </Flex>
          <Text color="fg.muted" fontVariantNumeric="tabular-nums">
            {amounts(state.minAmountCents, state.maxAmountCents)} · {termText(state)} · interest{' '}
            {state.interestRatesPercent.map(formatPercentPoints).join(' or ')} · {state.licence.sample ? 'sample licence' : 'licence'} no.{' '}
            <Text as="span" whiteSpace="nowrap">
              {state.licence.number}
            </Text>
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
        What a {rates.programName} from {rates.legalName} costs in each state where we lend. Every figure is calculated from our current pricing for a loan
        funded on <strong data-as-of={rates.asOf}>{dayDate(rates.asOf, pattern)}</strong>. The annual percentage rate (APR) is the yearly cost of a loan,
        interest and fees included; your own loan&apos;s APR, payments and dates are shown before you sign, and you owe nothing until you do.
      </Text>
      <WorkedExample rates={rates} />
      <Section id="terms-title" title="How long you repay" testId="term-tiers">
        <Text fontSize="md">The term grows with the amount. You choose weekly or bi-weekly payments on your paydays.</Text>
        <DataTable
          labelledBy="terms-title"
          columns={TIER_COLUMNS}
          rows={programTiers(rates)}
          rowKey={(tier) => String(tier.fromCents)}
          title={(tier) => amounts(tier.fromCents, tier.toCents)}
        />
      </Section>
      <Section id="fees-title" title="Interest, fees and charges" testId="fees">
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
      <Section id="states-title" title={`Rates by state (${rates.states.length} states)`} testId="states">
        <StatesTable states={rates.states} />
        <Text fontSize="sm" color="fg.muted" lineHeight="tall">
          {rates.method}
        </Text>
      </Section>
      <Section id="not-served-title" title="States where we do not lend" testId="not-served">
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
  const stage = useLegalSelector((snapshot) => loadStageOf(snapshot, 'ratesAndTerms'));
  const error = useLegalSelector((snapshot) => snapshot.context.error);
  return (
    <LegalPage meta={LEGAL_PAGES.ratesAndTerms} heading={heading} byline={rates ? `${rates.programName} · ${lender.legalName}` : lender.legalName} wide>
      {stage === 'failed' ? (
        <Stack gap="3" align="flex-start">
          <Notice tone="error">{error ?? 'We could not load our rates.'}</Notice>
          <Text fontSize="md">Nothing has changed about our rates; please try again in a moment.</Text>
          <RetryButton loading={false} onRetry={() => actor.send({ type: 'legal.retry' })} />
        </Stack>
      ) : rates ? (
        <Figures rates={rates} />
      ) : (
        <Loading label="Calculating our rates…" />
      )}
      <ContactBlock lender={lender} title="Questions about a rate?" />
    </LegalPage>
  );
}
