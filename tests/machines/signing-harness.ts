// The signing flow's fakes and fixtures: it runs under a parent that records the visits it asks for
// (support/flow-harness.ts), its calls answered by the test (each a function of its input, or a promise the
// test settles later), a fake realtime socket the test opens, answers and closes, and a simulated clock.
import { fromCallback, SimulatedClock } from 'xstate';
import { realtimeMachine, type SocketCommand, type SocketEvent } from '#machines/realtime/realtime.machine.ts';
import { signingMachine } from '#machines/signing/signing.machine.ts';
import type { LoadRequest, SignatureStatus, SignerRef, SignRequest } from '#machines/signing/types.ts';
import { visit } from '#machines/kit/route-meta.ts';
import type { AgreementToSign } from '#src/api/contract/signing.ts';
import { AGREEMENT_TO_SIGN, SIGNED_AGREEMENT } from '#src/ui/fixtures/signing.ts';
import { fakeCall, settle as settleRounds, startUnderParent, type Call } from './support/flow-harness.ts';

export const SESSION = 'session-0001';
export const settle = () => settleRounds(5);

export type SigningAnswers = {
  load?: (input: LoadRequest) => Promise<AgreementToSign>;
  sign?: (input: SignRequest) => Promise<AgreementToSign>;
  status?: (input: SignerRef) => Promise<SignatureStatus>;
};

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
      getSignatureStatus: fakeCall('getSignatureStatus', answers.status, record),
      realtime: realtimeMachine.provide({ actors: { socket } }),
    },
  });
  const clock = new SimulatedClock();
  const { snapshot, send, visits } = startUnderParent(flow, { entry: visit(path), sessionId: SESSION, signedIn }, { clock });
  return { clock, calls, sockets, snapshot, send, visits, kept, latestSocket: () => sockets.at(-1)! };
}
