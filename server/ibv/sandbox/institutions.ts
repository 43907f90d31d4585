// The banks a borrower can find in the sandbox providers' search. Routing numbers pass the ABA check, so
// the same numbers can be typed in the application's bank section to see a matched account.
export type SandboxInstitution = {
  id: string;
  name: string;
  routingNumber: string;
  /** The "Sandbox Down Bank": choosing it always ends in an institution error (-2). */
  down: boolean;
};

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  { id: 'first-sandbox-bank', name: 'First Sandbox Bank', routingNumber: '011000154', down: false },
  { id: 'harbor-sandbox-credit-union', name: 'Harbor Sandbox Credit Union', routingNumber: '031000053', down: false },
  { id: 'prairie-sandbox-savings', name: 'Prairie Sandbox Savings', routingNumber: '044000040', down: false },
  { id: 'sandbox-down-bank', name: 'Sandbox Down Bank', routingNumber: '053000015', down: true },
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
