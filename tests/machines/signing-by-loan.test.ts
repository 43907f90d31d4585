// One loan's agreement by its number (/loan-agreement/{loanNo}, issue 12: "as does home for a signed loan"): the page
// asks send-loan-agreement with that number once its channel is open, shows the signed agreement to read and download
// as /loan-agreement shows one, and says a refusal (no such loan of the borrower's, another customer's, or none kept
// here) in its words with the way home, not a "Try again". A failed call is tried again as on every page.
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { AGREEMENT_TO_SIGN, SIGNED_AGREEMENT } from '#src/ui/fixtures/signing.ts';
import { loanAgreementPath, SIGNING_PAGES } from '#machines/signing/pages.ts';
import { stageOf } from '#src/views/signing/signing-actor.ts';
import { SESSION, settle, startSigning } from './signing-harness.ts';

const LOAN_NO = SIGNED_AGREEMENT.loanNo;
const refusal = (result: { code: number; message: string }) => new ApiError('business', result.message, { ...result, data: null });
const SIGN = { type: 'signing.sign', typedName: 'Jane Q. Doe', consented: true, agreedToTerms: true } as const;

describe("one loan's agreement by its number", () => {
  it('is the path the page table gives, its number kept as typed and encoded', () => {
    expect(loanAgreementPath('GC-DEMO-0042')).toBe('/loan-agreement/GC-DEMO-0042');
    expect(loanAgreementPath('a b')).toBe('/loan-agreement/a%20b');
    expect(SIGNING_PAGES.loan).toMatchObject({ path: '/loan-agreement/:loanNo', back: '/home', title: 'Loan Agreement' });
  });

  it('asks for that loan’s agreement once the channel is open, shows it signed to read and download, and closes the channel', async () => {
    const run = startSigning(loanAgreementPath(LOAN_NO), { load: async () => SIGNED_AGREEMENT });
    await settle();
    expect(run.calls).toEqual([{ name: 'loadAgreement', input: { sessionId: SESSION, resource: null, loanNo: LOAN_NO } }]);
    expect(run.snapshot().matches({ loan: { shown: 'signed' } })).toBe(true);
    expect(stageOf(run.snapshot())).toBe('signed');
    expect(run.snapshot().context.agreement?.documentUrl).toBe(SIGNED_AGREEMENT.documentUrl);
    expect(run.snapshot().getMeta()).toEqual({ 'signing.loan.shown': SIGNING_PAGES.loan });
    expect(run.sockets.map((socket) => socket.closed)).toEqual([true]);
    run.clock.increment(10_000);
    expect(run.visits()).toEqual([]);
  });

  it('a number typed in lower case or percent-encoded is handed to the server as the path says it (the server compares in upper case)', async () => {
    const run = startSigning('/loan-agreement/gc%2Ddemo%2D0042', { load: async () => SIGNED_AGREEMENT });
    await settle();
    expect(run.calls[0]?.input).toEqual({ sessionId: SESSION, resource: null, loanNo: 'gc-demo-0042' });
  });

  it.each([
    ['unknown, or another customer’s (-10811)', RESULT.loanNotFound],
    ['with no agreement kept here (-12104)', RESULT.noAgreementToSign],
  ])('a loan %s: the refusal’s words on the page, the way home, no "Try again", no channel', async (_, result) => {
    const run = startSigning(loanAgreementPath(LOAN_NO), { load: async () => Promise.reject(refusal(result)) });
    await settle();
    expect(run.snapshot().matches({ loan: { shown: 'refused' } })).toBe(true);
    expect(stageOf(run.snapshot())).toBe('refused');
    expect(run.snapshot().context.error).toBe(result.message);
    expect(run.snapshot().getMeta()).toEqual({ 'signing.loan.shown': SIGNING_PAGES.loan });
    expect(run.snapshot().can({ type: 'retry' })).toBe(false);
    expect(run.sockets.map((socket) => socket.closed)).toEqual([true]);
    expect(run.visits()).toEqual([]);
  });

  it('a failed call (no answer) can be tried again, with the same number', async () => {
    let fail = true;
    const run = startSigning(loanAgreementPath(LOAN_NO), {
      load: async () => {
        if (fail) throw new ApiError('network', 'We could not reach our servers. Please check your connection and try again.');
        return SIGNED_AGREEMENT;
      },
    });
    await settle();
    expect(run.snapshot().matches({ loan: { shown: 'loadFailed' } })).toBe(true);
    fail = false;
    run.send({ type: 'retry' });
    await settle();
    expect(run.snapshot().matches({ loan: { shown: 'signed' } })).toBe(true);
    expect(run.calls.map((call) => call.input)).toEqual([
      { sessionId: SESSION, resource: null, loanNo: LOAN_NO },
      { sessionId: SESSION, resource: null, loanNo: LOAN_NO },
    ]);
  });

  it('/loan-agreement without a number asks as before (the newest wizard loan); -12104 there is said with the way home, no retry', async () => {
    const run = startSigning('/loan-agreement', { load: async () => Promise.reject(refusal(RESULT.noAgreementToSign)) });
    await settle();
    expect(run.calls[0]?.input).toEqual({ sessionId: SESSION, resource: null });
    expect(run.snapshot().matches({ agreement: { shown: 'refused' } })).toBe(true);
    expect(run.snapshot().context.error).toBe(RESULT.noAgreementToSign.message);
  });

  it('/loan-agreement whose call got no answer is a failed load, retried', async () => {
    const run = startSigning('/loan-agreement', { load: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await settle();
    expect(run.snapshot().matches({ agreement: { shown: 'loadFailed' } })).toBe(true);
  });

  it('the wizard’s loan still waiting, opened by its number: the same sign form, and the signature counts down home', async () => {
    const run = startSigning(loanAgreementPath(AGREEMENT_TO_SIGN.loanNo));
    await settle();
    expect(run.snapshot().matches({ loan: { shown: 'awaiting' } })).toBe(true);
    expect(run.snapshot().context.agreement?.signStatus).toBe(SIGNATURE_STATUS.notSigned);
    run.send(SIGN);
    await settle();
    expect(run.calls.at(-1)).toMatchObject({ name: 'signLoanAgreement', input: { requestId: AGREEMENT_TO_SIGN.requestId } });
    expect(run.snapshot().matches({ loan: { shown: 'completed' } })).toBe(true);
    for (let second = 0; second < 5; second += 1) {
      run.clock.increment(1000);
      await settle();
    }
    expect(run.visits()).toEqual(['/home']);
  });
});
