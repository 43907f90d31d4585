// The guidance flow's calls, made through the API client, and its one effect on the page: leaving for the
// verification provider's pages, a full-page navigation (the provider sends the borrower back to
// /guidance/ibv/:requestCode, where the flow starts again from the server's state).
import { fromPromise } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import {
  calculateQualifiedAmount,
  checkBlackList,
  checkCollectionStatus,
  checkRiskInfo,
  getBankInfo,
  getPersonalInfo,
  listSection,
  recordBusinessData,
  uploadBankStatement,
} from '#src/api/contract/application.ts';
import { createRequestCode, getProvider, getRequestStatus } from '#src/api/contract/ibv.ts';
import type { IbvProvider } from '#src/domain/codes/ibv.ts';
import { guidanceMachine } from '#machines/guidance/guidance.machine.ts';
import type { RecordRequest, RequestCodeAnswer, StatementUpload } from '#machines/guidance/types.ts';

export type GuidanceWiring = {
  call: ApiCall;
  /** Leaves the app for another page (the provider's); `location.assign` in the browser. */
  openUrl: (url: string) => void;
};

type Signal = { signal: AbortSignal };

/** The guidance flow with its calls and effects, for the app machine's `guidance` actor. */
export function guidanceFlow({ call, openUrl }: GuidanceWiring) {
  return guidanceMachine.provide({
    actors: {
      listSection: fromPromise(({ signal }: Signal) => call(listSection, {}, { signal })),
      getPersonalInfo: fromPromise(({ signal }: Signal) => call(getPersonalInfo, {}, { signal })),
      recordBusinessData: fromPromise(({ input, signal }: Signal & { input: RecordRequest }) => call(recordBusinessData, input, { signal })),
      getBankInfo: fromPromise(({ input, signal }: Signal & { input: { rn: string } }) => call(getBankInfo, input, { signal })),
      getProvider: fromPromise(
        async ({ input, signal }: Signal & { input: { portfolioId: number } }) => (await call(getProvider, input, { signal })).providers,
      ),
      createRequestCode: fromPromise(({ input, signal }: Signal & { input: { provider: IbvProvider } }) => call(createRequestCode, input, { signal })),
      getRequestStatus: fromPromise(({ input, signal }: Signal & { input: { requestCode: string } }) => call(getRequestStatus, input, { signal })),
      uploadBankStatement: fromPromise(({ input, signal }: Signal & { input: StatementUpload }) => call(uploadBankStatement, input, { signal })),
      checkBlackList: fromPromise(({ signal }: Signal) => call(checkBlackList, {}, { signal })),
      checkCollectionStatus: fromPromise(({ signal }: Signal) => call(checkCollectionStatus, {}, { signal })),
      checkRiskInfo: fromPromise(({ signal }: Signal) => call(checkRiskInfo, {}, { signal })),
      calculateQualifiedAmount: fromPromise(({ signal }: Signal) => call(calculateQualifiedAmount, {}, { signal })),
    },
    actions: {
      openProvider: ({ event }) => openUrl((event as unknown as { output: RequestCodeAnswer }).output.providerUrl),
    },
  });
}
