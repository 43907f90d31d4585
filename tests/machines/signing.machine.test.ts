// The signing flow on a simulated clock: each page's loading, the signature made here or on another device
// (a realtime message), the channel opened before the agreement is asked and the status asked after any open (or
// message) the answer may predate, the countdown home, and each status that cannot be signed.
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { CUT_OFF_TIME_EXPIRED_TICKET } from '#src/api/contract/realtime.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import {
  AGREEMENT_TO_SIGN,
  REDATED_AGREEMENT,
  SIGNATURE_RESOURCE,
  SIGNED_AGREEMENT,
  SIGNED_STATUS,
  TICKET,
  agreementWithStatus,
} from '#src/ui/fixtures/signing.ts';
import { CHANNEL_WAIT_MS } from '#machines/signing/signing.machine.ts';
import type { SignatureStatus, SignerRef } from '#machines/signing/types.ts';
import type { AgreementToSign } from '#src/api/contract/signing.ts';
import { isSubmitting, stageOf } from '#src/views/signing/signing-actor.ts';
import { SESSION, settle, startSigning, waitingStatus } from './signing-harness.ts';

const SIGN = { type: 'signing.sign', typedName: 'Jane Q. Doe', consented: true, agreedToTerms: true } as const;

/** A call's answer the test gives when it chooses (the call is out until then). */
function later<T>() {
  let give!: (value: T) => void;
  const answer = new Promise<T>((resolve) => (give = resolve));
  return { answer: () => answer, give };
}

const names = (run: { calls: ReadonlyArray<{ name: string }> }) => run.calls.map((call) => call.name);

describe('the signing flow', () => {
  it('on the wizard step asks for the signed-in borrower’s agreement with this tab’s session, and opens the channel', async () => {
    const run = startSigning('/disbursement/sign-loan-agreement');
    await settle();
    expect(run.calls[0]).toEqual({ name: 'loadAgreement', input: { sessionId: SESSION, resource: null } });
    expect(run.snapshot().matches({ wizard: { shown: 'awaiting' } })).toBe(true);
    expect(run.sockets.map((socket) => socket.url)).toEqual([`/realtime/borrower-web/${SESSION}`]);
    expect(run.kept.map((agreement) => agreement?.signStatus)).toEqual([SIGNATURE_STATUS.notSigned]);
  });

  it('from an e-mailed link asks by its resource', async () => {
    const run = startSigning(`/signature/${SIGNATURE_RESOURCE}`);
    await settle();
    expect(run.calls[0]).toEqual({ name: 'loadAgreement', input: { sessionId: SESSION, resource: SIGNATURE_RESOURCE } });
    expect(run.snapshot().matches({ link: { shown: 'awaiting' } })).toBe(true);
  });

  it('signs with the typed name, both consents and the disclosure version shown, then counts down from 5 to home', async () => {
    const run = startSigning('/disbursement/sign-loan-agreement');
    await settle();
    run.send(SIGN);
    await settle();
    expect(run.calls.at(-1)).toEqual({
      name: 'signLoanAgreement',
      input: { requestId: AGREEMENT_TO_SIGN.requestId, typedName: 'Jane Q. Doe', consented: true, agreedToTerms: true, disclosureVersion: '2026-11' },
    });
    expect(run.snapshot().matches({ wizard: { shown: 'completed' } })).toBe(true);
    expect(run.snapshot().context.secondsLeft).toBe(5);
    expect(run.latestSocket().closed).toBe(true);
    expect(run.kept.map((agreement) => agreement?.signStatus)).toEqual([SIGNATURE_STATUS.notSigned, SIGNATURE_STATUS.signed]);
    for (const left of [4, 3, 2, 1]) {
      run.clock.increment(1000);
      expect(run.snapshot().context.secondsLeft).toBe(left);
      expect(run.visits()).toEqual([]);
    }
    run.clock.increment(1000);
    expect(run.visits()).toEqual(['/home']);
  });

  it('signs from a link by its resource', async () => {
    const run = startSigning(`/signature/${SIGNATURE_RESOURCE}`);
    await settle();
    run.send(SIGN);
    await settle();
    expect(run.calls.at(-1)?.input).toMatchObject({ resource: SIGNATURE_RESOURCE });
    expect(run.calls.at(-1)?.input).not.toHaveProperty('requestId');
  });

  it('OK goes home at once', async () => {
    const run = startSigning('/disbursement/sign-loan-agreement');
    await settle();
    run.send(SIGN);
    await settle();
    run.send({ type: 'countdown.ok' });
    expect(run.visits()).toEqual(['/home']);
  });

  it('a typed name unlike the application’s is said at the name field, and the borrower can sign again', async () => {
    const mismatch = new ApiError('business', RESULT.signatureNameMismatch.message, { ...RESULT.signatureNameMismatch, data: null });
    let first = true;
    const run = startSigning('/disbursement/sign-loan-agreement', {
      sign: async () => {
        if (first) {
          first = false;
          throw mismatch;
        }
        return SIGNED_AGREEMENT;
      },
    });
    await settle();
    expect(isSubmitting(run.snapshot())).toBe(false);
    run.send({ ...SIGN, typedName: 'Janet Doe' });
    // The sign button says it is signing while the call is out (the state's busy tag).
    expect(isSubmitting(run.snapshot())).toBe(true);
    await settle();
    expect(isSubmitting(run.snapshot())).toBe(false);
    expect(run.snapshot().matches({ wizard: { shown: { awaiting: { form: 'editing' } } } })).toBe(true);
    expect(run.snapshot().context.nameError).toBe(RESULT.signatureNameMismatch.message);
    expect(run.snapshot().context.error).toBeNull();
    run.send(SIGN);
    await settle();
    expect(run.snapshot().matches({ wizard: { shown: 'completed' } })).toBe(true);
    expect(run.snapshot().context.nameError).toBeNull();
  });

  it('a signature made on another device arrives on the channel and starts the countdown', async () => {
    const run = startSigning('/disbursement/sign-loan-agreement');
    await settle();
    run.latestSocket().send({ type: 'socket.open' });
    run.latestSocket().send({ type: 'socket.message', message: { type: 'sign-status', ticket: TICKET, signStatus: SIGNATURE_STATUS.signed } });
    expect(run.snapshot().matches({ wizard: { shown: 'completed' } })).toBe(true);
    expect(run.snapshot().context.agreement?.signStatus).toBe(SIGNATURE_STATUS.signed);
  });

  it('a cut-off-time-expired message fetches the new agreement with new dates, saying why, and the borrower signs it', async () => {
    const redated = {
      ...AGREEMENT_TO_SIGN,
      requestId: '6a1f0c2e-8b4d-4e5f-9a7b-3c2d1e0f0002',
      ticket: 'ESIGN-new',
      agreement: { ...AGREEMENT_TO_SIGN.agreement, disbursementDate: '2026-11-27' },
    };
    let answer = AGREEMENT_TO_SIGN;
    const run = startSigning('/disbursement/sign-loan-agreement', { load: async () => answer });
    await settle();
    answer = redated;
    run.latestSocket().send({ type: 'socket.open' });
    run
      .latestSocket()
      .send({ type: 'socket.message', message: { type: 'sign-status', ticket: CUT_OFF_TIME_EXPIRED_TICKET, signStatus: SIGNATURE_STATUS.voided } });
    await settle();
    // Asked again on the channel that stayed open: no wait, and no status (the answer is as fresh as the channel).
    expect(run.calls.map((call) => call.name)).toEqual(['loadAgreement', 'loadAgreement']);
    expect(run.sockets).toHaveLength(1);
    expect(run.snapshot().matches({ wizard: { shown: 'awaiting' } })).toBe(true);
    expect(run.snapshot().context.agreement?.agreement.disbursementDate).toBe('2026-11-27');
    expect(run.snapshot().context.notice).toBe(RESULT.cutOffTimeExpired.message);
    run.send(SIGN);
    await settle();
    expect(run.calls.at(-1)?.input).toMatchObject({ requestId: redated.requestId });
  });

  it.each([
    ['/disbursement/sign-loan-agreement', 'wizard'],
    [`/signature/${SIGNATURE_RESOURCE}`, 'link'],
    ['/loan-agreement', 'agreement'],
  ] as const)(
    '%s answered with loan flag 10003 (re-sign: re-dated after the cut-off) shows the new agreement to sign, saying its dates are new',
    async (path, page) => {
      const run = startSigning(path, { load: async () => REDATED_AGREEMENT });
      await settle();
      expect(run.snapshot().matches({ [page]: { shown: { awaiting: { form: 'editing' } } } })).toBe(true);
      expect(run.snapshot().context).toMatchObject({
        notice: RESULT.cutOffTimeExpired.message,
        error: null,
        agreement: { requestId: REDATED_AGREEMENT.requestId },
      });
      expect(run.visits()).toEqual([]);
      run.send(SIGN);
      await settle();
      expect(run.calls.at(-1)?.name).toBe('signLoanAgreement');
      expect(run.snapshot().matches({ [page]: { shown: 'completed' } })).toBe(true);
    },
  );

  it('an agreement without the flag says nothing about new dates', async () => {
    const run = startSigning('/loan-agreement');
    await settle();
    expect(run.snapshot().matches({ agreement: { shown: 'awaiting' } })).toBe(true);
    expect(run.snapshot().context.notice).toBeNull();
  });

  it('from a link, a signature refused for the cut-off (-12105) opens the same link again, which the server moved to the re-dated agreement, and signs that one', async () => {
    const redated = {
      ...AGREEMENT_TO_SIGN,
      requestId: '6a1f0c2e-8b4d-4e5f-9a7b-3c2d1e0f0003',
      agreement: { ...AGREEMENT_TO_SIGN.agreement, disbursementDate: '2026-11-27' },
    };
    let answer = AGREEMENT_TO_SIGN;
    let refusals = 1;
    const run = startSigning(`/signature/${SIGNATURE_RESOURCE}`, {
      load: async () => answer,
      sign: async () => {
        if (refusals-- > 0) {
          answer = redated;
          throw new ApiError('business', RESULT.cutOffTimeExpired.message, { ...RESULT.cutOffTimeExpired, data: null });
        }
        return { ...SIGNED_AGREEMENT, requestId: redated.requestId };
      },
    });
    await settle();
    run.send(SIGN);
    await settle();
    // A link's answer is read before the server registers the tab, so its page asks the status once the channel is open.
    expect(run.calls.map((call) => [call.name, call.input])).toEqual([
      ['loadAgreement', { sessionId: SESSION, resource: SIGNATURE_RESOURCE }],
      ['getSignatureStatus', { resource: SIGNATURE_RESOURCE }],
      ['signLoanAgreement', expect.objectContaining({ resource: SIGNATURE_RESOURCE })],
      ['loadAgreement', { sessionId: SESSION, resource: SIGNATURE_RESOURCE }],
      ['getSignatureStatus', { resource: SIGNATURE_RESOURCE }],
    ]);
    expect(run.snapshot().matches({ link: { shown: { awaiting: { form: 'editing' } } } })).toBe(true);
    expect(run.snapshot().context).toMatchObject({ notice: RESULT.cutOffTimeExpired.message, error: null, agreement: { requestId: redated.requestId } });
    expect(run.snapshot().context.agreement?.agreement.disbursementDate).toBe('2026-11-27');
    expect(run.visits()).toEqual([]);
    run.send(SIGN);
    await settle();
    expect(run.snapshot().matches({ link: { shown: 'completed' } })).toBe(true);
  });

  it.each([RESULT.cutOffTimeExpired, RESULT.agreementReplaced, RESULT.esignDisclosureOutdated, RESULT.agreementExpired])(
    'a signature refused because the agreement changed ($code) fetches the new one and says why',
    async (result) => {
      const run = startSigning('/disbursement/sign-loan-agreement', {
        sign: async () => {
          throw new ApiError('business', result.message, { ...result, data: null });
        },
      });
      await settle();
      run.send(SIGN);
      await settle();
      expect(run.calls.map((call) => call.name)).toEqual(['loadAgreement', 'signLoanAgreement', 'loadAgreement']);
      expect(run.snapshot().matches({ wizard: { shown: { awaiting: { form: 'editing' } } } })).toBe(true);
      expect(run.snapshot().context.notice).toBe(result.message);
      expect(run.snapshot().context.error).toBeNull();
    },
  );

  it('ignores a message about another ticket or another status', async () => {
    const run = startSigning('/disbursement/sign-loan-agreement');
    await settle();
    run.latestSocket().send({ type: 'socket.open' });
    run.latestSocket().send({ type: 'socket.message', message: { type: 'sign-status', ticket: 'ESIGN-other', signStatus: SIGNATURE_STATUS.signed } });
    run.latestSocket().send({ type: 'socket.message', message: { type: 'sign-status', ticket: TICKET, signStatus: SIGNATURE_STATUS.expired } });
    run.latestSocket().send({ type: 'socket.message', message: { type: 'sign-status', ticket: 'ESIGN-other', signStatus: SIGNATURE_STATUS.voided } });
    await settle();
    expect(run.snapshot().matches({ wizard: { shown: 'awaiting' } })).toBe(true);
    // Nothing for the messages (and no status: the agreement was asked once the channel was open).
    expect(run.calls.map((call) => call.name)).toEqual(['loadAgreement']);
  });

  it('its own agreement voided by new terms confirmed in another tab (status 4, its ticket): the page fetches the new agreement and says why', async () => {
    const renewed = { ...AGREEMENT_TO_SIGN, requestId: '6a1f0c2e-8b4d-4e5f-9a7b-3c2d1e0f0004', ticket: 'ESIGN-renewed' };
    let answer = AGREEMENT_TO_SIGN;
    const run = startSigning('/loan-agreement', { load: async () => answer });
    await settle();
    answer = renewed;
    run.latestSocket().send({ type: 'socket.open' });
    run.latestSocket().send({ type: 'socket.message', message: { type: 'sign-status', ticket: TICKET, signStatus: SIGNATURE_STATUS.voided } });
    await settle();
    // Asked again on the channel that stayed open: its answer is as fresh as the channel, no status asked.
    expect(run.calls.map((call) => call.name)).toEqual(['loadAgreement', 'loadAgreement']);
    expect(run.sockets).toHaveLength(1);
    expect(run.latestSocket().closed).toBe(false);
    expect(run.snapshot().matches({ agreement: { shown: 'awaiting' } })).toBe(true);
    expect(run.snapshot().context).toMatchObject({ notice: RESULT.agreementReplaced.message, agreement: { requestId: renewed.requestId } });
    run.send(SIGN);
    await settle();
    expect(run.calls.at(-1)?.input).toMatchObject({ requestId: renewed.requestId });
  });

  it('the same message on a link’s page shows the voided status with its way on, and asks nothing more', async () => {
    const run = startSigning(`/signature/${SIGNATURE_RESOURCE}`);
    await settle();
    run.latestSocket().send({ type: 'socket.open' });
    run.latestSocket().send({ type: 'socket.message', message: { type: 'sign-status', ticket: TICKET, signStatus: SIGNATURE_STATUS.voided } });
    await settle();
    expect(run.snapshot().matches({ link: { shown: 'unavailable' } })).toBe(true);
    expect(run.snapshot().context.agreement?.signStatus).toBe(SIGNATURE_STATUS.voided);
    expect(run.calls.map((call) => call.name)).toEqual(['loadAgreement', 'getSignatureStatus']);
    expect(run.latestSocket().closed).toBe(true);
  });

  it('after a reconnect asks for the status again, and a signature it missed starts the countdown', async () => {
    let status = waitingStatus;
    const run = startSigning('/disbursement/sign-loan-agreement', { status: (signer) => status(signer) });
    await settle();
    await settle();
    expect(run.calls.map((call) => call.name)).toEqual(['loadAgreement']);
    expect(run.snapshot().matches({ wizard: { shown: { awaiting: { status: 'idle' } } } })).toBe(true);
    status = async () => SIGNED_STATUS;
    run.latestSocket().send({ type: 'socket.closed', code: 1006 });
    run.clock.increment(1000);
    run.latestSocket().send({ type: 'socket.open' });
    await settle();
    expect(run.calls.at(-1)).toEqual({ name: 'getSignatureStatus', input: { requestId: AGREEMENT_TO_SIGN.requestId } });
    expect(run.snapshot().matches({ wizard: { shown: 'completed' } })).toBe(true);
    expect(run.snapshot().context.agreement?.documentUrl).toBe('/documents/x.pdf');
  });

  // A first handshake slower than the page's wait for it (CHANNEL_WAIT_MS): the agreement is asked and answered first.
  describe('the first open of the channel asks for the status when it comes after the agreement was asked (what was published before the handshake reached no socket)', () => {
    it('a signature made between the agreement’s answer and the first open starts the countdown, then home', async () => {
      let signedElsewhere = false;
      const run = startSigning(
        '/disbursement/sign-loan-agreement',
        { status: async (signer) => (signedElsewhere ? SIGNED_STATUS : waitingStatus(signer)) },
        { opens: 'when told' },
      );
      run.clock.increment(CHANNEL_WAIT_MS);
      await settle();
      expect(run.snapshot().matches({ wizard: { shown: 'awaiting' } })).toBe(true);
      // Signed on the phone, its message published while this tab had no socket yet: no message will come.
      signedElsewhere = true;
      run.latestSocket().send({ type: 'socket.open' });
      await settle();
      expect(run.calls.map((call) => [call.name, call.input])).toEqual([
        ['loadAgreement', { sessionId: SESSION, resource: null }],
        ['getSignatureStatus', { requestId: AGREEMENT_TO_SIGN.requestId }],
      ]);
      expect(run.snapshot().matches({ wizard: { shown: 'completed' } })).toBe(true);
      expect(run.snapshot().context.agreement).toMatchObject({ signStatus: SIGNATURE_STATUS.signed, signedAt: SIGNED_STATUS.signedAt });
      for (let second = 0; second < 5; second += 1) run.clock.increment(1000);
      expect(run.visits()).toEqual(['/home']);
    });

    it('nothing new: the page keeps waiting, and asks again only at the next open', async () => {
      const run = startSigning('/loan-agreement', {}, { opens: 'when told' });
      run.clock.increment(CHANNEL_WAIT_MS);
      await settle();
      run.latestSocket().send({ type: 'socket.open' });
      await settle();
      run.clock.increment(30_000);
      run.latestSocket().send({ type: 'socket.message', message: { type: 'pong' } });
      await settle();
      expect(run.snapshot().matches({ agreement: { shown: { awaiting: { status: 'idle', form: 'editing' } } } })).toBe(true);
      expect(run.calls.map((call) => call.name)).toEqual(['loadAgreement', 'getSignatureStatus']);
      run.latestSocket().send({ type: 'socket.closed', code: 1001 });
      run.clock.increment(1000);
      run.latestSocket().send({ type: 'socket.open' });
      await settle();
      expect(run.calls.map((call) => call.name)).toEqual(['loadAgreement', 'getSignatureStatus', 'getSignatureStatus']);
    });

    it('a link moved to the re-dated agreement (its cut-off ticket missed) makes the page fetch it, with the reason its dates are new', async () => {
      let answer = AGREEMENT_TO_SIGN;
      const run = startSigning(
        `/signature/${SIGNATURE_RESOURCE}`,
        {
          load: async () => answer,
          status: async () => ({
            ...SIGNED_STATUS,
            requestId: REDATED_AGREEMENT.requestId,
            ticket: REDATED_AGREEMENT.ticket,
            signStatus: SIGNATURE_STATUS.notSigned,
            signedAt: null,
          }),
        },
        { opens: 'when told' },
      );
      await settle();
      answer = REDATED_AGREEMENT;
      run.latestSocket().send({ type: 'socket.open' });
      await settle();
      // The new agreement's answer is a link's too (read before the tab is registered): its status is asked as well.
      expect(run.calls.map((call) => call.name)).toEqual(['loadAgreement', 'getSignatureStatus', 'loadAgreement', 'getSignatureStatus']);
      expect(run.snapshot().matches({ link: { shown: { awaiting: { form: 'editing' } } } })).toBe(true);
      expect(run.snapshot().context).toMatchObject({ notice: RESULT.cutOffTimeExpired.message, agreement: { requestId: REDATED_AGREEMENT.requestId } });
    });

    it('its agreement voided meanwhile: signed in, the page fetches the new one and says why; a link’s page shows the voided status', async () => {
      const voided = async (signer: SignerRef) => ({ ...(await waitingStatus(signer)), signStatus: SIGNATURE_STATUS.voided });
      const renewed = { ...AGREEMENT_TO_SIGN, requestId: '6a1f0c2e-8b4d-4e5f-9a7b-3c2d1e0f0005', ticket: 'ESIGN-renewed' };
      let answer = AGREEMENT_TO_SIGN;
      const signedIn = startSigning('/loan-agreement', { load: async () => answer, status: voided }, { opens: 'when told' });
      signedIn.clock.increment(CHANNEL_WAIT_MS);
      await settle();
      answer = renewed;
      signedIn.latestSocket().send({ type: 'socket.open' });
      await settle();
      expect(signedIn.calls.map((call) => call.name)).toEqual(['loadAgreement', 'getSignatureStatus', 'loadAgreement']);
      expect(signedIn.snapshot().context).toMatchObject({ notice: RESULT.agreementReplaced.message, agreement: { requestId: renewed.requestId } });

      const fromLink = startSigning(`/signature/${SIGNATURE_RESOURCE}`, { status: voided }, { opens: 'when told' });
      await settle();
      fromLink.latestSocket().send({ type: 'socket.open' });
      await settle();
      expect(fromLink.snapshot().matches({ link: { shown: 'unavailable' } })).toBe(true);
      expect(fromLink.snapshot().context.agreement?.signStatus).toBe(SIGNATURE_STATUS.voided);
      expect(fromLink.calls.map((call) => call.name)).toEqual(['loadAgreement', 'getSignatureStatus']);
    });
  });

  describe('the channel opens before the agreement is asked, and the status is asked only when the answer may predate the channel', () => {
    it.each([
      ['/disbursement/sign-loan-agreement', 'wizard'],
      ['/loan-agreement', 'agreement'],
    ] as const)('%s asks for its agreement once the channel is open, and no status then', async (path, page) => {
      const run = startSigning(path, {}, { opens: 'when told' });
      await settle();
      expect(run.snapshot().matches({ [page]: { loading: 'connecting' } })).toBe(true);
      expect(run.sockets).toHaveLength(1);
      expect(names(run)).toEqual([]);
      run.latestSocket().send({ type: 'socket.open' });
      await settle();
      expect(names(run)).toEqual(['loadAgreement']);
      expect(run.snapshot().matches({ [page]: { shown: { awaiting: { status: 'idle', form: 'editing' } } } })).toBe(true);
      run.clock.increment(CHANNEL_WAIT_MS);
      await settle();
      expect(names(run)).toEqual(['loadAgreement']);
    });

    it('the page reads one stage, loading, while it waits for the channel and while the agreement is on its way', async () => {
      const load = later<AgreementToSign>();
      const run = startSigning('/disbursement/sign-loan-agreement', { load: load.answer }, { opens: 'when told' });
      expect(run.snapshot().matches({ wizard: { loading: 'connecting' } })).toBe(true);
      expect(stageOf(run.snapshot())).toBe('loading');
      run.latestSocket().send({ type: 'socket.open' });
      await settle();
      expect(run.snapshot().matches({ wizard: { loading: 'fetching' } })).toBe(true);
      expect(stageOf(run.snapshot())).toBe('loading');
      load.give(AGREEMENT_TO_SIGN);
      await settle();
      expect(stageOf(run.snapshot())).toBe('awaiting');
    });

    it('a handshake slower than CHANNEL_WAIT_MS is not waited for: the agreement is asked then, and the status at the open', async () => {
      const run = startSigning('/disbursement/sign-loan-agreement', {}, { opens: 'when told' });
      run.clock.increment(CHANNEL_WAIT_MS - 1);
      await settle();
      expect(names(run)).toEqual([]);
      run.clock.increment(1);
      await settle();
      expect(names(run)).toEqual(['loadAgreement']);
      expect(run.snapshot().matches({ wizard: { shown: { awaiting: { status: 'idle' } } } })).toBe(true);
      run.latestSocket().send({ type: 'socket.open' });
      await settle();
      expect(names(run)).toEqual(['loadAgreement', 'getSignatureStatus']);
    });

    it('opened while the agreement is on its way (asked before the open): the status is asked once it answers, and a signature it finds counts down', async () => {
      const load = later<AgreementToSign>();
      const run = startSigning('/disbursement/sign-loan-agreement', { load: load.answer, status: async () => SIGNED_STATUS }, { opens: 'when told' });
      run.clock.increment(CHANNEL_WAIT_MS);
      await settle();
      run.latestSocket().send({ type: 'socket.open' });
      await settle();
      // Nothing to ask about before the agreement is known.
      expect(names(run)).toEqual(['loadAgreement']);
      load.give(AGREEMENT_TO_SIGN);
      await settle();
      expect(run.calls.map((call) => [call.name, call.input])).toEqual([
        ['loadAgreement', { sessionId: SESSION, resource: null }],
        ['getSignatureStatus', { requestId: AGREEMENT_TO_SIGN.requestId }],
      ]);
      expect(run.snapshot().matches({ wizard: { shown: 'completed' } })).toBe(true);
    });

    it('a signature heard while the agreement is on its way (its answer may be older): the status is asked once it answers', async () => {
      const load = later<AgreementToSign>();
      const run = startSigning('/loan-agreement', { load: load.answer, status: async () => SIGNED_STATUS });
      await settle();
      expect(names(run)).toEqual(['loadAgreement']);
      // Its ticket is not known yet; the server published it after registering this tab, so the answer may say 'not signed'.
      run.latestSocket().send({ type: 'socket.message', message: { type: 'sign-status', ticket: TICKET, signStatus: SIGNATURE_STATUS.signed } });
      load.give(AGREEMENT_TO_SIGN);
      await settle();
      expect(names(run)).toEqual(['loadAgreement', 'getSignatureStatus']);
      expect(run.snapshot().matches({ agreement: { shown: 'completed' } })).toBe(true);
    });

    it('a loan’s status heard while the agreement is on its way says nothing of the signature: no status asked', async () => {
      const load = later<AgreementToSign>();
      const run = startSigning('/loan-agreement', { load: load.answer });
      await settle();
      run.latestSocket().send({ type: 'socket.message', message: { type: 'loan-status', loanNo: AGREEMENT_TO_SIGN.loanNo, loanStatus: 102, tracker: 1 } });
      load.give(AGREEMENT_TO_SIGN);
      await settle();
      expect(names(run)).toEqual(['loadAgreement']);
      expect(run.snapshot().matches({ agreement: { shown: { awaiting: { status: 'idle' } } } })).toBe(true);
    });

    it('closed and opened again while the agreement is on its way: the status is asked once it answers', async () => {
      const load = later<AgreementToSign>();
      const run = startSigning('/disbursement/sign-loan-agreement', { load: load.answer });
      await settle();
      run.latestSocket().send({ type: 'socket.closed', code: 1006 });
      run.clock.increment(1000);
      expect(run.sockets).toHaveLength(2);
      load.give(AGREEMENT_TO_SIGN);
      await settle();
      expect(names(run)).toEqual(['loadAgreement', 'getSignatureStatus']);
      expect(run.snapshot().matches({ wizard: { shown: { awaiting: { status: 'idle' } } } })).toBe(true);
    });

    it('closed while the agreement is on its way and not open again when it answers: the status waits for the next open', async () => {
      const load = later<AgreementToSign>();
      const run = startSigning('/disbursement/sign-loan-agreement', { load: load.answer, status: async () => SIGNED_STATUS }, { opens: 'when told' });
      run.latestSocket().send({ type: 'socket.open' });
      await settle();
      run.latestSocket().send({ type: 'socket.closed', code: 1006 });
      load.give(AGREEMENT_TO_SIGN);
      await settle();
      expect(names(run)).toEqual(['loadAgreement']);
      run.clock.increment(1000);
      run.latestSocket().send({ type: 'socket.open' });
      await settle();
      expect(names(run)).toEqual(['loadAgreement', 'getSignatureStatus']);
      expect(run.snapshot().matches({ wizard: { shown: 'completed' } })).toBe(true);
    });

    it('opened again while the status is on its way: its answer may predate the gap, so it is asked again', async () => {
      const first = later<SignatureStatus>();
      let asked = 0;
      const run = startSigning(
        '/disbursement/sign-loan-agreement',
        { status: async () => (asked++ === 0 ? first.answer() : SIGNED_STATUS) },
        { opens: 'when told' },
      );
      run.clock.increment(CHANNEL_WAIT_MS);
      await settle();
      run.latestSocket().send({ type: 'socket.open' });
      await settle();
      expect(run.snapshot().matches({ wizard: { shown: { awaiting: { status: 'checking' } } } })).toBe(true);
      run.latestSocket().send({ type: 'socket.closed', code: 1006 });
      run.clock.increment(1000);
      run.latestSocket().send({ type: 'socket.open' });
      await settle();
      expect(names(run)).toEqual(['loadAgreement', 'getSignatureStatus', 'getSignatureStatus']);
      expect(run.snapshot().matches({ wizard: { shown: 'completed' } })).toBe(true);
      // The first answer, from before the gap, comes too late to count.
      first.give(await waitingStatus({ requestId: AGREEMENT_TO_SIGN.requestId }));
      await settle();
      expect(run.snapshot().matches({ wizard: { shown: 'completed' } })).toBe(true);
    });

    it('a first handshake refused and a second open within the wait: the agreement is asked after it, and no status', async () => {
      const run = startSigning('/disbursement/sign-loan-agreement', {}, { opens: 'when told' });
      run.latestSocket().send({ type: 'socket.closed', code: 1006 });
      run.clock.increment(CHANNEL_WAIT_MS - 1);
      expect(run.sockets).toHaveLength(2);
      expect(names(run)).toEqual([]);
      run.latestSocket().send({ type: 'socket.open' });
      await settle();
      expect(names(run)).toEqual(['loadAgreement']);
      expect(run.snapshot().matches({ wizard: { shown: { awaiting: { status: 'idle' } } } })).toBe(true);
    });

    it('a channel refused for good (1008) is not waited for: the agreement is asked at once', async () => {
      const run = startSigning('/disbursement/sign-loan-agreement', {}, { opens: 'when told' });
      run.latestSocket().send({ type: 'socket.closed', code: 1008 });
      await settle();
      expect(names(run)).toEqual(['loadAgreement']);
      expect(run.snapshot().matches({ wizard: { shown: { awaiting: { status: 'idle', form: 'editing' } } } })).toBe(true);
      expect(run.snapshot().context.channel).toBe('closed');
    });

    it('a channel whose socket cannot be made is not waited for, and the page goes on without it', async () => {
      const run = startSigning('/loan-agreement', {}, { opens: 'cannot be made' });
      await settle();
      expect(names(run)).toEqual(['loadAgreement']);
      expect(run.snapshot().status).toBe('active');
      expect(run.snapshot().matches({ agreement: { shown: { awaiting: { status: 'idle', form: 'editing' } } } })).toBe(true);
      run.send(SIGN);
      await settle();
      expect(run.snapshot().matches({ agreement: { shown: 'completed' } })).toBe(true);
    });

    it('the link page asks for its agreement at once, and its status once the channel is open, before or after the answer', async () => {
      const load = later<AgreementToSign>();
      const openedFirst = startSigning(`/signature/${SIGNATURE_RESOURCE}`, { load: load.answer });
      await settle();
      expect(names(openedFirst)).toEqual(['loadAgreement']);
      load.give(AGREEMENT_TO_SIGN);
      await settle();
      expect(names(openedFirst)).toEqual(['loadAgreement', 'getSignatureStatus']);

      const answeredFirst = startSigning(`/signature/${SIGNATURE_RESOURCE}`, {}, { opens: 'when told' });
      await settle();
      expect(names(answeredFirst)).toEqual(['loadAgreement']);
      answeredFirst.latestSocket().send({ type: 'socket.open' });
      await settle();
      expect(names(answeredFirst)).toEqual(['loadAgreement', 'getSignatureStatus']);
    });
  });

  it('asks for the status when its channel opens only after a failed attempt (a signature may have been published to no socket)', async () => {
    const run = startSigning(`/signature/${SIGNATURE_RESOURCE}`, { status: async () => SIGNED_STATUS }, { opens: 'when told' });
    await settle();
    expect(run.calls.map((call) => call.name)).toEqual(['loadAgreement']);
    run.latestSocket().send({ type: 'socket.closed', code: 1006 });
    run.clock.increment(1000);
    run.latestSocket().send({ type: 'socket.open' });
    await settle();
    expect(run.calls.at(-1)).toEqual({ name: 'getSignatureStatus', input: { resource: SIGNATURE_RESOURCE } });
    expect(run.snapshot().matches({ link: { shown: 'completed' } })).toBe(true);
  });

  it('after a reconnect with nothing signed keeps waiting', async () => {
    const run = startSigning('/disbursement/sign-loan-agreement', {
      status: async () => ({
        requestId: AGREEMENT_TO_SIGN.requestId,
        ticket: TICKET,
        signStatus: SIGNATURE_STATUS.notSigned,
        documentUrl: '/d.pdf',
        signedAt: null,
      }),
    });
    await settle();
    run.latestSocket().send({ type: 'socket.open' });
    run.latestSocket().send({ type: 'socket.closed', code: 1001 });
    run.clock.increment(1000);
    run.latestSocket().send({ type: 'socket.open' });
    await settle();
    expect(run.snapshot().matches({ wizard: { shown: { awaiting: { status: 'idle' } } } })).toBe(true);
  });

  it('shows an agreement signed before the visit, without a countdown', async () => {
    const run = startSigning('/loan-agreement', { load: async () => SIGNED_AGREEMENT });
    await settle();
    expect(run.snapshot().matches({ agreement: { shown: 'signed' } })).toBe(true);
    // The channel opened for the agreement's answer is closed once it says signed: nothing more to wait for.
    expect(run.sockets.map((socket) => socket.closed)).toEqual([true]);
    run.clock.increment(10_000);
    expect(run.visits()).toEqual([]);
  });

  it.each([SIGNATURE_STATUS.expired, SIGNATURE_STATUS.cancelled, SIGNATURE_STATUS.voided])('status %i cannot be signed: the page says why', async (status) => {
    const run = startSigning(`/signature/${SIGNATURE_RESOURCE}`, { load: async () => agreementWithStatus(status) });
    await settle();
    expect(run.snapshot().matches({ link: { shown: 'unavailable' } })).toBe(true);
    expect(run.sockets.map((socket) => socket.closed)).toEqual([true]);
  });

  it.each(['/disbursement/sign-loan-agreement', `/signature/${SIGNATURE_RESOURCE}`, '/loan-agreement'])(
    'an agreement on hold (suspended, 5) on %s is pending: /notification/101, without the page, its channel closed',
    async (path) => {
      const run = startSigning(path, { load: async () => agreementWithStatus(SIGNATURE_STATUS.suspended) });
      await settle();
      expect(run.visits()).toEqual(['/notification/101']);
      expect(run.sockets.map((socket) => socket.closed)).toEqual([true]);
      expect(run.snapshot().getMeta()).toEqual({});
    },
  );

  it('the wizard’s last step opened after its signature: the application is submitted, /notification/102; /loan-agreement shows the signed agreement', async () => {
    const wizard = startSigning('/disbursement/sign-loan-agreement', { load: async () => SIGNED_AGREEMENT });
    await settle();
    expect(wizard.visits()).toEqual(['/notification/102']);
    const agreement = startSigning('/loan-agreement', { load: async () => SIGNED_AGREEMENT });
    await settle();
    expect(agreement.visits()).toEqual([]);
    expect(agreement.snapshot().matches({ agreement: { shown: 'signed' } })).toBe(true);
  });

  it('an expired agreement is prepared again when signed in, and from a link the borrower signs in for it', async () => {
    let answer = agreementWithStatus(SIGNATURE_STATUS.expired);
    const signedIn = startSigning('/loan-agreement', { load: async () => answer });
    await settle();
    answer = AGREEMENT_TO_SIGN;
    signedIn.send({ type: 'signing.renew' });
    await settle();
    expect(signedIn.calls.filter((call) => call.name === 'loadAgreement')).toHaveLength(2);
    expect(signedIn.snapshot().matches({ agreement: { shown: 'awaiting' } })).toBe(true);

    const fromLink = startSigning(`/signature/${SIGNATURE_RESOURCE}`, { load: async () => agreementWithStatus(SIGNATURE_STATUS.expired) });
    await settle();
    fromLink.send({ type: 'signing.renew' });
    expect(fromLink.visits()).toEqual(['/loan-agreement']);
  });

  it('a failed load can be tried again', async () => {
    let fail = true;
    const run = startSigning('/disbursement/sign-loan-agreement', {
      load: async () => {
        if (fail) throw new ApiError('network', 'We could not reach our servers. Please check your connection and try again.');
        return AGREEMENT_TO_SIGN;
      },
    });
    await settle();
    expect(run.snapshot().matches({ wizard: { shown: 'loadFailed' } })).toBe(true);
    expect(run.snapshot().context.error).toBe('We could not reach our servers. Please check your connection and try again.');
    fail = false;
    run.send({ type: 'retry' });
    await settle();
    expect(run.snapshot().matches({ wizard: { shown: 'awaiting' } })).toBe(true);
    expect(run.snapshot().context.error).toBeNull();
  });
});
