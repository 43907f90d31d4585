// Signing the loan agreement (issue 12). One tree of states per page (the wizard's last step, the e-mailed
// link, /loan-agreement, and /loan-agreement/{loanNo}, one loan's by its number): the agreement is fetched (send-loan-agreement when signed in, which also e-mails the
// link; parse-signature-resource from a link) while the page listens on the realtime channel, for as long as it
// waits for a signature. The borrower signs here (typed full name and consent), or on another device from the
// e-mailed link: either way a signed status leads to the green message that counts down from 5 to /home.
// A realtime message arrives at most once, so the status is asked after any open of the channel (or message)
// the agreement's answer may predate; an answer asked once the channel was open is as fresh as the channel, so
// the signed-in pages wait (briefly) for the channel before asking the agreement (decision 0710). An
// agreement answered with loan flag 10003 (re-sign: the loan was re-dated after its date's cut-off) is shown to
// sign with the reason its dates are new. A loan asked by its number that has no agreement to show (unknown,
// another customer's, or none kept here) is refused for good: the page says the refusal's words, with no retry.
import { and, assign, enqueueActions, not, sendParent, setup, type AnyActorRef } from 'xstate';
import type { AgreementToSign } from '#src/api/contract/signing.ts';
import { CUT_OFF_TIME_EXPIRED_TICKET, REALTIME_SYSTEM_CODE, realtimeUrlPath } from '#src/api/contract/realtime.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { sayResult } from '#src/api/contract/result-words.ts';
import { SIGNATURE_SUCCESS_COUNTDOWN_SECONDS, SIGNATURE_SUCCESS_SNACKBAR_MS } from '#src/domain/constants.ts';
import { NOTIFICATION } from '#src/domain/codes/application.ts';
import { LOAN_FLAG, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { notificationPath } from '../app/notification-codes.ts';
import type { SnackbarShowEvent } from '../app/snackbar.machine.ts';
import { failureOf } from '../kit/failure.ts';
import { BUSY, failedState } from '../kit/retry.ts';
import { actionProvidedByApp, actorProvidedByApp } from '../kit/provided-by-app.ts';
import { visit } from '../kit/route-meta.ts';
import { matchPattern } from '../kit/route-table.ts';
import { realtimeMachine } from '../realtime/realtime.machine.ts';
import { SIGNING_PAGES, SIGNING_PATHS, type SigningPage } from './pages.ts';
import type { LoadRequest, SignatureStatus, SignerRef, SigningContext, SigningEvent, SigningInput, SignRequest } from './types.ts';
import { say } from './words.ts';

/** Refusals of a signature that mean the agreement itself changed: the page fetches the new one to sign. */
const AGREEMENT_CHANGED_CODES: readonly number[] = [
  RESULT.cutOffTimeExpired.code,
  RESULT.agreementReplaced.code,
  RESULT.esignDisclosureOutdated.code,
  RESULT.agreementExpired.code,
];

/** What the green message says once the countdown has taken the borrower home (said when it is shown). */
export const signedMessage = () => say('signing.message.signed');

/**
 * Refusals of /loan-agreement (or a loan asked by its number) that asking again will not change: the page says them with the way home
 * (`refused`), not a "Try again". -10811: no such loan of the borrower's (another customer's is refused alike);
 * -12104: the loan has no agreement here to show or sign.
 */
const REFUSED_FOR_GOOD_CODES: readonly number[] = [RESULT.loanNotFound.code, RESULT.noAgreementToSign.code];

/** The countdown moves by whole seconds. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * How long a page whose answer can be fresh waits for the channel's first open before it asks for the agreement
 * anyway (the status is then asked once the channel opens): a handshake is a few round trips on a phone.
 */
export const CHANNEL_WAIT_MS = 1000;

/**
 * Whether the page's agreement call registers this tab before it reads the status, so that a signature made after
 * that read finds the tab registered and is published to it: send-loan-agreement does both under the loan's lock
 * (server/signing/signing-service.ts, `send`). parse-signature-resource reads the agreement before it registers
 * the tab (`openLink`), so a signature made in between reaches neither the answer nor the tab: the link page asks
 * the status once its channel is open, whatever the order, and so does not wait for the channel first.
 */
export const ANSWER_CAN_BE_FRESH: Readonly<Record<SigningPage, boolean>> = { wizard: true, agreement: true, loan: true, link: false };

function pageOf(path: string): SigningPage {
  const found = (Object.keys(SIGNING_PAGES) as SigningPage[]).find((page) => matchPattern(SIGNING_PAGES[page].path, path) !== null);
  return found ?? 'agreement';
}

type Args = { context: SigningContext; event: SigningEvent };

const signerOf = (context: SigningContext): SignerRef =>
  context.page === 'link' ? { resource: context.resource } : { requestId: context.agreement?.requestId ?? '' };

/** One page's states: loading, then signed, waiting for a signature, or a status the borrower cannot sign in. */
const pageStates = (page: SigningPage) => {
  const at = (state: string) => `#signing.${page}.shown.${state}`;
  const loading = `#signing.${page}.loading`;
  const left = `#signing.${page}.left`;
  return {
    initial: 'loading' as const,
    // The channel stopped for good (a close not to retry: 1000, 1008), or failed (no socket could be made): the page
    // goes on without it, and a page asking the agreement again opens another.
    on: { 'xstate.done.actor.realtime': { actions: 'forgetChannel' as const }, 'xstate.error.actor.realtime': { actions: 'forgetChannel' as const } },
    states: {
      // Not a page yet (the app keeps its loading overlay): a visit is routed once the agreement is known, so
      // a deep link without a session goes to /sign-in without showing this page first. The channel is opened
      // here (kept when the page asks again while it waits), and closed by every state that waits for nothing.
      loading: {
        tags: [BUSY],
        entry: 'openChannel' as const,
        initial: 'connecting' as const,
        states: {
          // A page whose answer can be fresh asks for the agreement once the channel is open: the answer then says
          // every change up to the moment the tab was registered, and the channel every change after it, so no
          // status call is needed. A channel slower than CHANNEL_WAIT_MS (or one that stopped) is not waited for.
          connecting: {
            always: [
              { guard: 'channelOpened' as const, target: 'fetching' },
              { guard: not('answerCanBeFresh'), target: 'fetching' },
            ],
            on: {
              'realtime.connected': { target: 'fetching', actions: 'noteOpen' as const },
              'xstate.done.actor.realtime': { target: 'fetching', actions: 'forgetChannel' as const },
              'xstate.error.actor.realtime': { target: 'fetching', actions: 'forgetChannel' as const },
            },
            after: { channelWait: 'fetching' },
          },
          // The answer may predate what the channel says while it is on its way: an open (a message published before
          // it reached no socket) or a sign-status message (a change after the answer was read). Either makes the
          // status due once the agreement is known.
          fetching: {
            entry: 'noteRequested' as const,
            on: {
              'realtime.connected': { actions: ['noteOpen' as const, 'noteStatusDue' as const] },
              'realtime.message': { guard: 'isSignStatus' as const, actions: 'noteStatusDue' as const },
            },
            invoke: {
              id: 'loadAgreement',
              src: 'loadAgreement' as const,
              input: ({ context }: Args): LoadRequest => ({
                sessionId: context.sessionId,
                resource: context.page === 'link' ? context.resource : null,
                ...(context.page === 'loan' ? { loanNo: context.loanNo } : {}),
              }),
              onDone: [
                // Result pages (decision 0710, notification codes): an agreement on hold is pending (101); the wizard's
                // last step after its signature means the application is submitted (102). Neither shows this page.
                { guard: 'answerOnHold' as const, target: left, actions: ['rememberAgreement' as const, 'notifyPending' as const] },
                { guard: and(['isWizardPage', 'answerSigned']), target: left, actions: ['rememberAgreement' as const, 'notifySubmitted' as const] },
                // Loan flag 10003, re-sign agreement: the loan was re-dated after its date's cut-off passed unsigned, so this
                // agreement has new dates; the page says so above it, however the borrower came (a reload, the e-mailed link,
                // home, after the cut-off ticket or a refused signature).
                {
                  guard: 'answerResign' as const,
                  target: at('deciding'),
                  actions: ['rememberAgreement' as const, 'keepSignatureState' as const, 'noteResign' as const],
                },
                { target: at('deciding'), actions: ['rememberAgreement' as const, 'keepSignatureState' as const] },
              ],
              onError: [
                // /loan-agreement with nothing to show (or a loan asked by its number): the refusal's words, and the way
                // home (the page's back); asking again would answer the same.
                { guard: and(['isAgreementPage', 'refusedForGood']), target: at('refused'), actions: 'rememberError' as const },
                { target: at('loadFailed'), actions: 'rememberError' as const },
              ],
            },
          },
        },
      },
      /** Gone to a result page. */
      left: { entry: 'closeChannel' as const },
      shown: {
        meta: SIGNING_PAGES[page],
        initial: 'deciding' as const,
        states: {
          loadFailed: { ...failedState(loading, 'clearError'), entry: 'closeChannel' as const },
          /** No agreement to show: the loan asked by its number is unknown or another customer's, or none is kept here (`error`). */
          refused: { entry: 'closeChannel' as const },
          deciding: {
            always: [{ guard: 'isSigned' as const, target: 'signed' }, { guard: 'isNotSigned' as const, target: 'awaiting' }, { target: 'unavailable' }],
          },
          /** The sign form, and the status asked when the channel may have missed something (the channel still open). */
          awaiting: {
            type: 'parallel' as const,
            on: {
              'realtime.message': [
                // The date's cut-off passed before a signature: the loan has new dates and a new agreement to sign (flag 10003).
                { guard: 'cutOffExpired' as const, target: loading, actions: 'noteCutOff' as const },
                // New terms confirmed in another tab voided this agreement (decision 0720 point 16): signed in, the page
                // fetches the new one (send-loan-agreement makes it); a link's page says so, since its link opens nothing new.
                { guard: and(['voidedHere', 'isLinkPage']), target: at('unavailable'), actions: 'markVoided' as const },
                { guard: 'voidedHere' as const, target: loading, actions: 'noteReplaced' as const },
                { guard: 'signedHere' as const, target: at('completed'), actions: ['markSigned' as const, 'keepSignatureState' as const] },
              ],
            },
            states: {
              form: {
                initial: 'editing' as const,
                states: {
                  editing: { on: { 'signing.sign': { target: 'submitting', actions: 'clearError' as const } } },
                  submitting: {
                    tags: [BUSY],
                    invoke: {
                      id: 'signLoanAgreement',
                      src: 'signLoanAgreement' as const,
                      input: ({ context, event }: Args): SignRequest => {
                        if (event.type !== 'signing.sign') throw new Error(`submitting starts with signing.sign, not ${event.type}`);
                        const { typedName, consented, agreedToTerms } = event;
                        return { ...signerOf(context), typedName, consented, agreedToTerms, disclosureVersion: context.agreement!.disclosure.version };
                      },
                      onDone: { target: at('completed'), actions: ['rememberAgreement' as const, 'keepSignatureState' as const] },
                      onError: [
                        // The agreement changed under the borrower (new dates after the cut-off, a new disclosure, expired): fetch the new one.
                        { guard: 'agreementChanged' as const, target: loading, actions: 'noteChange' as const },
                        { target: 'editing', actions: 'rememberError' as const },
                      ],
                    },
                  },
                },
              },
              // The status is asked whenever the channel may have missed what the answer does not say: a message is
              // delivered at most once, and one published while this tab had no open socket (before its first open, or
              // while it was down) reached none. So every open after the agreement was asked asks it (the answer's
              // registration may have come before the handshake), and so does an answer the channel may already have
              // outdated (`statusDue`: an open or a sign-status message while it was on its way, or a link's answer).
              // An answer asked once the channel was open, with nothing heard since, is as fresh as the channel: no call.
              status: {
                initial: 'settling' as const,
                states: {
                  settling: { always: [{ guard: and(['statusDue', 'channelOpened']), target: 'checking' }, { target: 'idle' }] },
                  idle: { on: { 'realtime.connected': { target: 'checking', actions: 'noteOpen' as const } } },
                  checking: {
                    // Opened again while the status was on its way: its answer may predate the gap, so it is asked again.
                    on: { 'realtime.connected': { target: 'checking', reenter: true, actions: 'noteOpen' as const } },
                    invoke: {
                      id: 'getSignatureStatus',
                      src: 'getSignatureStatus' as const,
                      input: ({ context }: Args) => signerOf(context),
                      onDone: [
                        { guard: 'statusIsSigned' as const, target: at('completed'), actions: ['rememberStatus' as const, 'keepSignatureState' as const] },
                        // The link opens a newer agreement now (the loan re-dated after its cut-off moved it): the page
                        // fetches it, and its answer says why (loan flag 10003).
                        { guard: 'statusOfAnotherAgreement' as const, target: loading },
                        // Its agreement was voided meanwhile: what the missed message would have done.
                        { guard: and(['statusIsVoided', 'isLinkPage']), target: at('unavailable'), actions: 'markVoided' as const },
                        { guard: 'statusIsVoided' as const, target: loading, actions: 'noteReplaced' as const },
                        { target: 'idle' },
                      ],
                      onError: { target: 'idle' },
                    },
                  },
                },
              },
            },
          },
          /** Signed just now: 'All set. You will be redirected to the home page after ? seconds.' */
          completed: {
            entry: ['closeChannel' as const, 'startCountdown' as const],
            // Signed from an e-mailed link in a tab with no session (decision 0710): home would first ask to sign in,
            // so the borrower reads that the request is received (/notification/206), the green message over it.
            always: {
              guard: and(['isLinkPage', 'signedOut']),
              target: `#signing.${page}.left`,
              actions: ['keepMessageHome' as const, 'notifyReceived' as const],
            },
            initial: 'counting' as const,
            states: {
              counting: {
                always: { guard: 'countdownOver' as const, target: 'leaving' },
                after: { countdownTick: { target: 'counting', reenter: true, actions: 'tick' as const } },
                on: { 'countdown.ok': 'leaving' },
              },
              leaving: { entry: ['goHome' as const, 'keepMessageHome' as const] },
            },
          },
          /** Signed before this visit: the signed agreement to read and download. */
          signed: { entry: 'closeChannel' as const },
          /** Expired, cancelled, voided or suspended: what happened and where to go. */
          unavailable: {
            entry: 'closeChannel' as const,
            on: {
              // Signed in, a new agreement can be prepared (send-loan-agreement makes a new one for an expired request).
              'signing.renew': [
                { guard: 'isLinkPage' as const, actions: 'openAgreementPage' as const },
                { target: loading, actions: 'clearError' as const },
              ],
            },
          },
        },
      },
    },
  };
};

export const signingMachine = setup({
  types: {
    input: {} as SigningInput,
    context: {} as SigningContext,
    events: {} as SigningEvent,
  },
  actors: {
    loadAgreement: actorProvidedByApp<AgreementToSign, LoadRequest>('loadAgreement'),
    signLoanAgreement: actorProvidedByApp<AgreementToSign, SignRequest>('signLoanAgreement'),
    getSignatureStatus: actorProvidedByApp<SignatureStatus, SignerRef>('getSignatureStatus'),
    realtime: realtimeMachine,
  },
  delays: { countdownTick: COUNTDOWN_TICK_MS, channelWait: CHANNEL_WAIT_MS },
  guards: {
    isSigned: ({ context }) => context.agreement?.signStatus === SIGNATURE_STATUS.signed,
    isNotSigned: ({ context }) => context.agreement?.signStatus === SIGNATURE_STATUS.notSigned,
    isLinkPage: ({ context }) => context.page === 'link',
    isAgreementPage: ({ context }) => context.page === 'loan' || context.page === 'agreement',
    refusedForGood: ({ event }) => REFUSED_FOR_GOOD_CODES.includes(failureOf((event as { error?: unknown }).error).code ?? 0),
    answerCanBeFresh: ({ context }) => ANSWER_CAN_BE_FRESH[context.page],
    /** A socket of this channel has opened (it may be down now: its next open is then a gap the status covers). */
    channelOpened: ({ context }) => context.channel === 'opened',
    statusDue: ({ context }) => context.statusDue,
    isSignStatus: ({ event }) => event.type === 'realtime.message' && event.message.type === 'sign-status',
    isWizardPage: ({ context }) => context.page === 'wizard',
    signedOut: ({ context }) => !context.signedIn,
    answerOnHold: ({ event }) => (event as unknown as { output: AgreementToSign }).output.signStatus === SIGNATURE_STATUS.suspended,
    answerSigned: ({ event }) => (event as unknown as { output: AgreementToSign }).output.signStatus === SIGNATURE_STATUS.signed,
    answerResign: ({ event }) => {
      const answer = (event as unknown as { output: AgreementToSign }).output;
      return answer.loanFlag === LOAN_FLAG.resignAgreement && answer.signStatus === SIGNATURE_STATUS.notSigned;
    },
    signedHere: and([
      ({ event }) => event.type === 'realtime.message' && event.message.type === 'sign-status' && event.message.signStatus === SIGNATURE_STATUS.signed,
      ({ context, event }) => event.type === 'realtime.message' && event.message.type === 'sign-status' && event.message.ticket === context.agreement?.ticket,
    ]),
    voidedHere: ({ context, event }) =>
      event.type === 'realtime.message' &&
      event.message.type === 'sign-status' &&
      event.message.signStatus === SIGNATURE_STATUS.voided &&
      event.message.ticket === context.agreement?.ticket,
    statusIsSigned: ({ event }) => (event as unknown as { output: SignatureStatus }).output.signStatus === SIGNATURE_STATUS.signed,
    statusIsVoided: ({ event }) => (event as unknown as { output: SignatureStatus }).output.signStatus === SIGNATURE_STATUS.voided,
    statusOfAnotherAgreement: ({ context, event }) => (event as unknown as { output: SignatureStatus }).output.requestId !== context.agreement?.requestId,
    countdownOver: ({ context }) => context.secondsLeft <= 0,
    cutOffExpired: ({ event }) =>
      event.type === 'realtime.message' && event.message.type === 'sign-status' && event.message.ticket === CUT_OFF_TIME_EXPIRED_TICKET,
    agreementChanged: ({ event }) => AGREEMENT_CHANGED_CODES.includes(failureOf((event as { error?: unknown }).error).code ?? 0),
  },
  actions: {
    /** The page listens from the moment it asks for its agreement; a page asking again keeps the channel it has. */
    openChannel: enqueueActions(({ context, enqueue }) => {
      if (context.channel !== 'closed') return;
      enqueue.spawnChild('realtime', { id: 'realtime', input: { url: realtimeUrlPath(REALTIME_SYSTEM_CODE, context.sessionId) } });
      enqueue.assign({ channel: 'connecting' });
    }),
    /** A page that waits for no signature (signed, unavailable, gone, failed) holds no socket. */
    closeChannel: enqueueActions(({ context, enqueue }) => {
      if (context.channel === 'closed') return;
      enqueue.stopChild('realtime');
      enqueue.assign({ channel: 'closed', statusDue: false });
    }),
    forgetChannel: assign({ channel: 'closed' as const }),
    noteOpen: assign({ channel: 'opened' as const }),
    /** The agreement is asked now: its answer is as fresh as the channel if the channel was open (and it can be). */
    noteRequested: assign({ statusDue: ({ context }) => context.channel !== 'opened' || !ANSWER_CAN_BE_FRESH[context.page] }),
    noteStatusDue: assign({ statusDue: true }),
    rememberAgreement: assign({ agreement: ({ event }) => (event as unknown as { output: AgreementToSign }).output, error: null, nameError: null }),
    rememberStatus: assign({
      agreement: ({ context, event }) => {
        const { signStatus, documentUrl, signedAt } = (event as unknown as { output: SignatureStatus }).output;
        return context.agreement && { ...context.agreement, signStatus, documentUrl, signedAt };
      },
    }),
    markVoided: assign({ agreement: ({ context }) => context.agreement && { ...context.agreement, signStatus: SIGNATURE_STATUS.voided } }),
    markSigned: assign({ agreement: ({ context }) => context.agreement && { ...context.agreement, signStatus: SIGNATURE_STATUS.signed } }),
    rememberError: assign(({ event }) => {
      const failure = failureOf((event as { error?: unknown }).error);
      // A name that does not match is said at the name field; anything else above the button.
      return failure.code === RESULT.signatureNameMismatch.code ? { nameError: failure.message, error: null } : { error: failure.message, nameError: null };
    }),
    clearError: assign({ error: null, nameError: null }),
    noteCutOff: assign({ notice: () => sayResult(RESULT.cutOffTimeExpired), error: null }),
    noteResign: assign({ notice: () => sayResult(RESULT.cutOffTimeExpired) }),
    noteReplaced: assign({ notice: () => sayResult(RESULT.agreementReplaced), error: null, nameError: null }),
    noteChange: assign({ notice: ({ event }) => failureOf((event as { error?: unknown }).error).message, error: null, nameError: null }),
    startCountdown: assign({ secondsLeft: SIGNATURE_SUCCESS_COUNTDOWN_SECONDS }),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    goHome: sendParent(visit(SIGNING_PATHS.home)),
    /**
     * The green message's 20000 ms (spec section 9) outlast the 5 s countdown: what is left of them is spent on the
     * page it lands on, in the app's snackbar (decision 0710). OK closes it at once, as it goes home at once.
     */
    keepMessageHome: enqueueActions(({ context, event, system, enqueue }) => {
      const snackbar = system.get('snackbar') as AnyActorRef | undefined;
      if (!snackbar || event.type === 'countdown.ok') return;
      const shownMs = (SIGNATURE_SUCCESS_COUNTDOWN_SECONDS - context.secondsLeft) * COUNTDOWN_TICK_MS;
      const message: SnackbarShowEvent = {
        type: 'snackbar.show',
        message: signedMessage(),
        kind: 'success',
        timeoutMs: SIGNATURE_SUCCESS_SNACKBAR_MS - shownMs,
        actionLabel: say('signing.message.ok'),
      };
      enqueue.sendTo(snackbar, message);
    }),
    notifyPending: sendParent(visit(notificationPath(NOTIFICATION.pendingNote))),
    notifySubmitted: sendParent(visit(notificationPath(NOTIFICATION.applicationSuccess))),
    notifyReceived: sendParent(visit(notificationPath(NOTIFICATION.processing206))),
    /** The app keeps the request id, ticket, status and document url in the borrower's stored state (spec section 9). */
    keepSignatureState: actionProvidedByApp('keepSignatureState') as (args: { context: SigningContext }) => void,
    openAgreementPage: sendParent(visit(SIGNING_PATHS.agreement)),
  },
}).createMachine({
  id: 'signing',
  context: ({ input }) => {
    const page = pageOf(input.entry.path);
    return {
      page,
      resource: page === 'link' ? (matchPattern(SIGNING_PATHS.link, input.entry.path)?.resource ?? '') : '',
      loanNo: page === 'loan' ? (matchPattern(SIGNING_PATHS.loan, input.entry.path)?.loanNo ?? '') : '',
      sessionId: input.sessionId,
      signedIn: input.signedIn,
      agreement: null,
      error: null,
      nameError: null,
      notice: null,
      secondsLeft: SIGNATURE_SUCCESS_COUNTDOWN_SECONDS,
      channel: 'closed',
      statusDue: false,
    };
  },
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: ({ context }) => context.page === 'wizard', target: 'wizard' },
        { guard: ({ context }) => context.page === 'link', target: 'link' },
        { guard: ({ context }) => context.page === 'loan', target: 'loan' },
        { target: 'agreement' },
      ],
    },
    wizard: pageStates('wizard'),
    link: pageStates('link'),
    agreement: pageStates('agreement'),
    loan: pageStates('loan'),
  },
});
