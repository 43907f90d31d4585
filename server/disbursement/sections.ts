// The disbursement sections list-section answers after the guidance ones (spec section 3: loan detail, payment
// schedule, payment fee), each complete from what the borrower saved in the wizard (decision 0610, amendment
// of 2026-11-25). The guidance has no page for them, so its pages, progress and resume step ignore them.
import { SECTION, type Section } from '#src/domain/codes/application.ts';
import type { LoanRequestRow, StoredChoices } from '../db/schema.ts';

export const DISBURSEMENT_SECTIONS = [SECTION.loanDetail, SECTION.paymentSchedule, SECTION.paymentFee] as const satisfies readonly Section[];

const chosen = (choices: StoredChoices, ...keys: (keyof StoredChoices)[]) => keys.every((key) => choices[key] !== null);

/**
 * Which disbursement sections the saved wizard request completes (none without one):
 * - loan detail: the amount, and how often and how the borrower repays (the amount and payment-mode steps);
 * - payment fee: the repayment mode, and the bank account, disbursement date and mode (the bank-account
 *   step): the modes fix the transaction fee list (instant funding, debit-card payments);
 * - payment schedule: the schedule the borrower last saw (calculate-payment-schedule, or the confirmation,
 *   keeps it) was computed from exactly the choices saved now; a changed choice makes it stale again.
 */
export function disbursementSectionsDone(request: Pick<LoanRequestRow, 'choices' | 'quote'> | undefined): Set<Section> {
  const done = new Set<Section>();
  if (!request) return done;
  const { choices, quote } = request;
  if (chosen(choices, 'amountCents', 'paymentFrequency', 'repaymentMode')) done.add(SECTION.loanDetail);
  if (chosen(choices, 'repaymentMode', 'bankAccountId', 'disbursementDate', 'disbursementMode')) done.add(SECTION.paymentFee);
  const shown = quote?.inputs;
  if (
    shown &&
    shown.amountCents === choices.amountCents &&
    shown.paymentFrequency === choices.paymentFrequency &&
    shown.repaymentMode === choices.repaymentMode &&
    shown.disbursementDate === choices.disbursementDate &&
    shown.disbursementMode === choices.disbursementMode
  ) {
    done.add(SECTION.paymentSchedule);
  }
  return done;
}
