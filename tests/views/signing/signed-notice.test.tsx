// The notice above a signed agreement: "A copy is on its way to your e-mail." only right after signing (the
// countdown); an agreement signed before this visit (read again after funding, weeks on) says the copy was e-mailed
// when it was signed, which stays true.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { fromCallback, fromPromise } from 'xstate';
import { realtimeMachine } from '#machines/realtime/realtime.machine.ts';
import { signingMachine } from '#machines/signing/signing.machine.ts';
import type { AgreementToSign } from '#src/api/contract/signing.ts';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { AGREEMENT_TO_SIGN, SIGNED_AGREEMENT } from '#src/ui/fixtures/signing.ts';
import { AppActorContext } from '#src/views/app-actor.ts';
import { SigningView } from '#src/views/signing/signing-view.tsx';
import { settle, startInApp } from '../../machines/support/flow-harness.ts';

const system = createBrandSystem(NEUTRAL_COLORS);
const SIGN = { type: 'signing.sign', typedName: 'Jane Q. Doe', consented: true, agreedToTerms: true } as const;

async function signingPage(path: string, loaded: AgreementToSign) {
  const app = await startInApp({
    actors: {
      signing: signingMachine.provide({
        actions: { keepSignatureState: () => {} },
        actors: {
          loadAgreement: fromPromise(async () => loaded),
          signLoanAgreement: fromPromise(async () => SIGNED_AGREEMENT),
          getSignatureStatus: fromPromise(async () => {
            const { requestId, ticket, signStatus, documentUrl, signedAt } = loaded;
            return { requestId, ticket, signStatus, documentUrl, signedAt };
          }),
          // A channel that opens (so the agreement is asked at once) and stays quiet.
          realtime: realtimeMachine.provide({ actors: { socket: fromCallback(({ sendBack }) => (sendBack({ type: 'socket.open' }), () => {})) } }),
        },
      }),
    },
  });
  app.enter(path);
  await settle(5);
  const render = () =>
    renderToStaticMarkup(
      <ChakraProvider value={system}>
        <AppActorContext.Provider value={app.actor}>
          <SigningView heading={<h1>Heading</h1>} />
        </AppActorContext.Provider>
      </ChakraProvider>,
    );
  return { app, render, signing: app.driver<typeof signingMachine>('signing', 'signing', 5) };
}

describe('the signed notice', () => {
  it('right after signing, the copy is on its way to the e-mail', async () => {
    const { app, render, signing } = await signingPage('/disbursement/sign-loan-agreement', AGREEMENT_TO_SIGN);
    await signing.send(SIGN);
    expect(signing.matches({ wizard: { shown: 'completed' } })).toBe(true);
    const html = render();
    expect(html).toContain('You signed this agreement on November 24, 2026 at 10:04 AM EST. A copy is on its way to your e-mail.');
    app.actor.stop();
  });

  it('signed before this visit, it says the copy was e-mailed when it was signed, not that it is on its way', async () => {
    const { app, render, signing } = await signingPage('/loan-agreement', SIGNED_AGREEMENT);
    expect(signing.matches({ agreement: { shown: 'signed' } })).toBe(true);
    const html = render();
    expect(html).toContain(
      'You signed this agreement on November 24, 2026 at 10:04 AM EST. We e-mailed you a copy when you signed, and you can download it below at any time.',
    );
    expect(html).not.toContain('on its way');
    app.actor.stop();
  });

  it('signed before this visit with no time of signing known, the same without the time', async () => {
    const undated = { ...SIGNED_AGREEMENT, signedAt: null };
    const earlier = await signingPage('/loan-agreement', undated);
    expect(earlier.render()).toContain('You signed this agreement. We e-mailed you a copy when you signed, and you can download it below at any time.');
    earlier.app.actor.stop();
  });
});
