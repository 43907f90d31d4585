// Instant bank verification (IBV) codes (spec sections 3 and 4).
import { defineCodes } from './define-codes.ts';

const ibvProvider = defineCodes({
  provider10000: [10000, 'Bank verification provider A'],
  provider20000: [20000, 'Bank verification provider B'],
});
export const IBV_PROVIDER = ibvProvider.codes;
export type IbvProvider = (typeof IBV_PROVIDER)[keyof typeof IBV_PROVIDER];
export const ibvProviderLabel = ibvProvider.label;
export const isIbvProvider = ibvProvider.has;

/** The IBV platform constant the calls carry. */
export const IBV_PLATFORM = 1;

const ibvStatus = defineCodes({
  otherError: [-3, 'Other error'],
  institutionError: [-2, 'Institution error'],
  accountError: [-1, 'Account error'],
  notStarted: [0, 'Not started'],
  startedNotCompleted: [1, 'Started, not completed'],
  loginVerified: [3, 'Login verified'],
  inProgress: [20, 'In progress'],
  successful: [100, 'Successful'],
});
export const IBV_STATUS = ibvStatus.codes;
export const ibvStatusLabel = ibvStatus.label;

/** Negative IBV statuses are failures the borrower can retry with another bank or account. */
export function isIbvFailure(status: number): boolean {
  return status < 0;
}

const noIbvSituation = defineCodes({
  notSubmitted: [201, 'Not submitted'],
  noIbv: [202, 'No IBV'],
  notVerified: [203, 'Not verified'],
  notQualified: [204, 'Not qualified'],
});
export const NO_IBV_SITUATION = noIbvSituation.codes;
export const noIbvSituationLabel = noIbvSituation.label;
