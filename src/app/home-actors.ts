// The home page's calls, made through the API client, and its realtime socket (flag 4 watches its loan).
import { fromPromise } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import { getPersonal } from '#src/api/contract/application.ts';
import { signOut } from '#src/api/contract/customer.ts';
import { attachLoan, listDisbursementLoan, listRepaymentLoan } from '#src/api/contract/loan.ts';
import { watchLoan, withdrawLoan } from '#src/api/contract/loan-life.ts';
import { homeMachine } from '#machines/home/home.machine.ts';
import { realtimeMachine } from '#machines/realtime/realtime.machine.ts';
import type { AttachDetails } from '#machines/home/types.ts';
import { browserSocket } from './realtime-socket.ts';

/** The home flow with its calls, for the app machine's `home` actor. */
export function homeFlow({ call }: { call: ApiCall }) {
  return homeMachine.provide({
    actors: {
      loadPersonal: fromPromise(({ signal }) => call(getPersonal, {}, { signal })),
      loadDisbursement: fromPromise(({ signal }) => call(listDisbursementLoan, {}, { signal })),
      loadRepaymentLoans: fromPromise(({ signal }) => call(listRepaymentLoan, {}, { signal })),
      attachLoan: fromPromise(({ input, signal }: { input: AttachDetails; signal: AbortSignal }) => call(attachLoan, input, { signal })),
      signOut: fromPromise(({ signal }) => call(signOut, {}, { signal })),
      withdrawLoan: fromPromise(({ input, signal }: { input: { loanNo: string }; signal: AbortSignal }) => call(withdrawLoan, input, { signal })),
      watchLoan: fromPromise(({ input, signal }: { input: { loanNo: string; sessionId: string }; signal: AbortSignal }) => call(watchLoan, input, { signal })),
      realtime: realtimeMachine.provide({ actors: { socket: browserSocket } }),
    },
  });
}
