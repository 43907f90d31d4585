// The signing flow's calls and its realtime socket, made through the API client and the browser.
import { fromPromise } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import { getSignatureStatus, parseSignatureResource, sendLoanAgreement, signLoanAgreement } from '#src/api/contract/signing.ts';
import { realtimeMachine } from '#machines/realtime/realtime.machine.ts';
import { signingMachine } from '#machines/signing/signing.machine.ts';
import type { LoadRequest, SignerRef, SigningContext, SignRequest } from '#machines/signing/types.ts';
import type { EncryptedStore } from '#src/storage/encrypted-store.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { browserSocket } from './realtime-socket.ts';

type Signal = { signal: AbortSignal };

/** Keeps what the spec's stored state holds about a signature: the request id and loan, the ticket while it is in progress, the status and document url. */
async function keepSignatureState(state: EncryptedStore, { agreement }: SigningContext): Promise<void> {
  if (!agreement) return;
  const { requestId, loanNo, ticket, signStatus, documentUrl } = agreement;
  const [loan, workflow] = await Promise.all([state.read('loan'), state.read('workflow')]);
  const inProgress = signStatus === SIGNATURE_STATUS.notSigned;
  await Promise.all([
    state.write('online-signature', { ticket, signStatus, documentUrl }),
    state.write('loan', { ...loan, requestId, loanNo }),
    state.write('workflow', { ...workflow, inProgressTicket: inProgress ? ticket : undefined }),
  ]);
}

/** The signing flow with its calls, for the app machine's `signing` actor. */
export function signingFlow({ call, state }: { call: ApiCall; state: EncryptedStore }) {
  return signingMachine.provide({
    // Stored state helps; it is never needed (the page asks the server), so a failed write is not the borrower's problem.
    actions: { keepSignatureState: ({ context }) => void keepSignatureState(state, context).catch(() => undefined) },
    actors: {
      // From a link the agreement is the link's; otherwise the loan asked by its number's, else the borrower's wizard loan's.
      loadAgreement: fromPromise(({ input, signal }: Signal & { input: LoadRequest }) =>
        input.resource === null
          ? call(sendLoanAgreement, { sessionId: input.sessionId, ...(input.loanNo === undefined ? {} : { loanNo: input.loanNo }) }, { signal })
          : call(parseSignatureResource, { resource: input.resource, sessionId: input.sessionId }, { signal }),
      ),
      signLoanAgreement: fromPromise(({ input, signal }: Signal & { input: SignRequest }) => call(signLoanAgreement, input, { signal })),
      getSignatureStatus: fromPromise(({ input, signal }: Signal & { input: SignerRef }) => call(getSignatureStatus, input, { signal })),
      realtime: realtimeMachine.provide({ actors: { socket: browserSocket } }),
    },
  });
}
