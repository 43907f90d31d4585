// An option's form: the payment date among the business days offered, the way to pay with each way's fee
// shown before choosing (a debit card is entered beside it), the amount for an extra or one-time payment
// within the server's range, or the number of payments for paying off in installments. Submitting asks for
// the preview; the machine remembers what was sent, so "Change" on the review comes back to it.
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import * as v from 'valibot';
import type { PaymentOption } from '#machines/repayment/pages.ts';
import type { LoadedLoan, PaymentForm as MachineForm } from '#machines/repayment/types.ts';
import type { PaymentMethod, RepaymentOptions } from '#src/api/contract/repayment.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { centsToDollars, dollarsToCents } from '#src/domain/dollars.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import { useAppSelector } from '../../app-actor.ts';
import { DatePicker } from '#src/ui/date-picker/date-picker.tsx';
import { OptionCards } from '#src/ui/option-cards/option-cards.tsx';
import { SelectField } from '#src/ui/forms/choice-fields.tsx';
import { useStepForm } from '#src/ui/forms/use-step-form.ts';
import { optionStageOf, useRepaymentActor, useRepaymentSelector } from '../repayment-actor.ts';
import { CardSection } from './card-section.tsx';
import { methodCost, methodName, repaymentFeeOf } from './wording.ts';
import { SubmitButton } from '#src/ui/forms/submit-button.tsx';
import { say } from './words.ts';

type Values = { paymentDate: string; mode: string; amount: string; count: string };

const takesAmount = (option: PaymentOption) => option === 'payFixedAmount' || option === 'payDown';

export const amountRangeMessage = (minCents: number, maxCents: number) =>
  say('repayment.pay.amountRange', { min: formatCurrency(minCents), max: formatCurrency(maxCents) });

/**
 * The amounts an option takes on the chosen date: the server's range for that date (up to its payoff, which grows
 * with the interest accrued to it), else the first date's. Null for an option without an amount.
 */
export function amountRangeOn(option: PaymentOption, options: RepaymentOptions, date: string): { minCents: number; maxCents: number } | null {
  const range = option === 'payFixedAmount' ? options.payFixedAmount : option === 'payDown' ? options.payDown : null;
  if (!range) return null;
  const onDate = range.byDate?.find((one) => one.date === date);
  return onDate ? { minCents: onDate.minCents, maxCents: onDate.maxCents } : { minCents: range.minCents, maxCents: range.maxCents };
}

/** An amount written well but outside the chosen date's range: the amount field's message (beside the schema's). */
export function amountChecks(option: PaymentOption, options: RepaymentOptions, values: Pick<Values, 'paymentDate' | 'amount'>): Record<string, string> {
  const range = amountRangeOn(option, options, values.paymentDate);
  const cents = dollarsToCents(values.amount.trim());
  if (!range || !Number.isFinite(cents) || (cents >= range.minCents && cents <= range.maxCents)) return {};
  return { amount: amountRangeMessage(range.minCents, range.maxCents) };
}

export function schemaOf(option: PaymentOption, loaded: LoadedLoan): v.GenericSchema {
  const { options } = loaded;
  if (option === 'payOffInN') {
    const counts = (options.payOffInN?.counts ?? []).map(String);
    return v.object({ count: v.picklist(counts, () => say('repayment.pay.countRequired')) });
  }
  const entries = {
    paymentDate: v.picklist(options.paymentDates, () => say('repayment.pay.dateRequired')),
    mode: v.picklist(options.methods.map(String), () => say('repayment.pay.methodRequired')),
  };
  if (!takesAmount(option)) return v.object(entries);
  // The range depends on the date chosen: amountChecks says it.
  return v.object({
    ...entries,
    amount: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(() => say('repayment.pay.amountRequired')),
      v.check(
        (text) => Number.isFinite(dollarsToCents(text)),
        () => say('repayment.pay.amountFormat'),
      ),
    ),
  });
}

/** What the option does, said before its form. */
function introOf(option: PaymentOption, { details, options }: LoadedLoan): string {
  switch (option) {
    case 'payOff':
      return say('repayment.pay.payOffIntro', { amount: formatCurrency(options.payOff?.payoffTodayCents ?? details.payoffTodayCents) });
    case 'payFixedAmount':
      return say('repayment.pay.payFixedAmountIntro');
    case 'payOffInN':
      return say('repayment.pay.payOffInNIntro', { balance: formatCurrency(details.balanceCents) });
    case 'payDown':
      return say('repayment.pay.payDownIntro');
  }
}

function initialValuesOf(form: MachineForm, loaded: LoadedLoan): Values {
  const { methods, paymentDates } = loaded.options;
  return {
    paymentDate: form.paymentDate ?? paymentDates[0] ?? '',
    mode: form.mode !== undefined ? String(form.mode) : methods.length === 1 ? String(methods[0]) : '',
    amount: form.amountCents !== undefined ? centsToDollars(form.amountCents) : '',
    count: form.count !== undefined ? String(form.count) : '',
  };
}

export function PaymentForm({ option, loaded }: { option: PaymentOption; loaded: LoadedLoan }) {
  const actor = useRepaymentActor();
  const remembered = useRepaymentSelector((snapshot) => snapshot.context.form);
  const stage = useRepaymentSelector(optionStageOf);
  const refusal = useRepaymentSelector((snapshot) => snapshot.context.error);
  const holidays = useAppSelector((snapshot) => snapshot.context.holidays);
  const form = useStepForm<Values>({
    initialValues: initialValuesOf(remembered, loaded),
    schema: schemaOf(option, loaded),
    check: (answers) => (takesAmount(option) ? amountChecks(option, loaded.options, answers as Values) : {}),
    refusal,
    onSubmit: (values) => {
      if (option === 'payOffInN') {
        actor.send({ type: 'payment.preview', count: Number(values.count) });
        return;
      }
      actor.send({
        type: 'payment.preview',
        paymentDate: values.paymentDate,
        mode: Number(values.mode) as PaymentMethod,
        ...(takesAmount(option) ? { amountCents: dollarsToCents(values.amount) } : {}),
      });
    },
  });
  const previewing = stage === 'previewing';
  const busy = previewing || stage === 'tokenizing';
  const { options, fees, details } = loaded;
  const dates = options.paymentDates;
  const range = amountRangeOn(option, options, form.formik.values.paymentDate);
  const byCard = option !== 'payOffInN' && form.formik.values.mode === String(PAYMENT_MODE.debitCard);
  const achLast4 = details.nextWithdrawal?.mode === PAYMENT_MODE.ach ? details.nextWithdrawal.accountLast4 : null;

  return (
    <Stack gap="5">
      <form id="payment-form" noValidate onSubmit={form.formik.handleSubmit} aria-busy={previewing}>
        <Stack gap="4">
          <ErrorSummary items={form.summary} focusKey={form.focusKey} />
          <Text fontSize="md">{introOf(option, loaded)}</Text>
          {range && (
            <Box maxW="22rem">
              <TextField
                {...form.text('amount')}
                label={say('repayment.pay.amount')}
                hint={
                  option === 'payDown' && details.nextPayment
                    ? say('repayment.pay.amountHintNext', {
                        min: formatCurrency(range.minCents),
                        max: formatCurrency(range.maxCents),
                        next: formatCurrency(details.nextPayment.amountCents),
                      })
                    : say('repayment.pay.amountHint', { min: formatCurrency(range.minCents), max: formatCurrency(range.maxCents) })
                }
                inputMode="decimal"
                autoComplete="off"
                disabled={busy}
              />
            </Box>
          )}
          {option === 'payOffInN' && (
            <SelectField
              {...form.choice('count')}
              label={say('repayment.pay.count')}
              hint={say('repayment.pay.countHint')}
              placeholder={say('repayment.pay.countPlaceholder')}
              options={(options.payOffInN?.counts ?? []).map((count) => ({ value: count, label: say('repayment.pay.countOption', { count }) }))}
            />
          )}
          {option !== 'payOffInN' && dates.length > 0 && (
            <DatePicker
              {...form.choice('paymentDate')}
              label={say('repayment.pay.date')}
              dates={dates}
              earliest={dates[0]!}
              latest={dates[dates.length - 1]!}
              holidays={holidays}
              disabled={busy}
            />
          )}
          {option !== 'payOffInN' && (
            <OptionCards
              {...form.choice('mode')}
              label={say('repayment.pay.method')}
              options={options.methods.map((mode) => {
                const fee = repaymentFeeOf(fees, mode);
                return {
                  value: mode,
                  label: methodName(mode),
                  description:
                    mode === PAYMENT_MODE.ach
                      ? achLast4
                        ? say('repayment.pay.achEnding', { last4: achLast4 })
                        : say('repayment.pay.ach')
                      : say('repayment.pay.card'),
                  cost: methodCost(fee),
                };
              })}
              disabled={busy}
            />
          )}
        </Stack>
      </form>
      {byCard && <CardSection disabled={previewing} />}
      <SubmitButton
        form="payment-form"
        loading={previewing}
        loadingText={say(option === 'payOffInN' ? 'repayment.pay.preparingSchedule' : 'repayment.pay.preparingPayment')}
        disabled={busy}
      >
        {say(option === 'payOffInN' ? 'repayment.pay.seeSchedule' : 'repayment.pay.review')}
      </SubmitButton>
      <Text color="fg.muted" fontSize="sm">
        {say('repayment.pay.nothingYet')}
      </Text>
    </Stack>
  );
}
