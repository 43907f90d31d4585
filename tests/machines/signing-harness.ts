// Runs the signing flow the way the app does, under a parent that records the visits it asks for: its calls
// answered by the test (each a function of its input, or a promise the test settles later), a fake realtime
// socket the test opens, answers and closes, and a simulated clock.
import { assign, createActor, fromCallback, fromPromise, setup, SimulatedClock, type ActorRefFrom } from 'xstate';
import { realtimeMachine, type SocketCommand, type SocketEvent } from '#machines/realtime/realtime.machine.ts';
import { signingMachine } from '#machines/signing/signing.machine.ts';
import type { LoadRequest, SignatureStatus, SignerRef, SignRequest } from '#machines/signing/types.ts';
import { visit } from '#machines/kit/route-meta.ts';
import type { AgreementToSign } from '#src/api/contract/signing.ts';
import { AGREEMENT_TO_SIGN, SIGNED_AGREEMENT } from '#src/ui/fixtures/signing.ts';

export const SESSION = 'session-0001';
export const settle = async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

export type SigningAnswers = {
  load?: (input: LoadRequest) => Promise<AgreementToSign>;
  sign?: (input: SignRequest) => Promise<AgreementToSign>;
  status?: (input: SignerRef) => Promise<SignatureStatus>;
};

export function startSigning(path: string, answers: SigningAnswers = {}) {
  const calls: Array<{ name: string; input: unknown }> = [];
  const sockets: Array<{ url: string; send: (event: SocketEvent) => void; closed: boolean; opened?: boolean }> = [];
  const toParent: Array<{ type: string; path?: string }> = [];
  const answer =
    <I, O>(name: string, fn: ((input: I) => Promise<O>) | undefined) =>
    ({ input }: { input: I }) => {
      calls.push({ name, input });
      if (!fn) throw new Error(`The test gave no answer for ${name}`);
      return fn(input);
    };
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
      loadAgreement: fromPromise(answer('loadAgreement', answers.load ?? (async () => AGREEMENT_TO_SIGN))),
      signLoanAgreement: fromPromise(answer('signLoanAgreement', answers.sign ?? (async () => SIGNED_AGREEMENT))),
      getSignatureStatus: fromPromise(answer('getSignatureStatus', answers.status)),
      realtime: realtimeMachine.provide({ actors: { socket } }),
    },
  });
  const parent = setup({ actors: { flow } }).createMachine({
    invoke: { id: 'flow', src: 'flow', input: { entry: visit(path), sessionId: SESSION } },
    on: { '*': { actions: assign(({ event }) => (toParent.push(event as { type: string; path?: string }), {})) } },
  });
  const clock = new SimulatedClock();
  const actor = createActor(parent, { clock }).start();
  const child = () => actor.getSnapshot().children.flow as unknown as ActorRefFrom<typeof signingMachine>;
  const snapshot = () => child().getSnapshot();
  const send = (event: Parameters<ReturnType<typeof child>['send']>[0]) => child().send(event);
  const visits = () => toParent.filter((event) => event.type === 'route.enter').map((event) => event.path);
  return { clock, calls, sockets, snapshot, send, visits, kept, latestSocket: () => sockets.at(-1)! };
}
