// The reminder N days before the next due date (decision 0730 §8; N is the `repayment-reminder-days.<portfolio>`
// setting, 3 by default): sent once, at 09:00 New York on that day, by the due jobs, in the brand's layout, with the
// amount and the date. What the code does beyond 0730: with autopay active it names the account the payment will
// be taken from; without it, it asks the borrower to pay; an installment already paid gets no reminder, and the
// next due date gets its own.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { savePaymentOption } from '#src/api/contract/disbursement.ts';
import { bankAccount, job, portfolio, setting } from '#server/db/schema.ts';
import { senderOf } from '#server/mail/layout.ts';
import { outbox } from '../support/accounts.ts';
import { data, key, loanRow, repaymentApp, repayingBorrower, TEST_NOW, type Repaying } from './support.ts';

const HOUR = 3_600_000;
/** 09:00 New York (EDT from 8 March 2026) of a day, as an instant. */
const nineAm = (date: string) => Date.parse(`${date}T13:00:00Z`);

async function reminders(app: FastifyInstance, who: Repaying) {
  return (await outbox(app, who.email)).filter((one) => one.subject.includes('payment is due'));
}

async function brandOf(app: FastifyInstance, portfolioId: number) {
  const [row] = await app.database.orm.select().from(portfolio).where(eq(portfolio.id, portfolioId));
  return row!;
}

async function accountLast4(app: FastifyInstance, who: Repaying): Promise<string> {
  const row = await loanRow(app, who.loanNo);
  const [account] = await app.database.orm.select().from(bankAccount).where(eq(bankAccount.id, row.bankAccountId!));
  return account!.accountLast4;
}

async function reminderJobs(app: FastifyInstance, who: Repaying) {
  const rows = await app.database.orm
    .select()
    .from(job)
    .where(and(eq(job.loanId, who.loanId), eq(job.kind, 'repayment-mail')));
  return rows.filter((one) => one.payload.mail === 'reminder' && one.cancelledAt === null);
}

describe('the reminder before a due date', () => {
  it('goes once, 3 days before by default at 09:00 New York, with the amount, the date and the account, in the brand layout', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    // Planned when the loan was booked: Friday 20 March, 3 days before Monday 23 March.
    expect((await reminderJobs(ctx.app, ada)).map((one) => [one.payload.dueDate, one.runAt.toISOString()])).toEqual([
      ['2026-03-23', new Date(nineAm('2026-03-20')).toISOString()],
    ]);

    // Not yet at 08:59 that day.
    ctx.clock.advance(nineAm('2026-03-20') - TEST_NOW - 60_000);
    await ctx.app.jobs.runDue();
    expect(await reminders(ctx.app, ada)).toEqual([]);

    ctx.clock.advance(60_000);
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.runDue();
    const sent = await reminders(ctx.app, ada);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    const brand = await brandOf(ctx.app, 110);
    const last4 = await accountLast4(ctx.app, ada);
    expect(mail).toMatchObject({ portfolioId: 110, from: senderOf(brand), to: ada.email, links: [] });
    expect(mail!.subject).toBe(`Your ${brand.name} payment is due Monday, March 23, 2026`);
    expect(mail!.text).toBe(
      [
        'Hello,',
        `Your payment of $148.50 on your loan ${ada.loanNo} is due on Monday, March 23, 2026.`,
        `We will take it from your account ending in ${last4} on that day: please make sure the money is there.`,
        `Questions? Call us at ${brand.customerServicePhone}.`,
        `-- \n${brand.name}`,
        `Questions? Call ${brand.customerServicePhone} or write to ${brand.customerServiceEmail}.`,
        `Sent by ${brand.legalName} because of a request on our website; please do not reply to this e-mail.`,
      ].join('\n\n') + '\n',
    );
    // The brand's HTML layout: its name on its primary colour, the same words, no button or link.
    expect(mail!.html).toContain(
      `background:${brand.primaryColor};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${brand.name}</td>`,
    );
    expect(mail!.html).toContain(`background:${brand.thirdColor}`);
    expect(mail!.html).toContain(`<p style="margin:0 0 16px">Your payment of $148.50 on your loan ${ada.loanNo} is due on Monday, March 23, 2026.</p>`);
    expect(mail!.html).not.toContain('<a ');

    // The withdrawal of 23 March plans the next reminder: Friday 3 April for Monday 6 April, once.
    ctx.clock.advance(nineAm('2026-03-23') - nineAm('2026-03-20') - HOUR);
    await ctx.app.jobs.runDue();
    ctx.clock.advance(nineAm('2026-04-03') - nineAm('2026-03-23') + HOUR);
    await ctx.app.jobs.runDue();
    const both = await reminders(ctx.app, ada);
    expect(both.map((one) => one.subject)).toEqual([`Your ${brand.name} payment is due Monday, April 6, 2026`, mail!.subject]);
    expect(both[0]!.text).toContain(`Your payment of $148.50 on your loan ${ada.loanNo} is due on Monday, April 6, 2026.`);
  });

  it('goes N days before as each portfolio sets it, in that portfolio’s brand', async () => {
    const ctx = await repaymentApp();
    await ctx.app.database.orm.insert(setting).values({ key: 'repayment-reminder-days.110', value: '5' });
    const ada = await repayingBorrower(ctx, 'ada@example.com', 110);
    const bea = await repayingBorrower(ctx, 'bea@example.com', 118);
    expect((await reminderJobs(ctx.app, ada)).map((one) => one.runAt.getTime())).toEqual([nineAm('2026-03-18')]);
    expect((await reminderJobs(ctx.app, bea)).map((one) => one.runAt.getTime())).toEqual([nineAm('2026-03-20')]);

    // Wednesday 18 March 09:00: Ada's (5 days before), not yet Bea's (3 days before).
    ctx.clock.advance(nineAm('2026-03-18') - TEST_NOW);
    await ctx.app.jobs.runDue();
    const goldcrest = await brandOf(ctx.app, 110);
    const adas = await reminders(ctx.app, ada);
    expect(adas.map((one) => [one.portfolioId, one.subject])).toEqual([[110, `Your ${goldcrest.name} payment is due Monday, March 23, 2026`]]);
    expect(adas[0]!.text).toContain(`Your payment of $148.50 on your loan ${ada.loanNo} is due on Monday, March 23, 2026.`);
    expect(await reminders(ctx.app, bea)).toEqual([]);

    ctx.clock.advance(nineAm('2026-03-20') - nineAm('2026-03-18'));
    await ctx.app.jobs.runDue();
    const other = await brandOf(ctx.app, 118);
    expect(other.name).not.toBe(goldcrest.name);
    const beas = await reminders(ctx.app, bea);
    expect(beas).toHaveLength(1);
    expect(beas[0]).toMatchObject({ portfolioId: 118, from: senderOf(other), subject: `Your ${other.name} payment is due Monday, March 23, 2026` });
    expect(beas[0]!.text).toContain(`Your payment of $148.50 on your loan ${bea.loanNo} is due on Monday, March 23, 2026.`);
    expect(beas[0]!.text).toContain(`Questions? Call us at ${other.customerServicePhone}.`);
    expect(beas[0]!.html).toContain(`background:${other.primaryColor}`);
    expect(await reminders(ctx.app, ada)).toHaveLength(1);
  });

  it('asks the borrower to pay when automatic withdrawals are revoked, and is not sent for an installment already paid', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx, 'ada@example.com');
    const bob = await repayingBorrower(ctx, 'bob@example.com');
    // Ada revokes automatic withdrawals; Bob pays installment 3 ahead by ACH (a pay down of $148.50).
    await data(
      ctx.app,
      savePaymentOption,
      { purpose: 'repayment', changeType: 104, requestMode: 1, loanNo: ada.loanNo, authorize: false, idempotencyKey: key(1) },
      ada.headers,
    );
    await data(
      ctx.app,
      savePaymentOption,
      {
        purpose: 'repayment',
        changeType: 103,
        requestMode: 1,
        loanNo: bob.loanNo,
        paymentDate: '2026-03-16',
        mode: 15000,
        amountCents: 14_850,
        idempotencyKey: key(2),
      },
      bob.headers,
    );

    ctx.clock.advance(nineAm('2026-03-20') - TEST_NOW);
    await ctx.app.jobs.runDue();
    const adas = await reminders(ctx.app, ada);
    expect(adas).toHaveLength(1);
    expect(adas[0]!.text).toContain(`Your payment of $148.50 on your loan ${ada.loanNo} is due on Monday, March 23, 2026.`);
    expect(adas[0]!.text).toContain('Please pay it from your loan details page by then, by debit card or from your bank account.');
    expect(adas[0]!.text).not.toContain('We will take it');
    expect(adas[0]!.text).not.toContain(await accountLast4(ctx.app, ada));

    // Bob owes nothing on 23 March: no reminder for it; his next one is for 6 April, on Friday 3 April.
    expect(await reminders(ctx.app, bob)).toEqual([]);
    expect((await reminderJobs(ctx.app, bob)).filter((one) => one.doneAt === null).map((one) => [one.payload.dueDate, one.runAt.getTime()])).toEqual([
      ['2026-04-06', nineAm('2026-04-03')],
    ]);
    ctx.clock.advance(nineAm('2026-04-03') - nineAm('2026-03-20'));
    await ctx.app.jobs.runDue();
    const bobs = await reminders(ctx.app, bob);
    expect(bobs.map((one) => one.subject)).toEqual(['Your Goldcrest Lending payment is due Monday, April 6, 2026']);
    expect(bobs[0]!.text).toContain(`Your payment of $148.50 on your loan ${bob.loanNo} is due on Monday, April 6, 2026.`);
    // Ada, paying herself, is reminded of each due date: 6 April too (23 March is now past due as well).
    const adasNext = await reminders(ctx.app, ada);
    expect(adasNext.map((one) => one.subject)).toEqual([
      'Your Goldcrest Lending payment is due Monday, April 6, 2026',
      'Your Goldcrest Lending payment is due Monday, March 23, 2026',
    ]);
    // The 6 April reminder says what 23 March left unpaid; Bob's and Ada's first owed nothing past due.
    expect(adasNext[0]!.text).toContain(
      'You also have $148.50 past due from earlier payments. Please pay it as soon as you can from your loan details page; it is not part of the payment above.',
    );
    expect(adasNext[1]!.text).not.toContain('past due');
    expect(bobs[0]!.text).not.toContain('past due');
    // No job failed on the way.
    const failed = (await ctx.app.database.orm.select().from(job)).filter((one) => one.failedAt !== null || one.lastError !== null);
    expect(failed).toEqual([]);
  });
});
