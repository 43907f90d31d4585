// list-section answers the disbursement sections after the guidance ones (spec section 3), complete from what
// the borrower saved in the wizard (decision 0610, amendment 2026-11-25); get-personal-info keeps the guidance's.
import { describe, expect, it } from 'vitest';
import { getPersonalInfo, listSection } from '#src/api/contract/application.ts';
import { calculatePaymentSchedule, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { ok } from '../support/accounts.ts';
import { applicationOf, buildWithKey, qualifiedBorrower, type Borrower } from './support.ts';
import type { FastifyInstance } from 'fastify';

type Progress = { sections: Array<{ section: string; label: string; complete: boolean }> };

const GUIDANCE_118 = ['personal', 'employment', 'question', 'bank', 'ibv', 'summary'];

/** The disbursement sections' completion, as list-section answers them (after the guidance ones). */
async function disbursementSections(app: FastifyInstance, who: Borrower) {
  const { sections } = await ok<Progress>(app, listSection, {}, who.headers);
  expect(sections.slice(0, -3).map((each) => each.section)).toEqual(GUIDANCE_118);
  return sections.slice(-3);
}

const state = (loanDetail: boolean, paymentSchedule: boolean, paymentFee: boolean) => [
  { section: 'loanDetail', label: 'Loan details', complete: loanDetail },
  { section: 'paymentSchedule', label: 'Payment schedule', complete: paymentSchedule },
  { section: 'paymentFee', label: 'Payment fees', complete: paymentFee },
];

const save = (app: FastifyInstance, who: Borrower, step: string, choices: Record<string, unknown>) =>
  ok(app, savePaymentOption, { mode: 0, step, choices }, who.headers);

describe('list-section: the disbursement sections', () => {
  it('follow the guidance sections, incomplete until the wizard saves them, complete step by step as the borrower chooses', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const bankAccountId = (await applicationOf(app, ada.customerId)).bankAccountId!;
    const guidanceBefore = (await ok<Progress>(app, listSection, {}, ada.headers)).sections.slice(0, -3);
    expect(await disbursementSections(app, ada)).toEqual(state(false, false, false));

    await save(app, ada, 'choose-payment-mode', { amountCents: 1_000_00 });
    expect(await disbursementSections(app, ada)).toEqual(state(false, false, false));
    await save(app, ada, 'choose-bank-account', { paymentFrequency: 17000, repaymentMode: 15000, achAuthorized: true });
    expect(await disbursementSections(app, ada)).toEqual(state(true, false, false));
    await save(app, ada, 'choose-loan-term', { disbursementDate: '2026-03-16', disbursementMode: 15000, bankAccountId });
    expect(await disbursementSections(app, ada)).toEqual(state(true, false, true));

    const input = { amountCents: 1_000_00, paymentFrequency: 17000, repaymentMode: 15000, disbursementDate: '2026-03-16', disbursementMode: 15000 };
    await ok(app, calculatePaymentSchedule, input, ada.headers);
    expect(await disbursementSections(app, ada)).toEqual(state(true, true, true));

    // Another amount: the schedule shown was for the old one, so it is to be seen again.
    await save(app, ada, 'choose-loan-term', { amountCents: 900_00 });
    expect(await disbursementSections(app, ada)).toEqual(state(true, false, true));
    await ok(app, calculatePaymentSchedule, { ...input, amountCents: 900_00 }, ada.headers);
    const choices = { ...input, amountCents: 900_00, achAuthorized: true, bankAccountId };
    await ok(app, savePaymentOption, { mode: 1, step: 'confirm-details', choices }, ada.headers);
    expect(await disbursementSections(app, ada)).toEqual(state(true, true, true));

    // The guidance sections are as they were, and get-personal-info answers only those.
    expect((await ok<Progress>(app, listSection, {}, ada.headers)).sections.slice(0, -3)).toEqual(guidanceBefore);
    expect((await ok<Progress>(app, getPersonalInfo, {}, ada.headers)).sections).toEqual(guidanceBefore);
  });

  it("are each borrower's own: another borrower's choices complete none of them", async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const grace = await qualifiedBorrower(app, 'grace@example.com', 118);
    const bankAccountId = (await applicationOf(app, ada.customerId)).bankAccountId!;
    await save(app, ada, 'choose-loan-term', {
      amountCents: 1_000_00,
      paymentFrequency: 17000,
      repaymentMode: 15000,
      achAuthorized: true,
      disbursementDate: '2026-03-16',
      disbursementMode: 15000,
      bankAccountId,
    });
    expect(await disbursementSections(app, ada)).toEqual(state(true, false, true));
    expect(await disbursementSections(app, grace)).toEqual(state(false, false, false));
  });
});
