// attach-loan per loan number (issue 17, decision 0212): each customer makes at most 5 wrong answers in 15
// minutes, but many accounts could share out the guessing of one loan's SSN tail and birth date. Ten wrong
// answers for one loan number in an hour, from anyone, lock attaching that loan for an hour, with its own message;
// an unknown number locks alike, so the lock tells nothing about which numbers exist.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Session } from '#src/api/contract/customer.ts';
import { attachLoan } from '#src/api/contract/loan.ts';
import { loan } from '#server/db/schema.ts';
import { build, manualClock, TEST_NOW } from '../helper.ts';
import { authHeaders, call, signUp } from '../support/accounts.ts';

const HOUR = 60 * 60 * 1000;
const NOT_FOUND = -11001;
const LOAN_LOCKED = {
  code: -11003,
  message: 'Too many unsuccessful attempts to add this loan. It is locked for an hour: please try again later or call us.',
  data: null,
};

async function addLoan(app: Awaited<ReturnType<typeof build>>, loanNo: string, borrowerSsnLast4: string, borrowerDateOfBirth: string) {
  const now = new Date(TEST_NOW);
  await app.database.orm.insert(loan).values({
    portfolioId: 118,
    customerId: null,
    loanNo,
    borrowerSsnLast4,
    borrowerDateOfBirth,
    loanStatus: 202,
    signatureStatus: 1,
    principalCents: 50_000,
    balanceCents: 50_000,
    createdAt: now,
    updatedAt: now,
  });
}

describe('attach-loan, per loan number', () => {
  it('locks a loan after 10 wrong answers from several customers, even for its true answers, and opens after an hour', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    await addLoan(app, 'T-TARGET', '4321', '1984-06-07');
    await addLoan(app, 'T-OTHER', '1111', '1980-01-01');
    const guessers: Session[] = [];
    for (const name of ['g1', 'g2', 'g3']) guessers.push(await signUp(app, `${name}@example.com`));
    const owner = await signUp(app, 'owner@example.com');
    const guess = (session: Session, ssnLast4: string, loanNo = 'T-TARGET') =>
      call(app, attachLoan, { loanNo, ssnLast4, dateOfBirth: '1984-06-07' }, authHeaders(session));

    // Four wrong answers each stay under every customer's own lock; the tenth for this loan locks it.
    const codes: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) codes.push((await guess(guessers[Math.floor(attempt / 4)]!, String(1000 + attempt))).json().code);
    expect(codes.slice(0, 9)).toEqual(Array<number>(9).fill(NOT_FOUND));
    expect(codes[9]).toBe(LOAN_LOCKED.code);
    expect((await guess(owner, '4321')).json()).toEqual(LOAN_LOCKED);
    // Another loan is not locked, nor the customers.
    expect((await call(app, attachLoan, { loanNo: 't-other', ssnLast4: '1111', dateOfBirth: '1980-01-01' }, authHeaders(guessers[2]!))).json().code).toBe(1);

    clock.advance(HOUR + 1);
    // (Sessions idle for an hour have ended: the borrower comes back signed in anew.)
    const back = await signUp(app, 'owner-again@example.com');
    expect((await guess(back, '4321')).json().code).toBe(1);
    const [row] = await app.database.orm.select({ customerId: loan.customerId }).from(loan).where(eq(loan.loanNo, 'T-TARGET'));
    expect(row?.customerId).toBe(back.customer.customerId);
  });

  it('locks a loan number that does not exist the same way', async () => {
    const app = await build();
    const guessers: Session[] = [];
    for (const name of ['h1', 'h2', 'h3']) guessers.push(await signUp(app, `${name}@example.com`));
    const codes: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const reply = await call(
        app,
        attachLoan,
        { loanNo: 'T-NOBODY', ssnLast4: String(2000 + attempt), dateOfBirth: '1984-06-07' },
        authHeaders(guessers[Math.floor(attempt / 4)]!),
      );
      codes.push(reply.json().code);
    }
    expect(codes).toEqual([...Array<number>(9).fill(NOT_FOUND), LOAN_LOCKED.code, LOAN_LOCKED.code]);
  });
});
