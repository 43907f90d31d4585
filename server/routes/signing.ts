// Signing the loan agreement (prefix /dolphin-loan/online, issue 12, decision 0700), and the PDFs' capability
// URLs (/documents/loan-agreement/{token}.pdf). Thin: the rules live in server/signing/.
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { getSignatureStatus, parseSignatureResource, sendLoanAgreement, signLoanAgreement } from '#src/api/contract/signing.ts';

import type { Services } from '../app-services.ts';
import { isRefusal, refuse, type Refusal } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';
import { DOCUMENT_PATH } from '../signing/signing-links.ts';
import { signingService, type Signer } from '../signing/signing-service.ts';

const documentParams = v.object({ file: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}\.pdf$/)) });

export function registerSigningRoutes(routing: CallRouting, { orm, clock, mailer, production, realtime }: Services): void {
  const { app } = routing;
  const signing = signingService({ orm, clock, mailer, production, realtime, log: app.log });

  /**
   * The signer of a call routed without authentication: the link's holder, or, for { requestId }, the signed-in
   * owner, checked here by the app's own authenticator (its refusal, e.g. -82030001, when nobody is signed in).
   */
  async function signerOf(input: { requestId: string } | { resource: string }, request: FastifyRequest): Promise<Signer | Refusal> {
    if ('resource' in input) return { resource: input.resource };
    const outcome = routing.authenticator ? await routing.authenticator(request) : refuse(RESULT.noIdentity);
    if (isRefusal(outcome)) return outcome;
    return { requestId: input.requestId, customerId: outcome.customer.customerId };
  }

  registerCall(routing, sendLoanAgreement, async ({ sessionId, loanNo }, context) =>
    signing.send(context.customer, sessionId, { host: context.request.host, protocol: context.request.protocol }, loanNo),
  );

  registerCall(routing, parseSignatureResource, async ({ resource, sessionId }) => signing.openLink(resource, sessionId));

  registerCall(routing, signLoanAgreement, async (input, context) => {
    const signer = await signerOf(input, context.request);
    if (isRefusal(signer)) return signer;
    const userAgent = context.request.headers['user-agent'] ?? '';
    return signing.sign(signer, input, { ipAddress: context.request.ip, userAgent });
  });

  registerCall(routing, getSignatureStatus, async (input, context) => {
    const signer = await signerOf(input, context.request);
    return isRefusal(signer) ? signer : signing.status(signer);
  });

  // A plain download, not a call: whoever holds the 256-bit token may fetch the PDF for 24 hours, nobody keeps it.
  app.get(`${DOCUMENT_PATH}/:file`, async (request, reply) => {
    const parsed = v.safeParse(documentParams, request.params);
    const found = parsed.success ? await signing.document(parsed.output.file.slice(0, -'.pdf'.length)) : undefined;
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('This document link is not valid or has expired.');
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .send(found.bytes);
  });
}
