// The schedule form: how many payments (1 for a discount, up to the offer's most for a plan), each payment's
// day among those offered and its amount (an even split to start with; a plan's can be changed, with the
// total kept in view), and the way to pay with its fee shown before choosing (a debit card entered beside it).
// Submitting asks for the preview; the machine remembers what was sent, so "Change" comes back to it.
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { offeredDates, paymentCounts } from '#machines/coupon/plan.ts';
import type { CouponDetails } from '#src/api/contract/coupon.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { TextField } from '../../account/parts/text-field.tsx';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import { useDatePattern } from '../../app-actor.ts';
import { OptionCards } from '../../disbursement/parts/option-cards.tsx';
import { SelectField } from '../../guidance/parts/choice-fields.tsx';
import { fieldId, useStepForm } from '../../guidance/parts/use-step-form.ts';
import { CardEntry } from '../../repayment/parts/card-section.tsx';
import { dayDate } from '../../repayment/parts/wording.ts';
import { scheduleStageOf, useCouponActor, useCouponSelector } from '../coupon-actor.ts';
import { initialValuesOf, paymentValuesOf, planOf, planSchemaOf, typedTotal, type PlanValues } from './plan-rules.ts';
import { PlanTotal } from './plan-total.tsx';
import { SubmitButton } from '#src/ui/forms/submit-button.tsx';

export function PlanForm({ details }: { details: CouponDetails }) {
  const actor = useCouponActor();
  const remembered = useCouponSelector((snapshot) => snapshot.context.plan);
  const stage = useCouponSelector(scheduleStageOf);
  const refusal = useCouponSelector((snapshot) => snapshot.context.error);
  const card = useCouponSelector((snapshot) => snapshot.context.card);
  const cardError = useCouponSelector((snapshot) => snapshot.context.cardError);
  const pattern = useDatePattern();
  const form = useStepForm<PlanValues>({
    initialValues: initialValuesOf(details, remembered),
    schema: planSchemaOf(details),
    refusal,
    onSubmit: (values) => actor.send({ type: 'plan.preview', ...planOf(values) }),
  });
  const { values } = form.formik;
  const previewing = stage === 'previewing';
  const busy = previewing || stage === 'tokenizing';
  const plan = details.offer.kind === 'plan';
  const dates = offeredDates(details).map((date) => ({ value: date, label: dayDate(date, pattern) }));
  const byCard = values.mode === String(PAYMENT_MODE.debitCard);
  const count = values.payments.length;
  const chooseCount = (text: string) => {
    void form.formik.setValues({ ...values, count: text, payments: paymentValuesOf(details, Number(text)) });
  };

  return (
    <Stack gap="5">
      <form id="plan-form" noValidate onSubmit={form.formik.handleSubmit} aria-busy={previewing}>
        <Stack gap="5">
          <ErrorSummary items={form.summary} focusKey={form.focusKey} />
          {plan ? (
            <SelectField
              {...form.choice('count')}
              onChange={chooseCount}
              label="Number of payments"
              hint={`Up to ${details.offer.maxPayments}, each on or before the offer’s last day. We split the amount evenly; you can change each amount.`}
              options={paymentCounts(details.offer).map((each) => ({ value: each, label: each === 1 ? '1 payment' : `${each} payments` }))}
            />
          ) : (
            <Text fontSize="md">
              One payment of <strong>{formatCurrency(details.offer.settlementCents)}</strong> settles your loan.
            </Text>
          )}
          <Stack gap="4" as="ol" listStyleType="none" m="0" p="0">
            {values.payments.map((_, index) => (
              <Box
                as="li"
                key={`${count}-${index}`}
                borderWidth="1px"
                borderColor="border"
                borderRadius="l2"
                p={{ base: 3, md: 4 }}
                data-planned-payment={index + 1}
              >
                <Text fontWeight="bold" mb="2">
                  {count === 1 ? 'Your payment' : `Payment ${index + 1} of ${count}`}
                </Text>
                <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 14rem)' }} columnGap="4" alignItems="end">
                  <SelectField {...form.choice(`payments.${index}.paymentDate`)} label="Payment date" placeholder="Choose a day…" options={dates} />
                  {plan ? (
                    <TextField {...form.text(`payments.${index}.amount`)} label="Amount (US dollars)" inputMode="decimal" autoComplete="off" disabled={busy} />
                  ) : (
                    <Stack gap="1.5" pb="2">
                      <Text fontWeight="semibold" fontSize="md">
                        Amount
                      </Text>
                      <Text fontSize="lg" fontWeight="bold" data-fixed-amount="">
                        {formatCurrency(details.offer.settlementCents)}
                      </Text>
                    </Stack>
                  )}
                </Box>
              </Box>
            ))}
          </Stack>
          {plan && <PlanTotal id={fieldId('payments')} typedCents={typedTotal(values)} settlementCents={details.offer.settlementCents} />}
          <OptionCards
            {...form.choice('mode')}
            label="How will you pay?"
            options={details.methods.map((mode) =>
              mode === PAYMENT_MODE.ach
                ? {
                    value: mode,
                    label: 'Bank account (ACH)',
                    description: `From your bank account on file${details.accountLast4 ? ` ending ${details.accountLast4}` : ''}. It can take 1 to 3 business days to complete.`,
                    cost: 'No fee',
                  }
                : {
                    value: mode,
                    label: 'Debit card',
                    description: 'Charged to your debit card on each payment date.',
                    cost: details.cardFeeCents === 0 ? 'No fee' : `${formatCurrency(details.cardFeeCents)} fee per payment`,
                  },
            )}
            disabled={busy}
          />
        </Stack>
      </form>
      {byCard && (
        <CardEntry
          card={card}
          cardError={cardError}
          tokenizing={stage === 'tokenizing'}
          disabled={previewing}
          onSubmit={(entered) => actor.send({ type: 'card.submit', ...entered })}
          onChange={() => actor.send({ type: 'card.change' })}
        />
      )}
      <SubmitButton form="plan-form" loading={previewing} loadingText="Preparing your payments…" disabled={busy}>
        Review payments
      </SubmitButton>
      <Text color="fg.muted" fontSize="sm">
        Nothing is scheduled until you confirm on the next screen.
      </Text>
    </Stack>
  );
}
