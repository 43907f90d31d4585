// The preview of an option before it is confirmed: what will be taken, when and how, and how it splits; a
// payoff quote's good-through date and what each day later adds; the new schedule a change leads to, with
// what it saves; after a one-time payment, the schedule with what it pays on the next payments due. Then the
// refusal, if any, and the two buttons: confirm (busy while saving, so a second click sends nothing) and change.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import type { PaymentOption } from '#machines/repayment/pages.ts';
import type { CardOnFile, PaymentAnswer } from '#machines/repayment/types.ts';
import type { NewSchedule, PaymentQuote, PayoffQuote } from '#src/api/contract/repayment.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { useAppSelector, useDatePattern } from '../../app-actor.ts';
import { Notice } from '#src/ui/notice.tsx';
import { optionStageOf, useRepaymentActor, useRepaymentSelector } from '../repayment-actor.ts';
import { MoneyRows, type MoneyRow } from '#src/ui/money-rows.tsx';
import { ScheduleTable } from './schedule-table.tsx';
import { Section } from '#src/ui/section.tsx';
import { dayDate } from './wording.ts';
import { RichWords, say } from './words.ts';

const isPayoff = (quote: PaymentQuote | PayoffQuote): quote is PayoffQuote => 'goodThroughDate' in quote;

function splitRows(quote: PaymentQuote): MoneyRow[] {
  return [
    { label: say('repayment.schedule.principal'), value: formatCurrency(quote.principalCents), testId: 'quote-principal' },
    {
      label: say(isPayoff(quote) ? 'repayment.review.interestToDay' : 'repayment.schedule.interest'),
      value: formatCurrency(quote.interestCents),
      testId: 'quote-interest',
    },
    { label: say('repayment.review.loanFees'), value: formatCurrency(quote.feeCents) },
    ...(quote.transactionFeeCents > 0
      ? [{ label: say('repayment.review.cardFee'), value: formatCurrency(quote.transactionFeeCents), testId: 'quote-card-fee' }]
      : []),
    { label: say('repayment.table.total'), value: formatCurrency(quote.amountCents), total: true, testId: 'quote-amount' },
  ];
}

function QuoteBox({ option, quote, card }: { option: PaymentOption; quote: PaymentQuote; card: CardOnFile | null }) {
  const pattern = useDatePattern();
  const how =
    quote.mode === PAYMENT_MODE.debitCard
      ? card
        ? say('repayment.review.fromCard', { brand: card.brand, last4: card.last4 })
        : say('repayment.review.fromDebitCard')
      : say('repayment.review.fromAch');
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
      gap="5"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      p={{ base: 4, md: 5 }}
      data-quote=""
    >
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {say(option === 'payOff' ? 'repayment.review.payoffAmount' : 'repayment.review.youPay')}
        </Text>
        <Text fontSize="4xl" fontWeight="bold" color="brand.fg" fontVariantNumeric="tabular-nums" lineHeight="short" data-quote-total="">
          {formatCurrency(quote.amountCents)}
        </Text>
        <Text fontSize="md">
          <RichWords id="repayment.withdrawal.on" values={{ date: dayDate(quote.paymentDate, pattern) }} parts={[<strong />]} />
        </Text>
        <Text fontSize="md" color="fg.muted">
          {say('repayment.review.from', { how })}
        </Text>
        {isPayoff(quote) && (
          <Text fontSize="md" mt="2" data-good-through="" data-date={quote.goodThroughDate}>
            <RichWords
              id="repayment.review.goodThrough"
              values={{ date: dayDate(quote.goodThroughDate, pattern), daily: formatCurrency(quote.dailyInterestCents) }}
              parts={[<strong />]}
            />
          </Text>
        )}
      </Stack>
      <MoneyRows rows={splitRows(quote)} />
    </Box>
  );
}

/** 'before → after', read as 'before to after'. */
function Arrow() {
  return (
    <>
      <chakra.span aria-hidden="true">→</chakra.span>
      <chakra.span srOnly>{say('repayment.review.arrow')}</chakra.span>
    </>
  );
}

/**
 * What a schedule becomes: 'plan' a new one (pay off in N, a change of paydays), 'extra' after an extra amount
 * (fewer payments, each keeping its amount), 'payDown' after a one-time payment (what it pays on the next ones due).
 */
export type ScheduleChangeKind = 'plan' | 'extra' | 'payDown';

export function ScheduleChange({ schedule, kind }: { schedule: NewSchedule; kind: ScheduleChangeKind }) {
  const count = schedule.installments.length;
  const fewer = schedule.previousCount - count;
  // What is left to pay: a payment partly paid by a one-time payment counts only what it still needs.
  const stillToPayCents = schedule.installments.reduce((sum, one) => sum + one.paymentCents - one.paidCents, 0);
  return (
    <Section id="new-schedule-title" title={say(kind === 'plan' ? 'repayment.review.newSchedule' : 'repayment.review.scheduleAfter')} testId="new-schedule">
      <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
        <Box borderWidth="1px" borderColor="border" borderRadius="l2" p="3" data-count-change={`${schedule.previousCount} ${count}`}>
          <Text fontSize="sm" color="fg.muted">
            {say('repayment.review.paymentsLeft')}
          </Text>
          <Text fontSize="xl" fontWeight="bold">
            {schedule.previousCount} <Arrow /> {count}
          </Text>
          {kind === 'extra' && fewer > 0 && (
            <Text fontSize="sm" color="fg.success" fontWeight="semibold">
              {say('repayment.review.fewer', { count: fewer })}
            </Text>
          )}
        </Box>
        <Box borderWidth="1px" borderColor="border" borderRadius="l2" p="3" data-total-change={`${schedule.previousTotalCents} ${stillToPayCents}`}>
          <Text fontSize="sm" color="fg.muted">
            {say('repayment.review.stillToPay')}
          </Text>
          <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
            {formatCurrency(schedule.previousTotalCents)} <Arrow /> {formatCurrency(stillToPayCents)}
          </Text>
        </Box>
      </Box>
      <ScheduleTable
        labelledBy="new-schedule-title"
        installments={schedule.installments}
        totals={kind === 'payDown' ? { ...schedule.totals, paidCents: schedule.installments.reduce((sum, one) => sum + one.paidCents, 0) } : schedule.totals}
        withPaid={kind === 'payDown'}
      />
    </Section>
  );
}

/** The ways to pay that take money (pay off in N takes none, so it authorizes no payment). */
const AUTHORIZATION = {
  payOff: 'repayment.review.authorizationPayOff',
  payFixedAmount: 'repayment.review.authorizationExtra',
  payDown: 'repayment.review.authorizationPayDown',
} as const satisfies Partial<Record<PaymentOption, string>>;

/** The authorization the borrower gives by confirming, with what the payment does to the other scheduled payments. */
export function reviewAuthorization(option: keyof typeof AUTHORIZATION, values: { lender: string; amount: string; date: string; from: string }): string {
  return say(AUTHORIZATION[option], values);
}

export function PaymentReview({ option, preview }: { option: PaymentOption; preview: PaymentAnswer }) {
  const actor = useRepaymentActor();
  const stage = useRepaymentSelector(optionStageOf);
  const error = useRepaymentSelector((snapshot) => snapshot.context.error);
  const card = useRepaymentSelector((snapshot) => snapshot.context.card);
  const lender = useAppSelector((snapshot) => snapshot.context.portfolio?.legalName ?? snapshot.context.portfolio?.portfolioName ?? say('repayment.review.us'));
  const pattern = useDatePattern();
  const saving = stage === 'saving';
  const saved = stage === 'saved';
  const { quote, schedule } = preview;
  const confirmLabel = quote ? say('repayment.review.confirm', { amount: formatCurrency(quote.amountCents) }) : say('repayment.review.confirmPlan');
  return (
    <Stack gap="6" data-review="">
      <Text fontSize="md">{say(quote ? 'repayment.review.check' : 'repayment.review.checkPlan')}</Text>
      {quote && <QuoteBox option={option} quote={quote} card={card} />}
      {schedule && <ScheduleChange schedule={schedule} kind={option === 'payFixedAmount' ? 'extra' : option === 'payDown' ? 'payDown' : 'plan'} />}
      {quote && option !== 'payOffInN' && (
        <Text fontSize="sm" color="fg.muted" data-authorization="">
          {reviewAuthorization(option, {
            lender,
            amount: formatCurrency(quote.amountCents),
            date: dayDate(quote.paymentDate, pattern),
            from: say(quote.mode === PAYMENT_MODE.debitCard ? 'repayment.review.fromDebitCard' : 'repayment.review.fromBankOnFile'),
          })}
        </Text>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      {saved && <Notice tone="success">{say(quote ? 'repayment.review.confirmed' : 'repayment.review.planSaved')}</Notice>}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button
          size="lg"
          colorPalette="brand"
          px="8"
          loading={saving || saved}
          loadingText={say(quote ? 'repayment.review.making' : 'repayment.review.savingPlan')}
          disabled={stage !== 'reviewing'}
          onClick={() => actor.send({ type: 'payment.confirm' })}
          data-confirm=""
        >
          {confirmLabel}
        </Button>
        <Button size="lg" variant="outline" colorPalette="brand" disabled={stage !== 'reviewing'} onClick={() => actor.send({ type: 'payment.edit' })}>
          {say('repayment.review.change')}
        </Button>
      </Stack>
    </Stack>
  );
}
