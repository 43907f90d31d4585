// /loan-agreement/{loanNo} rendered over the running flow: a signed agreement as /loan-agreement shows one (the signed
// notice, the signed PDF's link, the agreement's text), and a refusal in its own words with the way home instead of a
// blank page or a "Try again".
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { fromCallback, fromPromise } from 'xstate';
import { realtimeMachine } from '#machines/realtime/realtime.machine.ts';
import { loanAgreementPath } from '#machines/signing/pages.ts';
import { signingMachine } from '#machines/signing/signing.machine.ts';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { AgreementToSign } from '#src/api/contract/signing.ts';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { SIGNED_AGREEMENT } from '#src/ui/fixtures/signing.ts';
import { AppActorContext } from '#src/views/app-actor.ts';
import { SigningView } from '#src/views/signing/signing-view.tsx';
import { settle, startInApp } from '../../machines/support/flow-harness.ts';

const system = createBrandSystem(NEUTRAL_COLORS);

async function render(path: string, load: () => Promise<AgreementToSign>) {
  const app = await startInApp({
    actors: {
      signing: signingMachine.provide({
        actions: { keepSignatureState: () => {} },
        actors: {
          loadAgreement: fromPromise(load),
          signLoanAgreement: fromPromise(async () => SIGNED_AGREEMENT),
          getSignatureStatus: fromPromise(async () => {
            const { requestId, ticket, signStatus, documentUrl, signedAt } = SIGNED_AGREEMENT;
            return { requestId, ticket, signStatus, documentUrl, signedAt };
          }),
          realtime: realtimeMachine.provide({ actors: { socket: fromCallback(({ sendBack }) => (sendBack({ type: 'socket.open' }), () => {})) } }),
        },
      }),
    },
  });
  app.enter(path);
  await settle(5);
  const title = app.title();
  const html = renderToStaticMarkup(
    <ChakraProvider value={system}>
      <AppActorContext.Provider value={app.actor}>
        <SigningView heading={<h1>{title}</h1>} />
      </AppActorContext.Provider>
    </ChakraProvider>,
  );
  app.actor.stop();
  return { html, title };
}

describe("one loan's agreement page", () => {
  it('shows the signed agreement with its PDF, as /loan-agreement does', async () => {
    const byNumber = await render(loanAgreementPath(SIGNED_AGREEMENT.loanNo), async () => SIGNED_AGREEMENT);
    const newest = await render('/loan-agreement', async () => SIGNED_AGREEMENT);
    expect(byNumber.title).toBe('Loan Agreement');
    expect(byNumber.html).toContain('We e-mailed you a copy when you signed, and you can download it below at any time.');
    expect(byNumber.html).toContain(`href="${SIGNED_AGREEMENT.documentUrl}"`);
    expect(byNumber.html).toContain('Download your signed agreement (PDF)');
    expect(byNumber.html).toBe(newest.html);
  });

  it.each([RESULT.loanNotFound, RESULT.noAgreementToSign])('says refusal %o in its words, with the way home and no "Try again"', async (result) => {
    const { html } = await render(loanAgreementPath('GC-NO-SUCH-1'), () => Promise.reject(new ApiError('business', result.message, { ...result, data: null })));
    expect(html).toContain('role="alert"');
    expect(html).toContain(result.message.replace(/'/g, '&#x27;'));
    expect(html).toMatch(/<a[^>]*href="\/home"[^>]*>Go to your home page<\/a>/);
    expect(html).not.toContain('Try again');
  });
});
