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
import { FlowPage } from '#src/ui/flow-page.tsx';
import { Callout } from '#src/ui/callout.tsx';
import { ChoiceButton, type Choice } from './parts/choice-button.tsx';
import { dayDate } from './parts/wording.ts';
import { useRepaymentActor, useRepaymentSelector } from './repayment-actor.ts';
import { RichWords, say } from './parts/words.ts';

/** [2, 3, 4] -> '2, 3 or 4'. */
const countsWords = (counts: readonly number[]) =>
  counts.length <= 1 ? counts.join('') : say('repayment.options.countsList', { first: counts.slice(0, -1).join(', '), last: counts[counts.length - 1]! });

function choiceOf(option: PaymentOption, options: RepaymentOptions): Choice {
  switch (option) {
    case 'payOff':
      return {
        title: say('repayment.options.payOff'),
        text: say('repayment.options.payOffText'),
        detail: options.payOff ? say('repayment.options.payOffDetail', { amount: formatCurrency(options.payOff.payoffTodayCents) }) : undefined,
      };
    case 'payFixedAmount':
      return {
        title: say('repayment.options.payFixedAmount'),
        text: say('repayment.options.payFixedAmountText'),
        detail: options.payFixedAmount
          ? say('repayment.options.range', { min: formatCurrency(options.payFixedAmount.minCents), max: formatCurrency(options.payFixedAmount.maxCents) })
          : undefined,
      };
    case 'payOffInN':
      return {
        title: say('repayment.options.payOffInN'),
        text: say('repayment.options.payOffInNText'),
        detail: options.payOffInN ? say('repayment.options.payOffInNDetail', { counts: countsWords(options.payOffInN.counts) }) : undefined,
      };
    case 'payDown':
      return {
        title: say('repayment.options.payDown'),
        text: say('repayment.options.payDownText'),
        detail: options.payDown
          ? say('repayment.options.range', { min: formatCurrency(options.payDown.minCents), max: formatCurrency(options.payDown.maxCents) })
          : undefined,
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
          {say('repayment.options.pastDue', { amount: formatCurrency(pastDue) })}
        </Text>
      )}
      {next && (
        <Text fontSize="md">
          <RichWords
            id="repayment.options.next"
            values={{ amount: formatCurrency(next.amountCents), date: dayDate(next.dueDate, pattern) }}
            parts={[<strong />]}
          />
        </Text>
      )}
      {options.inCollection && (
        <Callout tone="warning" testId="collection-note">
          {phone ? (
            <RichWords
              id={offered.length > 0 ? 'repayment.options.collectionPay' : 'repayment.options.collectionSee'}
              values={{ phone }}
              parts={[<Link href={telHref(phone)} variant="underline" fontWeight="semibold" />]}
            />
          ) : (
            say(offered.length > 0 ? 'repayment.options.collectionPayNoPhone' : 'repayment.options.collectionSeeNoPhone')
          )}
        </Callout>
      )}
      <Text fontSize="lg" fontWeight="bold" as="h2">
        {say('repayment.options.question')}
      </Text>
      {offered.length === 0 ? (
        <Text fontSize="md">{say('repayment.options.none')}</Text>
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
