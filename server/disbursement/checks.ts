// The server's checks of the wizard's choices beyond the contract's schemas (issue 11): each answers the
// refusal a borrower reads, or nothing when the choice is fine. Pure but for the date's clock reading.
import type { DisbursementMode, RepaymentMode } from '#src/api/contract/disbursement.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { PaymentFrequency } from '#src/domain/codes/payroll.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { firstError } from '#src/domain/validation.ts';
import { accountDigest, sameDigest } from '../application/sealed.ts';
import type { BankAccountRow } from '../db/schema.ts';
import { refuse, type Refusal } from '../http/refusal.ts';
import { isPrimaryVerified, type WizardContext } from './context.ts';

/** An amount the borrower may not choose: refused, or above the maximum (which a save answers as loan flag 10001). */
export function amountProblem(context: WizardContext, amountCents: number): Refusal | 'aboveMaximum' | undefined {
  const { minAmountCents, maxAmountCents, amountStepCents } = context.range;
  if (amountCents > maxAmountCents) return 'aboveMaximum';
  if (amountCents < minAmountCents) return refuse(RESULT.loanAmountOutOfRange, { minAmountCents, maxAmountCents, amountStepCents });
  if (amountCents % amountStepCents !== 0) return refuse(RESULT.loanAmountOffStep, { minAmountCents, maxAmountCents, amountStepCents });
  return undefined;
}

/** The refusal of an amount above the maximum where no loan flag can answer it (calculate-payment-schedule). */
export function aboveMaximum(context: WizardContext): Refusal {
  const { minAmountCents, maxAmountCents, amountStepCents } = context.range;
  return refuse(RESULT.loanAmountOutOfRange, { minAmountCents, maxAmountCents, amountStepCents });
}

export function frequencyProblem(context: WizardContext, frequency: PaymentFrequency): Refusal | undefined {
  return context.frequencies.includes(frequency) ? undefined : refuse(RESULT.paymentFrequencyNotOffered, { frequencies: context.frequencies });
}

export function repaymentModeProblem(context: WizardContext, mode: RepaymentMode): Refusal | undefined {
  return context.pricing.repaymentModes.includes(mode) ? undefined : refuse(RESULT.repaymentModeNotOffered);
}

export function disbursementModeProblem(context: WizardContext, mode: DisbursementMode): Refusal | undefined {
  return context.pricing.disbursementModes.includes(mode) ? undefined : refuse(RESULT.disbursementModeNotOffered);
}

/** What a save answers instead of saving: loan flag 10001 or 10002 (nothing is written). */
export type FlagAnswer = {
  loanFlag: 10001 | 10002;
  step: 'choose-loan-amount' | 'choose-bank-account' | 'choose-loan-term';
  message: string;
  maxAmountCents?: number;
};

export function amountFlag(context: WizardContext): FlagAnswer {
  const max = context.range.maxAmountCents;
  return {
    loanFlag: 10001,
    step: 'choose-loan-amount',
    message: `The most you can borrow is now ${formatCurrency(max)}. Please choose your loan amount again.`,
    maxAmountCents: max,
  };
}

export const DATE_FLAG: FlagAnswer = {
  loanFlag: 10002,
  step: 'choose-bank-account',
  message: 'The disbursement date you chose can no longer be used: it has passed the cut-off time or is not a business day. Please choose another date.',
};

export const PAYMENTS_MOVED_FLAG: FlagAnswer = {
  loanFlag: 10002,
  step: 'choose-loan-term',
  message: 'Your payment schedule has changed since you reviewed it. Please review your loan term again.',
};

export type BankConfirmation = { routingNumber: string; accountNumber: string };

/**
 * The chosen account: the borrower's own, and when it is not the primary verified one, confirmed by its
 * typed numbers now or earlier. Answers whether this save confirmed it (to remember), or the refusal: the
 * spec's match-tail messages for a wrong last four, then a mismatch of the whole numbers.
 */
export function bankAccountProblem(
  context: WizardContext,
  bankAccountId: string,
  confirmation: BankConfirmation | undefined,
): Refusal | { account: BankAccountRow; confirmedNow: boolean } {
  const account = context.accounts.find((each) => each.id === bankAccountId);
  if (!account) return refuse(RESULT.bankAccountNotYours);
  if (isPrimaryVerified(context, account) || context.request?.confirmedBankAccountIds.includes(account.id)) return { account, confirmedNow: false };
  if (!confirmation) return refuse(RESULT.bankConfirmationRequired, { bankAccountId: account.id });
  const routingTail = firstError(confirmation.routingNumber, ['matchTail'], { field: 'Routing Number', last4: account.routingLast4 });
  if (routingTail) return refuse({ code: RESULT.routingNumberTail.code, message: routingTail }, { field: 'routingNumber', last4: account.routingLast4 });
  const accountTail = firstError(confirmation.accountNumber, ['matchTail'], { field: 'Account Number', last4: account.accountLast4 });
  if (accountTail) return refuse({ code: RESULT.accountNumberTail.code, message: accountTail }, { field: 'accountNumber', last4: account.accountLast4 });
  if (!sameDigest(accountDigest(confirmation.routingNumber, confirmation.accountNumber), account.accountDigest)) return refuse(RESULT.bankNumbersMismatch);
  return { account, confirmedNow: true };
}
