import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getBankInfo, getBankInfoPublic, getPersonal, getPersonalInfo, listSection, recordBusinessData } from '#src/api/contract/application.ts';
import { application, bankAccount, loan } from '#server/db/schema.ts';
import { addAccount } from '../disbursement/support.ts';
import { buildApp } from '#server/app.ts';
import { testConfig } from '../helper.ts';
import { testDatabase } from '../support/test-database.ts';
import { call, ok } from '../support/accounts.ts';
import { ACCOUNT, answerAll, bank, borrower, buildWithKey, customerIdOf, DATA_KEY, employment, personal, questions, ROUTING } from '../application/support.ts';

type Progress = { applicationNo: string; sections: Array<{ section: string; label: string; complete: boolean }>; resumeStep: string | null };

async function refusal(reply: { json(): unknown }) {
  return reply.json() as { code: number; message: string; data: unknown };
}

async function openRow(app: Awaited<ReturnType<typeof buildWithKey>>, email: string) {
  const [row] = await app.database.orm
    .select()
    .from(application)
    .where(eq(application.customerId, await customerIdOf(app, email)));
  return row;
}

describe('list-section', () => {
  it('opens one application (A + 8 digits) with the sections the portfolio asks (118 asks the questions, 110 does not), then the disbursement ones', async () => {
    const app = await buildWithKey();
    const bluepeak = await borrower(app, 'ada@example.com', 118);
    const first = await ok<Progress>(app, listSection, {}, bluepeak);
    expect(first.applicationNo).toMatch(/^A\d{8}$/);
    expect(first.resumeStep).toBeNull();
    expect(first.sections).toEqual([
      { section: 'personal', label: 'Personal information', complete: false },
      { section: 'employment', label: 'Employment', complete: false },
      { section: 'question', label: 'Questions', complete: false },
      { section: 'bank', label: 'Bank account', complete: false },
      { section: 'ibv', label: 'Bank verification', complete: false },
      { section: 'summary', label: 'Summary', complete: false },
      { section: 'loanDetail', label: 'Loan details', complete: false },
      { section: 'paymentSchedule', label: 'Payment schedule', complete: false },
      { section: 'paymentFee', label: 'Payment fees', complete: false },
    ]);
    expect((await ok<Progress>(app, listSection, {}, bluepeak)).applicationNo).toBe(first.applicationNo);

    const goldcrest = await borrower(app, 'grace@example.com', 110);
    const other = await ok<Progress>(app, listSection, {}, goldcrest);
    expect(other.sections.map((each) => each.section)).toEqual([
      'personal',
      'employment',
      'bank',
      'ibv',
      'summary',
      'loanDetail',
      'paymentSchedule',
      'paymentFee',
    ]);
    expect(other.applicationNo).not.toBe(first.applicationNo);
    expect(await app.database.orm.select().from(application)).toHaveLength(2);
  });

  it('asks for a session', async () => {
    const app = await buildWithKey();
    const body = await refusal(await call(app, listSection, {}));
    expect(body.code).toBe(-82030001);
  });
});

describe('record-business-data', () => {
  it('saves each section and the step to resume at; get-personal-info answers them with the SSN and numbers masked', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers);
    const info = await ok<Record<string, unknown> & Progress>(app, getPersonalInfo, {}, headers);
    expect(info.resumeStep).toBe('ibv');
    expect(info.sections.filter((each) => each.complete).map((each) => each.section)).toEqual(['personal', 'employment', 'question', 'bank']);
    expect(info.customerCategory).toBe(1);
    expect(info.personal).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-17', ssnMasked: '***-**-6789' });
    expect(info.personal).not.toHaveProperty('ssn');
    expect(info.employment).toEqual(employment());
    expect(info.bank).toMatchObject({
      bankName: 'JPMorgan Chase Bank',
      routingMasked: '*****0021',
      accountMasked: '*****4321',
      accountType: 3001,
      verified: false,
    });
    expect(info.questions).toEqual(questions());
    expect(info.qualification).toBeNull();

    const text = JSON.stringify(info);
    expect(text).not.toContain('123456789');
    expect(text).not.toContain(ACCOUNT);

    const row = await openRow(app, 'ada@example.com');
    expect(row!.ssnSealed).toMatch(/^v1\./);
    expect(row!.ssnLast4).toBe('6789');
    expect(JSON.stringify(row)).not.toContain('123456789');
    const [account] = await app.database.orm.select().from(bankAccount);
    expect(account!.accountSealed).toMatch(/^v1\./);
    expect(account!.routingSealed).toMatch(/^v1\./);
    expect(JSON.stringify(account)).not.toContain(ACCOUNT);
  });

  it('keeps the SSN when a later save leaves it out, and refuses a first save without one (-10806), writing nothing', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const { ssn: _ssn, ...withoutSsn } = personal();
    const first = await refusal(await call(app, recordBusinessData, { section: 'personal', answers: withoutSsn, resumeStep: 'personal/name' }, headers));
    expect(first).toMatchObject({ code: -10806, message: 'Please enter your Social Security number first.' });
    expect((await openRow(app, 'ada@example.com'))!.personal).toBeNull();

    await ok(app, recordBusinessData, { section: 'personal', answers: personal(), resumeStep: 'personal/address' }, headers);
    await ok(app, recordBusinessData, { section: 'personal', answers: { ...withoutSsn, firstName: 'Augusta' }, resumeStep: 'employment' }, headers);
    const info = await ok<{ personal: { firstName: string; ssnMasked: string } }>(app, getPersonalInfo, {}, headers);
    expect(info.personal).toMatchObject({ firstName: 'Augusta', ssnMasked: '***-**-6789' });
  });

  it('refuses a borrower under 18 by the business date, and takes one whose 18th birthday is today', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    // TEST_NOW is 16 March 2026 in New York.
    const young = await refusal(
      await call(app, recordBusinessData, { section: 'personal', answers: personal({ dateOfBirth: '2008-03-17' }), resumeStep: 'employment' }, headers),
    );
    expect(young).toMatchObject({ code: -10803, message: 'You must be at least 18 years old to apply.' });
    expect((await openRow(app, 'ada@example.com'))!.personal).toBeNull();
    await ok(app, recordBusinessData, { section: 'personal', answers: personal({ dateOfBirth: '2008-03-16' }), resumeStep: 'employment' }, headers);
  });

  it('refuses a date of birth that is not on the calendar or in the future (-10804)', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    for (const dateOfBirth of ['1990-02-30', '2027-01-01', '1890-01-01']) {
      const body = await refusal(
        await call(app, recordBusinessData, { section: 'personal', answers: personal({ dateOfBirth }), resumeStep: 'employment' }, headers),
      );
      expect(body, dateOfBirth).toMatchObject({ code: -10804, message: 'Please enter your real date of birth.' });
    }
  });

  it('answers bad input with -10400 naming the field, and writes nothing', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const reply = await call(app, recordBusinessData, { section: 'personal', answers: personal({ ssn: '000-12-3456' }), resumeStep: 'employment' }, headers);
    expect(reply.statusCode).toBe(400);
    const body = await refusal(reply);
    expect(body.code).toBe(-10400);
    expect(body.message).toContain('answers.ssn');
    expect(body.message).not.toContain('000-12-3456');
    const state = await refusal(
      await call(
        app,
        recordBusinessData,
        { section: 'personal', answers: personal({ address: { street1: '1 A St', city: 'X', state: 'ZZ', zip: '12345' } }), resumeStep: 'x' },
        headers,
      ),
    );
    expect(state.message).toContain('Please choose a state');
    expect(await app.database.orm.select().from(application)).toHaveLength(0);
  });

  it('checks the payday answers against the frequency and the domain payday rules', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const save = (answers: object) => call(app, recordBusinessData, { section: 'employment', answers, resumeStep: 'bank' }, headers);
    expect(await refusal(await save(employment({ semiMonthlyDays: [1, 15] })))).toMatchObject({ code: -10805 });
    expect(await refusal(await save(employment({ payrollFrequency: 17001, lastPayday: undefined, dayOfWeekPaid: undefined })))).toMatchObject({
      code: -10805,
      message: 'Your payday details do not match how often you are paid. Please check them.',
    });
    expect(
      await refusal(await save(employment({ payrollFrequency: 17002, lastPayday: undefined, dayOfWeekPaid: undefined, semiMonthlyDays: [15, 15] }))),
    ).toMatchObject({
      code: -10805,
    });
    expect(await refusal(await save(employment({ lastPayday: '2026-03-20' })))).toMatchObject({ code: -10813 });
    expect(await refusal(await save(employment({ jobType: undefined })))).toMatchObject({ code: -10812 });
    expect((await openRow(app, 'ada@example.com'))!.employment).toBeNull();

    await ok(
      app,
      recordBusinessData,
      {
        section: 'employment',
        answers: employment({ payrollFrequency: 17002, lastPayday: undefined, dayOfWeekPaid: undefined, semiMonthlyDays: [15, -1] }),
        resumeStep: 'bank',
      },
      headers,
    );
    await ok(
      app,
      recordBusinessData,
      {
        section: 'employment',
        answers: employment({ payrollFrequency: 17001, lastPayday: undefined, dayOfWeekPaid: undefined, monthDay: -11 }),
        resumeStep: 'bank',
      },
      headers,
    );
    expect((await openRow(app, 'ada@example.com'))!.employment).toMatchObject({ payrollFrequency: 17001, monthDay: -11 });
  });

  it('keeps one bank account row per account (by keyed digest); an ABA-valid number not in the directory has no bank name', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await ok(app, recordBusinessData, { section: 'bank', answers: bank(), resumeStep: 'question' }, headers);
    await ok(app, recordBusinessData, { section: 'bank', answers: bank({ accountType: 3000 }), resumeStep: 'question' }, headers);
    // This borrower's: the demo customers of the seed hold accounts of their own.
    const accounts = await app.database.orm
      .select()
      .from(bankAccount)
      .where(eq(bankAccount.customerId, await customerIdOf(app, 'ada@example.com')));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.accountType).toBe(3000);

    await ok(app, recordBusinessData, { section: 'bank', answers: bank({ routingNumber: '011000015' }), resumeStep: 'question' }, headers);
    const info = await ok<{ bank: { bankName: string | null; routingMasked: string } }>(app, getPersonalInfo, {}, headers);
    expect(info.bank).toMatchObject({ bankName: null, routingMasked: '*****0015' });
  });

  it('refuses the question section where the portfolio does not ask it (110: -10808)', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app, 'grace@example.com', 110);
    const body = await refusal(await call(app, recordBusinessData, { section: 'question', answers: questions(), resumeStep: 'ibv' }, headers));
    expect(body).toMatchObject({ code: -10808, message: 'This part is not asked in your application.' });
  });

  it('moves only the resume step with the summary section', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const progress = await ok<Progress>(app, recordBusinessData, { section: 'summary', resumeStep: 'summary' }, headers);
    expect(progress.resumeStep).toBe('summary');
    expect(progress.sections.every((each) => !each.complete)).toBe(true);
  });

  it('reaches only the signed-in borrower: another customer sees an empty application of their own', async () => {
    const app = await buildWithKey();
    const ada = await borrower(app, 'ada@example.com');
    const bob = await borrower(app, 'bob@example.com');
    await answerAll(app, ada);
    const other = await ok<{ applicationNo: string; personal: unknown; bank: unknown; employment: unknown }>(app, getPersonalInfo, {}, bob);
    const own = await ok<{ applicationNo: string }>(app, getPersonalInfo, {}, ada);
    expect(other).toMatchObject({ personal: null, bank: null, employment: null });
    expect(other.applicationNo).not.toBe(own.applicationNo);
    expect(await ok(app, getPersonal, {}, bob)).toEqual({ firstName: null, lastName: null, email: 'b****@example.com', customerCategory: 1 });
    expect(await ok(app, getPersonal, {}, ada)).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'a****@example.com', customerCategory: 1 });
  });
});

describe('record-business-data: the draft of a section being answered', () => {
  const name = { firstName: 'Ada', middleName: '', lastName: 'Lovelace', dateOfBirth: '1990-05-17' };
  const address = personal().address;

  it('keeps the pages answered so far and the step; get-personal-info answers them until the section is saved', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const progress = await ok<Progress>(app, recordBusinessData, { section: 'personal', draft: true, answers: name, resumeStep: 'personal/address' }, headers);
    expect(progress.resumeStep).toBe('personal/address');
    expect(progress.sections.every((each) => !each.complete)).toBe(true);
    await ok(app, recordBusinessData, { section: 'personal', draft: true, answers: { ...name, address }, resumeStep: 'personal/contact' }, headers);
    await ok(
      app,
      recordBusinessData,
      { section: 'employment', draft: true, answers: { incomeType: 7002, jobType: 1000, payrollType: 18000 }, resumeStep: 'employment/payday' },
      headers,
    );

    const info = await ok<{ resumeStep: string; personal: unknown; drafts: unknown; accountEmail: string }>(app, getPersonalInfo, {}, headers);
    expect(info).toMatchObject({ resumeStep: 'employment/payday', personal: null, accountEmail: 'ada@example.com' });
    expect(info.drafts).toEqual({ personal: { ...name, address }, employment: { incomeType: 7002, jobType: 1000, payrollType: 18000 } });

    await ok(app, recordBusinessData, { section: 'personal', answers: personal(), resumeStep: 'employment/income' }, headers);
    const saved = await ok<{ drafts: unknown }>(app, getPersonalInfo, {}, headers);
    expect(saved.drafts).toEqual({ personal: null, employment: { incomeType: 7002, jobType: 1000, payrollType: 18000 } });
  });

  it('checks each field of a draft with the section rules (-10400 naming it) and never takes an SSN in a draft', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const badState = await refusal(
      await call(
        app,
        recordBusinessData,
        { section: 'personal', draft: true, answers: { address: { ...address, state: 'ZZ' } }, resumeStep: 'personal/contact' },
        headers,
      ),
    );
    expect(badState.code).toBe(-10400);
    expect(badState.message).toContain('Please choose a state');
    const withSsn = await call(
      app,
      recordBusinessData,
      { section: 'personal', draft: true, answers: { ...name, ssn: '123-45-6789' }, resumeStep: 'personal/address' },
      headers,
    );
    // Valibot drops keys a schema does not name: the SSN sent in a draft is not stored (read before any
    // later save could overwrite the draft).
    expect(withSsn.statusCode).toBe(200);
    const row = await openRow(app, 'ada@example.com');
    expect(JSON.stringify(row)).not.toContain('123-45-6789');
    expect(row!.drafts).toEqual({ personal: name });
  });

  it('refuses a draft once the application is pending (-10807), keeping the one saved before', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app, 'grace@example.com', 110);
    await ok(app, recordBusinessData, { section: 'personal', draft: true, answers: name, resumeStep: 'personal/address' }, headers);
    await app.database.orm.update(application).set({ status: 'pending' });
    const late = await refusal(
      await call(app, recordBusinessData, { section: 'personal', draft: true, answers: { ...name, address }, resumeStep: 'personal/contact' }, headers),
    );
    expect(late).toMatchObject({ code: -10807 });
    expect((await openRow(app, 'grace@example.com'))!).toMatchObject({ drafts: { personal: name }, resumeStep: 'personal/address' });
  });

  it("reaches only the signed-in borrower's draft", async () => {
    const app = await buildWithKey();
    const ada = await borrower(app, 'ada@example.com');
    const bob = await borrower(app, 'bob@example.com');
    await ok(app, recordBusinessData, { section: 'personal', draft: true, answers: name, resumeStep: 'personal/address' }, ada);
    const other = await ok<{ drafts: unknown; resumeStep: string | null; accountEmail: string }>(app, getPersonalInfo, {}, bob);
    expect(other).toMatchObject({ drafts: { personal: null, employment: null }, resumeStep: null, accountEmail: 'bob@example.com' });
  });
});

describe('an application survives a restart', () => {
  it('is there, answers, draft and resume step, after the server closes and starts again on the same database', async () => {
    const { db } = await testDatabase();
    const first = await buildApp(testConfig({ dataKey: DATA_KEY }), { database: db });
    const headers = await borrower(first);
    await ok(first, recordBusinessData, { section: 'personal', answers: personal(), resumeStep: 'personal/contacts' }, headers);
    await ok(
      first,
      recordBusinessData,
      { section: 'employment', draft: true, answers: { incomeType: 7002, jobType: 1000, payrollType: 18000 }, resumeStep: 'employment/payday' },
      headers,
    );
    const before = await ok<{ applicationNo: string }>(first, listSection, {}, headers);
    await first.close();

    const second = await buildApp(testConfig({ dataKey: DATA_KEY }), { database: db });
    try {
      const info = await ok<{ applicationNo: string; resumeStep: string; personal: { ssnMasked: string }; drafts: unknown }>(
        second,
        getPersonalInfo,
        {},
        headers,
      );
      expect(info.applicationNo).toBe(before.applicationNo);
      expect(info.resumeStep).toBe('employment/payday');
      expect(info.drafts).toEqual({ personal: null, employment: { incomeType: 7002, jobType: 1000, payrollType: 18000 } });
      expect(info.personal.ssnMasked).toBe('***-**-6789');
    } finally {
      await second.close();
    }
  });
});

describe('get-bank-info', () => {
  it('names the bank of a routing number, online and before signing in; an unknown valid number has no name', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    expect(await ok(app, getBankInfo, { rn: ROUTING }, headers)).toEqual({ routingNumber: ROUTING, bankName: 'JPMorgan Chase Bank' });
    expect(await ok(app, getBankInfoPublic, { rn: '121042882' })).toEqual({ routingNumber: '121042882', bankName: 'Wells Fargo Bank' });
    expect(await ok(app, getBankInfoPublic, { rn: '011000015' })).toEqual({ routingNumber: '011000015', bankName: null });
    const bad = await call(app, getBankInfoPublic, { rn: '021000022' });
    expect(bad.statusCode).toBe(400);
  });

  it("answers the bank of the borrower's own loan, the routing number masked; another customer's loan is not found (-10811)", async () => {
    const app = await buildWithKey();
    const ada = await borrower(app, 'ada@example.com');
    const bob = await borrower(app, 'bob@example.com');
    await answerAll(app, ada);
    const row = await openRow(app, 'ada@example.com');
    const at = new Date();
    await app.database.orm.insert(loan).values({
      loanNo: 'L20260001',
      portfolioId: 118,
      customerId: row!.customerId,
      applicationId: row!.id,
      borrowerSsnLast4: '6789',
      borrowerDateOfBirth: '1990-05-17',
      loanStatus: 202,
      principalCents: 1_000_00,
      balanceCents: 1_000_00,
      createdAt: at,
      updatedAt: at,
    });
    expect(await ok(app, getBankInfo, { loanNo: 'L20260001' }, ada)).toEqual({ routingNumber: '*****0021', bankName: 'JPMorgan Chase Bank' });
    expect(await refusal(await call(app, getBankInfo, { loanNo: 'L20260001' }, bob))).toMatchObject({ code: -10811, message: 'We could not find this loan.' });
  });

  it('answers the account the loan was made to when the wizard chose another than the application’s', async () => {
    const app = await buildWithKey();
    const ada = await borrower(app, 'ada@example.com');
    await answerAll(app, ada);
    const row = await openRow(app, 'ada@example.com');
    const other = await addAccount(app, row!.customerId, '121042882', '555000111222');
    const at = new Date();
    await app.database.orm.insert(loan).values({
      loanNo: 'L20260002',
      portfolioId: 118,
      customerId: row!.customerId,
      applicationId: row!.id,
      bankAccountId: other.id,
      borrowerSsnLast4: '6789',
      borrowerDateOfBirth: '1990-05-17',
      loanStatus: 202,
      principalCents: 1_000_00,
      balanceCents: 1_000_00,
      createdAt: at,
      updatedAt: at,
    });
    expect(await ok(app, getBankInfo, { loanNo: 'L20260002' }, ada)).toEqual({ routingNumber: '*****2882', bankName: 'Second Bank' });
  });
});
