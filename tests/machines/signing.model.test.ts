// Model-based paths of the signing flow (issue 12): a path through every transition the borrower, the
// server and the realtime channel can cause, from the wizard's step and from an e-mailed link, found on the
// statechart alone; each is replayed on a live flow whose calls the test answers and whose socket it drives,
// and after every step the live flow must be in the state the model says.
import { describe, expect, it } from 'vitest';
import { initialTransition, type AnyMachineSnapshot } from 'xstate';
import { CHANNEL_WAIT_MS, signingMachine } from '#machines/signing/signing.machine.ts';
import { SIGNING_PAGES } from '#machines/signing/pages.ts';
import { visit } from '#machines/kit/route-meta.ts';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { CUT_OFF_TIME_EXPIRED_TICKET } from '#src/api/contract/realtime.ts';
import type { AgreementToSign } from '#src/api/contract/signing.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { AGREEMENT_TO_SIGN, SIGNATURE_RESOURCE, SIGNED_AGREEMENT, TICKET, agreementWithStatus } from '#src/ui/fixtures/signing.ts';
import { modelPaths } from '#tests/support/model-paths.ts';
import { SESSION, settle, startSigning } from './signing-harness.ts';

import { done as doneOf, failed as failedOf, pendingCalls, reachedValues, replayPath, type ModelEvent } from './support/model-replay.ts';

type CallName = 'loadAgreement' | 'signLoanAgreement' | 'getSignatureStatus';

const done = (call: CallName, output: unknown) => doneOf(call, output);
const failed = (call: CallName, error: unknown) => failedOf(call, error);
const NETWORK = new ApiError('network', 'We could not reach our servers. Please check your connection and try again.');
const CUT_OFF = new ApiError('business', RESULT.cutOffTimeExpired.message, { ...RESULT.cutOffTimeExpired, data: null });
const NAME_MISMATCH = new ApiError('business', RESULT.signatureNameMismatch.message, { ...RESULT.signatureNameMismatch, data: null });
const statusAnswer = (signStatus: AgreementToSign['signStatus']) => ({
  requestId: AGREEMENT_TO_SIGN.requestId,
  ticket: TICKET,
  signStatus,
  documentUrl: '/d.pdf',
  signedAt: null,
});

/** The channel's news: an open (the first, or after a gap), and a close it does not retry (1008: it stops). */
const OPEN = { type: 'realtime.connected', reconnect: false } as const;
const STOPPED = { type: 'xstate.done.actor.realtime', output: { closeCode: 1008 } } as const;
const SIGNED_HERE = { type: 'realtime.message', message: { type: 'sign-status', ticket: TICKET, signStatus: SIGNATURE_STATUS.signed } } as const;

/** What can happen on each state of a page: the borrower's moves, the calls' answers, the channel's news. */
function eventsOf(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const at = (value: string | object) => snapshot.matches({ [snapshot.context.page]: value } as never);
  // A message comes only on an open socket (the model's channel has opened); a stopped channel opens no more.
  const heard = snapshot.context.channel === 'opened';
  const opens = snapshot.context.channel !== 'closed' ? [OPEN] : [];
  if (at({ loading: 'connecting' })) return [OPEN, STOPPED, { type: `xstate.after.channelWait.signing.${snapshot.context.page}.loading.connecting` }];
  if (at({ loading: 'fetching' }))
    return [
      // The channel's news while the agreement is on its way: an open, or a signature (its answer may be older).
      ...opens,
      ...(heard ? [SIGNED_HERE] : []),
      done('loadAgreement', AGREEMENT_TO_SIGN),
      // On the wizard's step a signed agreement is a visit to /notification/102 (signing.machine.test.ts).
      ...(snapshot.context.page === 'wizard' ? [] : [done('loadAgreement', SIGNED_AGREEMENT)]),
      done('loadAgreement', agreementWithStatus(SIGNATURE_STATUS.expired)),
      failed('loadAgreement', NETWORK),
    ];
  if (at({ shown: 'loadFailed' })) return [{ type: 'retry' }];
  // Going home after the countdown, and signing in for a new agreement from a link, are visits the flow asks of
  // the app: they end the flow and are covered by signing.machine.test.ts.
  if (at({ shown: 'unavailable' })) return snapshot.context.page === 'link' ? [] : [{ type: 'signing.renew' }];
  if (at({ shown: 'completed' })) return [];
  const events: ModelEvent[] = [];
  if (at({ shown: { awaiting: { form: 'editing' } } })) events.push({ type: 'signing.sign', typedName: 'Jane Q. Doe', consented: true, agreedToTerms: true });
  if (at({ shown: { awaiting: { form: 'submitting' } } }))
    events.push(done('signLoanAgreement', SIGNED_AGREEMENT), failed('signLoanAgreement', NAME_MISMATCH), failed('signLoanAgreement', CUT_OFF));
  if (at({ shown: { awaiting: { status: 'idle' } } })) events.push(...opens);
  // (Opened again while the status is out asks it again: signing.machine.test.ts, whose calls can tell the two apart.)
  if (at({ shown: { awaiting: { status: 'checking' } } }))
    events.push(done('getSignatureStatus', statusAnswer(SIGNATURE_STATUS.signed)), done('getSignatureStatus', statusAnswer(SIGNATURE_STATUS.notSigned)));
  if (at({ shown: 'awaiting' }) && heard)
    events.push(SIGNED_HERE, {
      type: 'realtime.message',
      message: { type: 'sign-status', ticket: CUT_OFF_TIME_EXPIRED_TICKET, signStatus: SIGNATURE_STATUS.voided },
    });
  return events;
}

function liveFlow(path: string) {
  const { waitFor, answer } = pendingCalls<CallName>();
  const run = startSigning(
    path,
    { load: waitFor('loadAgreement'), sign: waitFor('signLoanAgreement'), status: waitFor('getSignatureStatus') },
    { opens: 'when told' },
  );
  /** The channel's latest socket opened; one already open is closed first (1006) and another opened after the backoff. */
  const open = () => {
    if (run.latestSocket().opened) {
      run.latestSocket().send({ type: 'socket.closed', code: 1006 });
      run.clock.increment(1000);
    }
    run.latestSocket().send({ type: 'socket.open' });
    run.latestSocket().opened = true;
  };
  /** What the borrower or the channel does (a call's answer is settled by `answer`). */
  const act = (event: ModelEvent) => {
    if (event.type === 'realtime.message') run.latestSocket().send({ type: 'socket.message', message: event.message as never });
    else if (event.type === 'realtime.connected') open();
    else if (event.type.startsWith('xstate.after.channelWait.')) run.clock.increment(CHANNEL_WAIT_MS);
    else run.send(event as never);
  };
  const perform = async (event: ModelEvent) => {
    // The channel stopping is its socket closed with a code it does not retry, not a call's answer.
    if (event.type === STOPPED.type) run.latestSocket().send({ type: 'socket.closed', code: 1008 });
    else if (!answer(event)) act(event);
    await settle();
  };
  return { run, perform };
}

const PAGES = [
  { page: 'wizard', path: SIGNING_PAGES.wizard.path },
  { page: 'link', path: `/signature/${SIGNATURE_RESOURCE}` },
] as const;

for (const { page, path } of PAGES) {
  describe(`the signing flow's model from ${path}`, () => {
    const [start] = initialTransition(signingMachine, { entry: visit(path), sessionId: SESSION, signedIn: true });
    // The channel's facts are part of a state: the same states with the channel open or not, or the status due or
    // not, answer the same events differently.
    const paths = modelPaths(signingMachine, {
      fromState: start,
      events: eventsOf as never,
      distinguish: (snapshot) => [snapshot.context.channel, snapshot.context.statusDue],
    });

    it('has a path through every transition, reaching every stage of the page', () => {
      const reached = reachedValues(paths);
      const stages = [
        ...(page === 'wizard' ? ['connecting'] : []),
        'fetching',
        'loadFailed',
        'awaiting',
        'submitting',
        'checking',
        'completed',
        ...(page === 'wizard' ? [] : ['signed']),
        'unavailable',
      ];
      for (const stage of stages) {
        expect(
          [...reached].some((value) => value.includes(`"${stage}"`)),
          stage,
        ).toBe(true);
      }
      expect(paths.length).toBeGreaterThan(10);
    });

    for (const each of paths) {
      it(each.description, async () => {
        const { run, perform } = liveFlow(path);
        await settle();
        await replayPath(each, perform, run.snapshot);
        expect(run.snapshot().context.page).toBe(page);
      });
    }
  });
}
