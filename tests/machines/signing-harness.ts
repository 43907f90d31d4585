// The signing flow's fakes and fixtures: it runs under a parent that records the visits it asks for
// (support/flow-harness.ts), its calls answered by the test (each a function of its input, or a promise the
// test settles later), a fake realtime socket the test answers and closes (opened at once, as a server that is up
// opens it, unless the test opens it itself), and a simulated clock.
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
 * get-signature-status unless the test says otherwise: the agreement asked about (by its id; by a link, the one the
 * link opened, `opened`, else the fixture's) still waits for a signature.
 */
export const waitingStatus = async (signer: SignerRef, opened: AgreementToSign = AGREEMENT_TO_SIGN): Promise<SignatureStatus> => ({
  requestId: 'requestId' in signer ? signer.requestId : opened.requestId,
  ticket: 'requestId' in signer ? AGREEMENT_TO_SIGN.ticket : opened.ticket,
  signStatus: SIGNATURE_STATUS.notSigned,
  documentUrl: AGREEMENT_TO_SIGN.documentUrl,
  signedAt: null,
});

/**
 * The flow on a page; `signedIn: false` is a tab without a session (a link opened on another device). Each socket
 * opens as soon as it is made (`opens: 'at once'`: a handshake within the flow's wait for the channel), or only when
 * the test sends it `socket.open` (`opens: 'when told'`), to put the open before or after a call; or it cannot be
 * made at all (`opens: 'cannot be made'`: the browser's WebSocket threw).
 */
export function startSigning(
  path: string,
  answers: SigningAnswers = {},
  { signedIn = true, opens = 'at once' }: { signedIn?: boolean; opens?: 'at once' | 'when told' | 'cannot be made' } = {},
) {
  const calls: Call[] = [];
  const record = (name: string, input: unknown) => void calls.push({ name, input });
  const sockets: Array<{ url: string; send: (event: SocketEvent) => void; closed: boolean; opened?: boolean }> = [];
  const socket = fromCallback<SocketCommand, { url: string }>(({ input, sendBack }) => {
    const fake = { url: input.url, send: sendBack, closed: false, opened: opens === 'at once' };
    sockets.push(fake);
    if (opens === 'cannot be made') throw new Error('The browser made no socket');
    if (fake.opened) sendBack({ type: 'socket.open' });
    return () => {
      fake.closed = true;
    };
  });
  const kept: Array<AgreementToSign | null> = [];
  /** The agreement the last load answered: what a link's status speaks of unless the test says otherwise. */
  let loaded: AgreementToSign | undefined;
  const load = answers.load ?? (async () => AGREEMENT_TO_SIGN);
  const flow = signingMachine.provide({
    actions: { keepSignatureState: ({ context }) => void kept.push(context.agreement) },
    actors: {
      loadAgreement: fakeCall('loadAgreement', async (input: LoadRequest) => (loaded = await load(input)), record),
      signLoanAgreement: fakeCall('signLoanAgreement', answers.sign ?? (async () => SIGNED_AGREEMENT), record),
      getSignatureStatus: fakeCall('getSignatureStatus', answers.status ?? ((signer: SignerRef) => waitingStatus(signer, loaded)), record),
      realtime: realtimeMachine.provide({ actors: { socket } }),
    },
  });
  const clock = new SimulatedClock();
  const { snapshot, send, visits } = startUnderParent(flow, { entry: visit(path), sessionId: SESSION, signedIn }, { clock });
  return { clock, calls, sockets, snapshot, send, visits, kept, latestSocket: () => sockets.at(-1)! };
}
