// The banks a borrower can find in the sandbox providers' search: the bank directory's sandbox banks
// (server/application/bank-directory.ts), whose routing numbers pass the ABA check, so the same numbers can be typed
// in the application's bank section to see a matched account (and the bank's name).
import { SANDBOX_BANKS } from '../../application/bank-directory.ts';

export type SandboxInstitution = {
  id: string;
  name: string;
  routingNumber: string;
  /** The "Sandbox Down Bank": choosing it always ends in an institution error (-2). */
  down: boolean;
};

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  { id: 'first-sandbox-bank', ...SANDBOX_BANKS.first, down: false },
  { id: 'harbor-sandbox-credit-union', ...SANDBOX_BANKS.harbor, down: false },
  { id: 'prairie-sandbox-savings', ...SANDBOX_BANKS.prairie, down: false },
  { id: 'sandbox-down-bank', ...SANDBOX_BANKS.down, down: true },
];

export function institutionById(id: unknown): SandboxInstitution | undefined {
  return SANDBOX_INSTITUTIONS.find((institution) => institution.id === id);
}

/** Case-insensitive match on any word start of the name; an empty search lists every bank. */
export function searchInstitutions(query: string): SandboxInstitution[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return SANDBOX_INSTITUTIONS.filter((institution) => {
    const name = institution.name.toLowerCase();
    return words.every((word) => name.includes(word));
  });
}
