// /repayment/make-a-payment: the ways to pay the server offers for this loan (get-payment-option), each a
// card saying what it does and, where known, what it takes; choosing one opens its page. A loan with
// collections is offered fewer ways, and the page says so.
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { MAKE_PAYMENT_PAGE, PAYMENT_OPTIONS, type PaymentOption } from '#machines/repayment/pages.ts';
import type { RepaymentOptions } from '#src/api/contract/repayment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { telHref } from '#src/ui/contact.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { useAppSelector, useDatePattern } from '../app-actor.ts';
import { FlowPage } from '../disbursement/parts/flow-page.tsx';
import { Callout } from './parts/callout.tsx';
import { ChoiceButton, type Choice } from './parts/choice-button.tsx';
import { dayDate } from './parts/wording.ts';
import { useRepaymentActor, useRepaymentSelector } from './repayment-actor.ts';

/** [2, 3, 4] -> '2, 3 or 4'. */
const countsWords = (counts: readonly number[]) => (counts.length <= 1 ? counts.join('') : `${counts.slice(0, -1).join(', ')} or ${counts[counts.length - 1]}`);

function choiceOf(option: PaymentOption, options: RepaymentOptions): Choice {
  switch (option) {
    case 'payOff':
      return {
        title: 'Pay off your loan',
        text: 'Pay everything you owe in one payment and close your loan. No penalty for paying early.',
        detail: options.payOff ? `About ${formatCurrency(options.payOff.payoffTodayCents)} today` : undefined,
      };
    case 'payFixedAmount':
      return {
        title: 'Pay an extra amount',
        text: 'Pay more than is due. It goes to what you owe, so you pay less interest and have fewer payments left.',
        detail: options.payFixedAmount ? `${formatCurrency(options.payFixedAmount.minCents)} to ${formatCurrency(options.payFixedAmount.maxCents)}` : undefined,
      };
    case 'payOffInN':
      return {
        title: 'Pay off in installments',
        text: 'Spread what you owe over a few payments on your paydays. Nothing is taken today.',
        detail: options.payOffInN ? `${countsWords(options.payOffInN.counts)} payments` : undefined,
      };
    case 'payDown':
      return {
        title: 'Make a one-time payment',
        text: 'Pay an amount you choose on a day you choose. It goes to what is due first.',
        detail: options.payDown ? `${formatCurrency(options.payDown.minCents)} to ${formatCurrency(options.payDown.maxCents)}` : undefined,
      };
  }
}

export function MakePaymentView({ heading }: RoutedViewProps) {
  const actor = useRepaymentActor();
  const options = useRepaymentSelector((snapshot) => snapshot.context.loaded?.options ?? null);
  const next = useRepaymentSelector((snapshot) => snapshot.context.loaded?.details.nextPayment ?? null);
  const pastDue = useRepaymentSelector((snapshot) => snapshot.context.loaded?.details.pastDueCents ?? 0);
  const error = useRepaymentSelector((snapshot) => snapshot.context.error);
  const phone = useAppSelector((snapshot) => snapshot.context.portfolio?.customerServicePhone ?? null);
  const pattern = useDatePattern();
  if (!options) return null;
  const offered = PAYMENT_OPTIONS.filter((option) => options[option] !== null);
  return (
    <FlowPage meta={MAKE_PAYMENT_PAGE} heading={heading} error={error}>
      {pastDue > 0 && (
        <Text fontSize="md" color="fg.error" fontWeight="semibold" data-past-due="">
          {formatCurrency(pastDue)} is past due. Please pay it as soon as you can.
        </Text>
      )}
      {next && (
        <Text fontSize="md">
          Your next payment is <strong>{formatCurrency(next.amountCents)}</strong>, due {dayDate(next.dueDate, pattern)}.
        </Text>
      )}
      {options.inCollection && (
        <Callout tone="warning" testId="collection-note">
          Your loan is with our collections team, so online you can only {offered.length > 0 ? 'use the ways to pay below' : 'see your loan'}. For anything
          else, please call us{phone ? ' at ' : ''}
          {phone && (
            <Link href={telHref(phone)} variant="underline" fontWeight="semibold">
              {phone}
            </Link>
          )}
          .
        </Callout>
      )}
      <Text fontSize="lg" fontWeight="bold" as="h2">
        How would you like to pay?
      </Text>
      {offered.length === 0 ? (
        <Text fontSize="md">No online payment is available for this loan right now. Please call us.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {offered.map((option) => (
            <li key={option}>
              <ChoiceButton data-option={option} choice={choiceOf(option, options)} onChoose={() => actor.send({ type: 'repayment.choose', option })} />
            </li>
          ))}
        </Stack>
      )}
    </FlowPage>
  );
}
