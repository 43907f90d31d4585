// The signature's green message (spec section 9): a 5-second countdown to /home inside a 20000 ms snackbar. The
// countdown leaves the signing page after 5 s, so the rest of the 20 s is spent on the page it lands on, in the
// app's snackbar (decision 0710): here the flow runs beside the app's real snackbar machine, on a simulated clock.
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromCallback, fromPromise, setup, SimulatedClock, type Actor } from 'xstate';
import { snackbarMachine } from '#machines/app/snackbar.machine.ts';
import { visit } from '#machines/kit/route-meta.ts';
import { realtimeMachine } from '#machines/realtime/realtime.machine.ts';
import { signedMessage, signingMachine } from '#machines/signing/signing.machine.ts';
import { AGREEMENT_TO_SIGN, SIGNATURE_RESOURCE, SIGNED_AGREEMENT } from '#src/ui/fixtures/signing.ts';
import type { SignatureStatus } from '#machines/signing/types.ts';
import { settle } from './signing-harness.ts';

const SIGN = { type: 'signing.sign', typedName: 'Jane Q. Doe', consented: true, agreedToTerms: true } as const;

function startBesideSnackbar({ path = '/disbursement/sign-loan-agreement', signedIn = true } = {}) {
  const visits: string[] = [];
  const flow = signingMachine.provide({
    actions: { keepSignatureState: () => undefined },
    actors: {
      loadAgreement: fromPromise(async () => AGREEMENT_TO_SIGN),
      signLoanAgreement: fromPromise(async () => SIGNED_AGREEMENT),
      getSignatureStatus: fromPromise(async (): Promise<SignatureStatus> => {
        throw new Error('not asked');
      }),
      // A channel that opens (so the agreement is asked at once) and stays quiet.
      realtime: realtimeMachine.provide({ actors: { socket: fromCallback(({ sendBack }) => (sendBack({ type: 'socket.open' }), () => undefined)) } }),
    },
  });
  const app = setup({ actors: { flow, snackbar: snackbarMachine } }).createMachine({
    invoke: [
      { id: 'snackbar', systemId: 'snackbar', src: 'snackbar' },
      { id: 'flow', src: 'flow', input: { entry: visit(path), sessionId: 'session-0001', signedIn } },
    ],
    on: { 'route.enter': { actions: assign(({ event }) => (visits.push((event as unknown as { path: string }).path), {})) } },
  });
  const clock = new SimulatedClock();
  const actor = createActor(app, { clock }).start();
  const child = (id: string) => (actor.getSnapshot().children as Record<string, unknown>)[id] as Actor<never>;
  const snackbar = () => (child('snackbar') as unknown as Actor<typeof snackbarMachine>).getSnapshot();
  return { clock, visits, snackbar, flow: () => child('flow') as unknown as Actor<typeof signingMachine> };
}

describe('the signature’s green message', () => {
  it('counts down 5 s on the signing page, then stays on the page it lands on until 20 s from the signature', async () => {
    const run = startBesideSnackbar();
    await settle();
    run.flow().send(SIGN);
    await settle();
    expect(
      run
        .flow()
        .getSnapshot()
        .matches({ wizard: { shown: 'completed' } }),
    ).toBe(true);
    for (let second = 0; second < 5; second += 1) run.clock.increment(1_000);
    expect(run.visits).toEqual(['/home']);
    expect(run.snackbar()).toMatchObject({ value: 'visible', context: { message: signedMessage(), kind: 'success', actionLabel: 'OK' } });
    run.clock.increment(14_999);
    expect(run.snackbar().value).toBe('visible');
    run.clock.increment(1);
    expect(run.snackbar().value).toBe('hidden');
  });

  it('OK goes home at once and closes the message: nothing follows the borrower home', async () => {
    const run = startBesideSnackbar();
    await settle();
    run.flow().send(SIGN);
    await settle();
    run.flow().send({ type: 'countdown.ok' });
    expect(run.visits).toEqual(['/home']);
    expect(run.snackbar().value).toBe('hidden');
  });

  it('signed from a link in a tab without a session: the request-received page (206) at once, the message there for its whole 20 s', async () => {
    const run = startBesideSnackbar({ path: `/signature/${SIGNATURE_RESOURCE}`, signedIn: false });
    await settle();
    run.flow().send(SIGN);
    await settle();
    expect(run.visits).toEqual(['/notification/206']);
    expect(run.snackbar()).toMatchObject({ value: 'visible', context: { message: signedMessage(), kind: 'success', actionLabel: 'OK' } });
    run.clock.increment(19_999);
    expect(run.snackbar().value).toBe('visible');
    run.clock.increment(1);
    expect(run.snackbar().value).toBe('hidden');
  });
});
