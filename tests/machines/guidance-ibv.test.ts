// The guidance flow from the bank account on: the bank's name as the routing number is typed, choosing a
// verification provider, the status page after the provider (polling on a simulated clock, each failure's
// way on), the bank-statement alternative, the summary's checks and the qualified amount.
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { SECTION } from '#src/domain/codes/application.ts';
import { IBV_POLL_MS } from '#machines/guidance/setup.ts';
import type { IbvStatusAnswer } from '#machines/guidance/types.ts';
import { ALL_SECTIONS, EMPLOYMENT, QUESTIONS, SAVED_BANK, SAVED_PERSONAL, application, progress, startGuidance, type Answers } from './guidance-harness.ts';

const CODE = 'RequestCode-0123456789';
const PROVIDERS = [
  { provider: 10000, name: 'Sandbox Bank Link', description: 'Sign in to your bank' },
  { provider: 20000, name: 'Sandbox Verify', description: 'Connect your account' },
];
const status = (code: number, more: Partial<IbvStatusAnswer> = {}): IbvStatusAnswer =>
  ({
    requestCode: CODE,
    provider: 10000,
    status: code,
    message: `Status ${code}`,
    canRetry: code < 0,
    canUseAnotherProvider: code < 0,
    canUploadStatement: code < 0,
    noIbvSituation: null,
    ...more,
  }) as IbvStatusAnswer;
const QUALIFICATION = (result: 1 | 2 | 3) => ({
  loanAmountResult: result,
  qualifiedAmountCents: result === 3 ? 0 : 80_000,
  incomeSource: 'ibv' as const,
  monthlyIncomeCents: 270_000,
  message: result === 3 ? 'A denial letter is sent within 30 days.' : 'You qualify.',
  calculatedAt: '2026-11-22T01:00:00.000Z',
});
const refusal = (result: { code: number; message: string }) =>
  new ApiError('business', result.message, { code: result.code, message: result.message, data: null });

const bankSaved = { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: SAVED_BANK };
const verified = { ...bankSaved, bank: { ...SAVED_BANK, verified: true } };
const beforeBank = [SECTION.personal, SECTION.employment, SECTION.question];

function atBank(more: Answers = {}) {
  return startGuidance({
    listSection: () => progress(),
    getPersonalInfo: () => application({ personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS }, progress(beforeBank, 'bank/account')),
    ...more,
  });
}
function afterBank(more: Answers = {}) {
  return startGuidance({
    listSection: () => progress(),
    getPersonalInfo: () => application(bankSaved, progress([...beforeBank, SECTION.bank], 'ibv')),
    getProvider: () => PROVIDERS,
    recordBusinessData: () =>
      progress(
        ALL_SECTIONS.filter((s) => s !== SECTION.summary),
        'summary',
      ),
    createRequestCode: ({ provider }: { provider: number }) => ({
      requestCode: `${CODE}${provider}`,
      provider,
      providerUrl: `/ibv-sandbox/${provider}/start`,
      expiresAt: '2026-11-22T02:00:00.000Z',
    }),
    ...more,
  });
}
function atSummary(more: Answers = {}) {
  return startGuidance({
    listSection: () => progress(),
    getPersonalInfo: () =>
      application(
        verified,
        progress(
          ALL_SECTIONS.filter((s) => s !== SECTION.summary),
          'summary',
        ),
      ),
    checkBlackList: () => ({ blackListed: false }),
    checkCollectionStatus: () => ({ inCollection: false, collectionLoanNo: null, collectionPortfolioId: null }),
    checkRiskInfo: () => ({ riskReport: 0 }),
    calculateQualifiedAmount: () => QUALIFICATION(1),
    ...more,
  });
}

describe('the bank account page', () => {
  it('looks up the bank of a routing number and shows its name', async () => {
    const app = await atBank({ getBankInfo: ({ rn }: { rn: string }) => ({ routingNumber: rn, bankName: 'JPMorgan Chase Bank' }) });
    await app.open('/guidance/bank/account');
    await app.send({ type: 'bank.lookup', routingNumber: '021000021' });
    expect(app.inputsOf('getBankInfo')).toEqual([{ rn: '021000021' }]);
    expect(app.context().bankLookup).toEqual({ routingNumber: '021000021', bankName: 'JPMorgan Chase Bank' });
  });

  it('goes on without a bank name when the lookup fails', async () => {
    const app = await atBank({
      getBankInfo: () => {
        throw new Error('offline');
      },
    });
    await app.open('/guidance/bank/account');
    await app.send({ type: 'bank.lookup', routingNumber: '021000021' });
    expect(app.context().bankLookup).toBeNull();
    expect(app.context().error).toBeNull();
    expect(app.matches({ ready: { bank: { account: { lookup: 'idle', form: 'editing' } } } })).toBe(true);
  });
});

describe('choosing a verification provider', () => {
  it('lists the providers of the portfolio, opens a request and leaves for the provider', async () => {
    const app = await afterBank();
    await app.open('/guidance/ibv');
    expect(app.inputsOf('getProvider')).toEqual([{ portfolioId: 118 }]);
    expect(app.context().providers).toEqual(PROVIDERS);
    await app.send({ type: 'ibv.choose', provider: 20000 });
    expect(app.inputsOf('createRequestCode')).toEqual([{ provider: 20000 }]);
    expect(app.opened).toEqual(['/ibv-sandbox/20000/start']);
    expect(app.matches({ ready: { ibv: 'leaving' } })).toBe(true);
  });

  it('shows a refused request on the page and lets the borrower choose again', async () => {
    const app = await afterBank({
      createRequestCode: () => {
        throw refusal(RESULT.tooManyRequests);
      },
    });
    await app.open('/guidance/ibv');
    await app.send({ type: 'ibv.choose', provider: 10000 });
    expect(app.context().error).toBe(RESULT.tooManyRequests.message);
    expect(app.can({ type: 'ibv.choose', provider: 10000 })).toBe(true);
    expect(app.opened).toEqual([]);
  });

  it('offers the bank statement instead', async () => {
    const app = await afterBank();
    await app.open('/guidance/ibv');
    await app.send({ type: 'ibv.upload' });
    expect(app.path()).toBe('/guidance/bank-statement');
  });

  it('shows the failure and a retry when the providers cannot be loaded', async () => {
    let fail = true;
    const app = await afterBank({
      getProvider: () => {
        if (fail) throw new Error('We could not reach our servers.');
        return PROVIDERS;
      },
    });
    await app.open('/guidance/ibv');
    expect(app.matches({ ready: { ibv: 'loadFailed' } })).toBe(true);
    fail = false;
    await app.send({ type: 'retry' });
    expect(app.matches({ ready: { ibv: 'choosing' } })).toBe(true);
  });
});

describe('back from the provider: /guidance/ibv/:requestCode', () => {
  it.each([0, 1, 3, 20])('asks again %s after the pause until the verification ends', async (inProgress) => {
    const answers = [status(inProgress), status(inProgress), status(100)];
    const app = await afterBank({ getRequestStatus: () => answers.shift() });
    await app.open(`/guidance/ibv/${CODE}`);
    expect(app.path()).toBe(`/guidance/ibv/${CODE}`);
    expect(app.matches({ ready: { ibvStatus: 'waiting' } })).toBe(true);
    expect(app.inputsOf('getRequestStatus')).toHaveLength(1);
    app.clock.increment(IBV_POLL_MS - 1);
    await app.settle();
    expect(app.inputsOf('getRequestStatus')).toHaveLength(1);
    app.clock.increment(1);
    await app.settle();
    expect(app.inputsOf('getRequestStatus')).toHaveLength(2);
    app.clock.increment(IBV_POLL_MS);
    await app.settle();
    expect(app.inputsOf('getRequestStatus')).toEqual([{ requestCode: CODE }, { requestCode: CODE }, { requestCode: CODE }]);
    expect(app.inputsOf('recordBusinessData')).toEqual([{ section: 'summary', resumeStep: 'summary' }]);
    expect(app.path()).toBe('/guidance/summary');
    expect(app.context().bank?.verified).toBe(true);
  });

  it.each([-3, -2, -1])('status %s: its message, then retry with the same provider, or the other one', async (failure) => {
    const app = await afterBank({ getRequestStatus: () => status(failure, { provider: 20000, message: `Failure ${failure}` }) });
    await app.open(`/guidance/ibv/${CODE}`);
    expect(app.matches({ ready: { ibvStatus: 'failed' } })).toBe(true);
    expect(app.context().ibvStatus?.message).toBe(`Failure ${failure}`);
    await app.send({ type: 'ibv.retry' });
    expect(app.inputsOf('createRequestCode')).toEqual([{ provider: 20000 }]);
    expect(app.opened).toEqual(['/ibv-sandbox/20000/start']);
  });

  it("asks the providers' names again after the page load from the provider", async () => {
    const app = await afterBank({ getRequestStatus: () => status(-1) });
    await app.open(`/guidance/ibv/${CODE}`);
    expect(app.inputsOf('getProvider')).toEqual([{ portfolioId: 118 }]);
    expect(app.context().providers).toEqual(PROVIDERS);
    expect(app.title()).toBe('Your bank verification');
  });

  it('uses the other provider after a failure', async () => {
    const app = await afterBank({ getRequestStatus: () => status(-1, { provider: 10000 }) });
    await app.open(`/guidance/ibv/${CODE}`);
    await app.send({ type: 'ibv.anotherProvider' });
    expect(app.inputsOf('createRequestCode')).toEqual([{ provider: 20000 }]);
    expect(app.opened).toEqual(['/ibv-sandbox/20000/start']);
  });

  it('goes to the bank statement after a failure', async () => {
    const app = await afterBank({ getRequestStatus: () => status(-2) });
    await app.open(`/guidance/ibv/${CODE}`);
    await app.send({ type: 'ibv.upload' });
    expect(app.path()).toBe('/guidance/bank-statement');
  });

  it.each([201, 202, 203, 204] as const)('a no-IBV situation %s without retry or other provider opens /notification/%s', async (situation) => {
    const app = await afterBank({ getRequestStatus: () => status(-1, { noIbvSituation: situation, canRetry: false, canUseAnotherProvider: false }) });
    await app.open(`/guidance/ibv/${CODE}`);
    expect(app.path()).toBe(`/notification/${situation}`);
    expect(app.running()).toBe(false);
  });

  it('a verified account without regular pay (100, no-IBV 204) shows its message and ways on, not the summary', async () => {
    const notQualified = status(100, {
      noIbvSituation: 204,
      message: 'No regular pay.',
      canRetry: true,
      canUseAnotherProvider: true,
      canUploadStatement: true,
    });
    const app = await afterBank({ getRequestStatus: () => notQualified });
    await app.open(`/guidance/ibv/${CODE}`);
    expect(app.path()).toBe(`/guidance/ibv/${CODE}`);
    expect(app.matches({ ready: { ibvStatus: 'failed' } })).toBe(true);
    expect(app.context().ibvStatus?.message).toBe('No regular pay.');
    expect(app.context().bank?.verified).toBe(false);
    expect(app.inputsOf('recordBusinessData')).toEqual([]);
    await app.send({ type: 'ibv.anotherProvider' });
    expect(app.inputsOf('createRequestCode')).toEqual([{ provider: 20000 }]);
    expect(app.opened).toEqual(['/ibv-sandbox/20000/start']);
  });

  it('a verified account without regular pay when online verification is over opens /notification/204', async () => {
    const app = await afterBank({
      getRequestStatus: () => status(100, { noIbvSituation: 204, canRetry: false, canUseAnotherProvider: false, canUploadStatement: true }),
    });
    await app.open(`/guidance/ibv/${CODE}`);
    expect(app.path()).toBe('/notification/204');
    expect(app.inputsOf('recordBusinessData')).toEqual([]);
    expect(app.running()).toBe(false);
  });

  it('a no-IBV situation the borrower can still recover from stays on the page with its ways on', async () => {
    const app = await afterBank({ getRequestStatus: () => status(-1, { noIbvSituation: 202 }) });
    await app.open(`/guidance/ibv/${CODE}`);
    expect(app.path()).toBe(`/guidance/ibv/${CODE}`);
    expect(app.matches({ ready: { ibvStatus: 'failed' } })).toBe(true);
  });

  it.each([0, 1, 3])('status %s with ways on (the borrower came back unfinished) is not asked again', async (code) => {
    const app = await afterBank({ getRequestStatus: () => status(code, { canRetry: true, canUseAnotherProvider: true, canUploadStatement: true }) });
    await app.open(`/guidance/ibv/${CODE}`);
    expect(app.matches({ ready: { ibvStatus: 'failed' } })).toBe(true);
    app.clock.increment(IBV_POLL_MS * 3);
    await app.settle();
    expect(app.inputsOf('getRequestStatus')).toHaveLength(1);
  });

  it('a refused new request (no more attempts) is shown beside the status', async () => {
    const app = await afterBank({
      getRequestStatus: () => status(-1),
      createRequestCode: () => {
        throw refusal(RESULT.ibvNoMoreAttempts);
      },
    });
    await app.open(`/guidance/ibv/${CODE}`);
    await app.send({ type: 'ibv.retry' });
    expect(app.matches({ ready: { ibvStatus: 'failed' } })).toBe(true);
    expect(app.context().error).toBe(RESULT.ibvNoMoreAttempts.message);
    expect(app.opened).toEqual([]);
  });

  it('keeps the page and offers a retry when the status cannot be asked', async () => {
    let fail = true;
    const app = await afterBank({
      getRequestStatus: () => {
        if (fail) throw new Error('We could not reach our servers.');
        return status(100);
      },
    });
    await app.open(`/guidance/ibv/${CODE}`);
    expect(app.matches({ ready: { ibvStatus: 'unreachable' } })).toBe(true);
    expect(app.context().error).toBe('We could not reach our servers.');
    fail = false;
    await app.send({ type: 'retry' });
    expect(app.path()).toBe('/guidance/summary');
  });

  it('refuses the status page before the bank account is saved', async () => {
    const app = await atBank();
    await app.open(`/guidance/ibv/${CODE}`);
    expect(app.path()).toBe('/guidance/bank/account');
    expect(app.inputsOf('getRequestStatus')).toEqual([]);
  });
});

describe('the bank statement', () => {
  const FILE = { fileName: 'statement.pdf', contentType: 'application/pdf' as const, contentBase64: 'JVBERi0xLjQK' };

  it('uploads the file and opens /notification/104', async () => {
    const app = await afterBank({ uploadBankStatement: () => ({ documentId: 'd-1', notificationCode: 104 }) });
    await app.open('/guidance/bank-statement');
    await app.send({ type: 'statement.submit', file: FILE });
    expect(app.inputsOf('uploadBankStatement')).toEqual([FILE]);
    expect(app.path()).toBe('/notification/104');
  });

  it('is busy while the file goes up', async () => {
    const app = await afterBank({ uploadBankStatement: () => new Promise(() => {}) });
    await app.open('/guidance/bank-statement');
    expect(app.busy()).toBe(false);
    await app.send({ type: 'statement.submit', file: FILE });
    expect(app.busy()).toBe(true);
  });

  it('shows a refused upload and keeps the page', async () => {
    const app = await afterBank({
      uploadBankStatement: () => {
        throw refusal(RESULT.payloadTooLarge);
      },
    });
    await app.open('/guidance/bank-statement');
    await app.send({ type: 'statement.submit', file: FILE });
    expect(app.path()).toBe('/guidance/bank-statement');
    expect(app.context().error).toBe(RESULT.payloadTooLarge.message);
  });
});

describe('the summary and the qualified amount', () => {
  it('runs the checks in order, calculates, and shows the result', async () => {
    const app = await atSummary();
    await app.open('/guidance');
    expect(app.path()).toBe('/guidance/summary');
    await app.send({ type: 'summary.submit' });
    expect(app.calls.map((call) => call.name).slice(2)).toEqual(['checkBlackList', 'checkCollectionStatus', 'checkRiskInfo', 'calculateQualifiedAmount']);
    expect(app.path()).toBe('/guidance/qualified-amount');
    expect(app.context().qualification?.qualifiedAmountCents).toBe(80_000);
  });

  it.each([1, 2, 3] as const)('result %s is shown on the result page, and Continue goes home', async (result) => {
    const app = await atSummary({ calculateQualifiedAmount: () => QUALIFICATION(result) });
    await app.open('/guidance/summary');
    await app.send({ type: 'summary.submit' });
    expect(app.context().qualification?.loanAmountResult).toBe(result);
    await app.send({ type: 'qualified.continue' });
    expect(app.running()).toBe(false);
    expect(app.actor.getSnapshot().matches({ ready: 'home' })).toBe(true);
  });

  it.each([
    ['black-listed', { checkBlackList: () => ({ blackListed: true }) }],
    ['in collection', { checkCollectionStatus: () => ({ inCollection: true, collectionLoanNo: 'C00000001', collectionPortfolioId: 118 }) }],
    ['high risk', { checkRiskInfo: () => ({ riskReport: 1 }) }],
  ] as const)('a %s borrower still gets the calculation and its result page', async (_, answers) => {
    const app = await atSummary({ ...answers, calculateQualifiedAmount: () => QUALIFICATION(3) });
    await app.open('/guidance/summary');
    await app.send({ type: 'summary.submit' });
    expect(app.inputsOf('calculateQualifiedAmount')).toHaveLength(1);
    expect(app.path()).toBe('/guidance/qualified-amount');
    expect(app.context().qualification?.message).toBe('A denial letter is sent within 30 days.');
  });

  it('shows -83131201 on the summary and stays there', async () => {
    const app = await atSummary({
      calculateQualifiedAmount: () => {
        throw refusal(RESULT.portfolioNotOriginating);
      },
    });
    await app.open('/guidance/summary');
    await app.send({ type: 'summary.submit' });
    expect(app.path()).toBe('/guidance/summary');
    expect(app.context().error).toBe('This portfolio is no longer originating new loans');
    expect(app.can({ type: 'summary.submit' })).toBe(true);
  });

  it('refuses a second submit while the checks run, and says it is busy', async () => {
    const app = await atSummary({ checkBlackList: () => new Promise(() => {}) });
    await app.open('/guidance/summary');
    expect(app.busy()).toBe(false);
    await app.send({ type: 'summary.submit' });
    expect(app.can({ type: 'summary.submit' })).toBe(false);
    expect(app.busy()).toBe(true);
  });
});
