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
import { TextField } from '#src/ui/forms/text-field.tsx';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import { useDatePattern } from '../../app-actor.ts';
import { OptionCards } from '#src/ui/option-cards/option-cards.tsx';
import { SelectField } from '#src/ui/forms/choice-fields.tsx';
import { fieldId, useStepForm } from '#src/ui/forms/use-step-form.ts';
import { CardEntry } from '#src/ui/debit-card/card-entry.tsx';
import { dayDate } from '#src/domain/format.ts';
import { scheduleStageOf, useCouponActor, useCouponSelector } from '../coupon-actor.ts';
import { initialValuesOf, paymentValuesOf, planOf, planSchemaOf, typedTotal, type PlanValues } from './plan-rules.ts';
import { PlanTotal } from './plan-total.tsx';
import { SubmitButton } from '#src/ui/forms/submit-button.tsx';
import { RichWords, say } from '../words.ts';

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
              label={say('coupon.plan.countLabel')}
              hint={say('coupon.plan.countHint', { max: details.offer.maxPayments })}
              options={paymentCounts(details.offer).map((each) => ({ value: each, label: say('coupon.plan.countOption', { count: each }) }))}
            />
          ) : (
            <Text fontSize="md">
              <RichWords id="coupon.plan.onePayment" values={{ amount: formatCurrency(details.offer.settlementCents) }} parts={[<strong />]} />
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
                  {count === 1 ? say('coupon.plan.yourPayment') : say('coupon.plan.paymentOf', { number: index + 1, count })}
                </Text>
                <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 14rem)' }} columnGap="4" alignItems="end">
                  <SelectField
                    {...form.choice(`payments.${index}.paymentDate`)}
                    label={say('coupon.plan.dateLabel')}
                    placeholder={say('coupon.plan.datePlaceholder')}
                    options={dates}
                  />
                  {plan ? (
                    <TextField
                      {...form.text(`payments.${index}.amount`)}
                      label={say('coupon.plan.amountLabel')}
                      inputMode="decimal"
                      autoComplete="off"
                      disabled={busy}
                    />
                  ) : (
                    <Stack gap="1.5" pb="2">
                      <Text fontWeight="semibold" fontSize="md">
                        {say('coupon.plan.amount')}
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
            label={say('coupon.plan.modeLabel')}
            options={details.methods.map((mode) =>
              mode === PAYMENT_MODE.ach
                ? {
                    value: mode,
                    label: say('coupon.plan.achLabel'),
                    description: say('coupon.plan.achMeans', { last4: details.accountLast4 || 'none' }),
                    cost: say('coupon.plan.noFee'),
                  }
                : {
                    value: mode,
                    label: say('coupon.plan.cardLabel'),
                    description: say('coupon.plan.cardMeans'),
                    cost: details.cardFeeCents === 0 ? say('coupon.plan.noFee') : say('coupon.plan.cardFee', { fee: formatCurrency(details.cardFeeCents) }),
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
      <SubmitButton form="plan-form" loading={previewing} loadingText={say('coupon.plan.preparing')} disabled={busy}>
        {say('coupon.plan.review')}
      </SubmitButton>
      <Text color="fg.muted" fontSize="sm">
        {say('coupon.plan.nothingYet')}
      </Text>
    </Stack>
  );
}
