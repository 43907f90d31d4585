// The loan's e-mails after signing, sent by the send-mail job in each brand's layout: approved, funded (amount,
// date, last four of the account), funding failed (what happens next, the phone number), withdrawn.
import { describe, expect, it } from 'vitest';
import { withdrawLoan } from '#src/api/contract/loan-life.ts';
import { ok, outbox } from '../support/accounts.ts';
import { decide, jobsOf, lifeApp, loanOf, ops, signedBorrower } from './support.ts';

const subjects = async (app: Awaited<ReturnType<typeof lifeApp>>['app'], email: string) => (await outbox(app, email)).map((mail) => mail.subject).reverse();

describe('loan e-mails', () => {
  it('Goldcrest: approved with the amount and funding date, then funded with the amount sent, the date, the account tail and the first payment', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    await life.app.jobs.runDue();
    const [approved] = await outbox(life.app, ada.email);
    expect(approved).toMatchObject({ subject: 'Your Goldcrest Lending loan is approved', from: '"Goldcrest Lending" <no-reply@goldcrestlending.example>' });
    expect(approved!.text).toContain(`We approved your loan ${ada.loanNo} of $1,000.00.`);
    expect(approved!.text).toContain('We will send the money to your bank account on Monday, March 16, 2026');
    expect(approved!.html).toContain('background:#1C2434');

    await ops(life)(decide('fund', ada.loanNo));
    await life.app.jobs.runDue();
    const funded = (await outbox(life.app, ada.email)).find((mail) => mail.subject.startsWith('The money of your'));
    const row = await loanOf(life.app, ada.loanNo);
    expect(funded!.subject).toBe('The money of your Goldcrest Lending loan is on its way');
    expect(funded!.text).toContain(`We sent $1,000.00 for your loan ${ada.loanNo} to your account ending in 4321 on Monday, March 16, 2026.`);
    expect(funded!.text).toContain(
      `Your first payment of $${(row.nextPaymentAmountCents! / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} is due on`,
    );
    expect(funded!.text).toContain('call us at (888) 555-0110');
    expect(funded!.text).not.toMatch(/000987654321|021000021/);
    expect((await jobsOf(life.app, ada.loanNo)).filter((job) => job.kind === 'send-mail').every((job) => job.doneAt !== null)).toBe(true);
  });

  it('Bluepeak: the amount sent is the amount financed (the origination fee stays), in Bluepeak colours', async () => {
    const life = await lifeApp();
    const bea = await signedBorrower(life.app, 'bea@example.com', 118);
    await life.app.jobs.runDue();
    await ops(life)(decide('fund', bea.loanNo));
    await life.app.jobs.runDue();
    const funded = (await outbox(life.app, bea.email)).find((mail) => mail.subject.startsWith('The money of your'));
    expect(funded!.subject).toBe('The money of your Bluepeak Loans loan is on its way');
    // 5% of $1,000.00 is capped at $50.00.
    expect(funded!.text).toContain(`We sent $950.00 for your loan ${bea.loanNo} to your account ending in 4321`);
    expect(funded!.html).toContain('background:#1565C0');
  });

  it('funding failed: what happens next and the phone number', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    await life.app.jobs.runDue();
    await ops(life)(decide('start-funding', ada.loanNo));
    await ops(life)(decide('fail-funding', ada.loanNo, { reason: 'R04 invalid account number' }));
    await life.app.jobs.runDue();
    const [failed] = await outbox(life.app, ada.email);
    expect(failed!.subject).toBe('We could not send the money of your Goldcrest Lending loan');
    expect(failed!.text).toContain('What happens next: we will call you within one business day to check your bank details, then send the money again.');
    expect(failed!.text).toContain('You can also call us now at (888) 555-0110.');
    // The operator's reason is for the record, not for the borrower.
    expect(failed!.text).not.toContain('R04');
  });

  it('withdrawn: a confirmation; pending mails of the loan are cancelled with it', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    await ops(life)(decide('approve', ada.loanNo));
    // The approved mail has not gone yet when the borrower withdraws: only the confirmation goes.
    await ok(life.app, withdrawLoan, { loanNo: ada.loanNo }, ada.headers);
    await life.app.jobs.runDue();
    expect((await subjects(life.app, ada.email)).slice(-3)).toEqual([
      'Your Goldcrest Lending loan agreement is ready to sign',
      'Your signed Goldcrest Lending loan agreement',
      'You withdrew your Goldcrest Lending loan',
    ]);
  });

  it('sends nothing for a block or a decline (a decline letter is Compliance’s, within 30 days)', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    const bob = await signedBorrower(life.app, 'bob@example.com');
    await ops(life)(decide('block', ada.loanNo, { reason: 'Fraud alert' }));
    await ops(life)(decide('decline', bob.loanNo, { reason: 'Income' }));
    await life.app.jobs.runDue();
    // Only the account and signing mails of before.
    expect((await subjects(life.app, ada.email)).at(-1)).toBe('Your signed Goldcrest Lending loan agreement');
    expect((await subjects(life.app, bob.email)).at(-1)).toBe('Your signed Goldcrest Lending loan agreement');
  });
});
