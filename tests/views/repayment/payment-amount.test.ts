// The amount of an extra or one-time payment is checked against the chosen date's limit, as the server checks it
// (issue 13 audit): after the same-day cut-off the first date offered is tomorrow, whose payoff ($761.00 on the demo
// loan) is more than today's ($758.69); the forms capped the amount at today's, so the borrower could not pay what
// the server would take. The options carry the limit of each date offered (byDate).
import { describe, expect, it } from 'vitest';
import type { RepaymentOptions } from '#src/api/contract/repayment.ts';
import { LOADED } from '#src/ui/fixtures/repayment.ts';
import { validationMessages } from '#src/ui/forms/valibot-formik.ts';
import { amountChecks, amountRangeMessage, amountRangeOn, schemaOf } from '#src/views/repayment/parts/payment-form.tsx';

const TUESDAY = '2026-03-17';
const WEDNESDAY = '2026-03-18';

/** Monday 16 March after the cut-off: Tuesday first, the payoff growing $2.31 a day. */
const OPTIONS: RepaymentOptions = {
  ...LOADED.options,
  paymentDates: [TUESDAY, WEDNESDAY],
  payOff: { payoffTodayCents: 758_69 },
  payFixedAmount: {
    minCents: 10_00,
    maxCents: 760_99,
    byDate: [
      { date: TUESDAY, minCents: 10_00, maxCents: 760_99 },
      { date: WEDNESDAY, minCents: 10_00, maxCents: 763_30 },
    ],
  },
  payDown: {
    minCents: 10_00,
    maxCents: 761_00,
    byDate: [
      { date: TUESDAY, minCents: 10_00, maxCents: 761_00 },
      { date: WEDNESDAY, minCents: 10_00, maxCents: 763_31 },
    ],
  },
};
const LOADED_AFTER_CUT_OFF = { ...LOADED, options: OPTIONS };

/** What the form says of its fields, as useStepForm merges them: the schema's, then the checks where it has none. */
function messages(option: 'payDown' | 'payFixedAmount', values: { paymentDate: string; amount: string }) {
  const own = validationMessages(schemaOf(option, LOADED_AFTER_CUT_OFF), { mode: '15000', ...values });
  return { ...amountChecks(option, OPTIONS, values), ...own };
}

describe("a one-time payment's amount, on the chosen date", () => {
  it('takes the payoff of the chosen date, $761.00 on Tuesday and $763.31 on Wednesday, and not a cent more', () => {
    expect(messages('payDown', { paymentDate: TUESDAY, amount: '761.00' })).toEqual({});
    expect(messages('payDown', { paymentDate: TUESDAY, amount: '761.01' })).toEqual({ amount: amountRangeMessage(10_00, 761_00) });
    expect(messages('payDown', { paymentDate: WEDNESDAY, amount: '763.31' })).toEqual({});
    expect(messages('payDown', { paymentDate: WEDNESDAY, amount: '763.32' })).toEqual({ amount: amountRangeMessage(10_00, 763_31) });
    expect(messages('payDown', { paymentDate: TUESDAY, amount: '9.99' })).toEqual({ amount: amountRangeMessage(10_00, 761_00) });
  });

  it('an extra amount stays a cent under the payoff of its date', () => {
    expect(messages('payFixedAmount', { paymentDate: WEDNESDAY, amount: '763.30' })).toEqual({});
    expect(messages('payFixedAmount', { paymentDate: WEDNESDAY, amount: '763.31' })).toEqual({ amount: amountRangeMessage(10_00, 763_30) });
  });

  it('a missing or badly written amount is said once, by the schema', () => {
    expect(messages('payDown', { paymentDate: TUESDAY, amount: '' })).toEqual({ amount: expect.any(String) });
    expect(Object.keys(messages('payDown', { paymentDate: TUESDAY, amount: 'abc' }))).toEqual(['amount']);
  });

  it('without a limit per date (an older answer) the range of the options is used', () => {
    const { byDate: _byDate, ...range } = OPTIONS.payDown!;
    const older = { ...OPTIONS, payDown: range };
    expect(amountRangeOn('payDown', older, WEDNESDAY)).toEqual({ minCents: 10_00, maxCents: 761_00 });
    expect(amountRangeOn('payDown', OPTIONS, WEDNESDAY)).toEqual({ minCents: 10_00, maxCents: 763_31 });
    expect(amountRangeOn('payOff', OPTIONS, WEDNESDAY)).toBeNull();
  });
});
