// The signing flow's fakes and fixtures: it runs under a parent that records the visits it asks for
// (support/flow-harness.ts), its calls answered by the test (each a function of its input, or a promise the
// test settles later), a fake realtime socket the test opens, answers and closes, and a simulated clock.
import { fromCallback, SimulatedClock } from 'xstate';
import { realtimeMachine, type SocketCommand, type SocketEvent } from '#machines/realtime/realtime.machine.ts';
import { signingMachine } from '#machines/signing/signing.machine.ts';
import type { LoadRequest, SignatureStatus, SignerRef, SignRequest } from '#machines/signing/types.ts';
import { visit } from '#machines/kit/route-meta.ts';
import type { AgreementToSign } from '#src/api/contract/signing.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { AGREEMENT_TO_SIGN, SIGNED_AGREEMENT } from '#src/ui/fixtures/signing.ts';
import { fakeCall, settle as settleRounds, startUnderParent, type Call } from './support/flow-harness.ts';

export const SESSION = 'session-0001';
export const settle = () => settleRounds(5);

export type SigningAnswers = {
  load?: (input: LoadRequest) => Promise<AgreementToSign>;
  sign?: (input: SignRequest) => Promise<AgreementToSign>;
  status?: (input: SignerRef) => Promise<SignatureStatus>;
};

/**
 * get-signature-status unless the test says otherwise: the agreement asked about (by its id; the fixture's by a link)
 * still waits for a signature. Every open of the channel asks it.
 */
export const waitingStatus = async (signer: SignerRef): Promise<SignatureStatus> => ({
  requestId: 'requestId' in signer ? signer.requestId : AGREEMENT_TO_SIGN.requestId,
  ticket: AGREEMENT_TO_SIGN.ticket,
  signStatus: SIGNATURE_STATUS.notSigned,
  documentUrl: AGREEMENT_TO_SIGN.documentUrl,
  signedAt: null,
});

/** The flow on a page; `signedIn: false` is a tab without a session (a link opened on another device). */
export function startSigning(path: string, answers: SigningAnswers = {}, { signedIn = true }: { signedIn?: boolean } = {}) {
  const calls: Call[] = [];
  const record = (name: string, input: unknown) => void calls.push({ name, input });
  const sockets: Array<{ url: string; send: (event: SocketEvent) => void; closed: boolean; opened?: boolean }> = [];
  const socket = fromCallback<SocketCommand, { url: string }>(({ input, sendBack }) => {
    const fake = { url: input.url, send: sendBack, closed: false };
    sockets.push(fake);
    return () => {
      fake.closed = true;
    };
  });
  const kept: Array<AgreementToSign | null> = [];
  const flow = signingMachine.provide({
    actions: { keepSignatureState: ({ context }) => void kept.push(context.agreement) },
    actors: {
      loadAgreement: fakeCall('loadAgreement', answers.load ?? (async () => AGREEMENT_TO_SIGN), record),
      signLoanAgreement: fakeCall('signLoanAgreement', answers.sign ?? (async () => SIGNED_AGREEMENT), record),
      getSignatureStatus: fakeCall('getSignatureStatus', answers.status ?? waitingStatus, record),
      realtime: realtimeMachine.provide({ actors: { socket } }),
    },
  });
  const clock = new SimulatedClock();
  const { snapshot, send, visits } = startUnderParent(flow, { entry: visit(path), sessionId: SESSION, signedIn }, { clock });
  return { clock, calls, sockets, snapshot, send, visits, kept, latestSocket: () => sockets.at(-1)! };
}
