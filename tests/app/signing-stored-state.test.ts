// What the app keeps of a signature in the borrower's stored state (spec section 9, issue 12): the request id and
// the loan, the ticket while the signature is in progress, the status and the document's url; never the document
// or the agreement itself. The signing flow runs as the app provides it (src/app/signing-actors.ts), on a real
// encrypted store in memory, its calls answered here and its socket a stand-in.
import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { sendLoanAgreement, signLoanAgreement } from '#src/api/contract/signing.ts';
import { realtimeMachine, type SocketCommand, type SocketInput } from '#machines/realtime/realtime.machine.ts';
import { visit } from '#machines/kit/route-meta.ts';
import { signingFlow } from '#src/app/signing-actors.ts';
import { createEncryptedStore } from '#src/storage/encrypted-store.ts';
import { memoryStorage } from '#src/storage/memory-storage.ts';
import { AGREEMENT_TO_SIGN, SIGNED_AGREEMENT } from '#src/ui/fixtures/signing.ts';
import { memoryKeyStore } from '../storage/memory.ts';
import { eventually, startUnderParent } from '../machines/support/flow-harness.ts';

function start() {
  const storage = memoryStorage();
  const state = createEncryptedStore({ storage, keyStore: memoryKeyStore() });
  const answers = new Map<CallDefinition, unknown>([
    [sendLoanAgreement, AGREEMENT_TO_SIGN],
    [signLoanAgreement, SIGNED_AGREEMENT],
  ]);
  const call = (async (definition: CallDefinition) => {
    if (!answers.has(definition)) throw new Error(`no answer for ${definition.path}`);
    return answers.get(definition);
  }) as ApiCall;
  // A socket that opens (so the agreement is asked at once) and stays quiet.
  const quietSocket = fromCallback<SocketCommand, SocketInput>(({ sendBack }) => (sendBack({ type: 'socket.open' }), () => undefined));
  const flow = signingFlow({ call, state }).provide({ actors: { realtime: realtimeMachine.provide({ actors: { socket: quietSocket } }) } });
  const run = startUnderParent(flow, { entry: visit('/loan-agreement'), sessionId: 'session-0001', signedIn: true });
  return { run, state, storage };
}

describe('the signature in the stored state', () => {
  it('keeps the request id, the loan, the ticket in progress, the status and the document url, then the signed ones', async () => {
    const { run, state } = start();
    await eventually(async () => {
      expect(await state.read('online-signature')).toEqual({
        ticket: AGREEMENT_TO_SIGN.ticket,
        signStatus: 0,
        documentUrl: AGREEMENT_TO_SIGN.documentUrl,
      });
      expect(await state.read('loan')).toMatchObject({ requestId: AGREEMENT_TO_SIGN.requestId, loanNo: AGREEMENT_TO_SIGN.loanNo });
      expect(await state.read('workflow')).toMatchObject({ inProgressTicket: AGREEMENT_TO_SIGN.ticket });
    });

    run.send({ type: 'signing.sign', typedName: 'Jane Q. Doe', consented: true, agreedToTerms: true } as never);
    await eventually(async () => {
      expect(await state.read('online-signature')).toEqual({ ticket: SIGNED_AGREEMENT.ticket, signStatus: 1, documentUrl: SIGNED_AGREEMENT.documentUrl });
      expect((await state.read('workflow'))?.inProgressTicket).toBeUndefined();
    });
    run.stop();
  });

  it('never keeps the agreement, its disclosure or its document', async () => {
    const { run, state } = start();
    await eventually(async () => expect(await state.read('online-signature')).toMatchObject({ signStatus: 0 }));
    const kept = JSON.stringify(await Promise.all([state.read('loan'), state.read('workflow'), state.read('online-signature')]));
    for (const never of [
      AGREEMENT_TO_SIGN.agreement.title,
      AGREEMENT_TO_SIGN.agreement.borrower.fullName,
      AGREEMENT_TO_SIGN.disclosure.heading,
      AGREEMENT_TO_SIGN.documentSha256,
    ]) {
      expect(kept).not.toContain(never);
    }
    run.stop();
  });
});
