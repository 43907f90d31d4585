// Bank names by ABA routing number: published routing numbers of about thirty large US banks (a bank has
// one per region or product; these are the ones it publishes most widely), and the sandbox IBV providers' banks.
// A valid number that is not listed answers no name: the borrower's bank may simply be a smaller one.

/**
 * The banks of the sandbox IBV providers (docs/sandbox-ibv.md), so the bank section names the bank a demo borrower
 * verifies with. Their routing numbers pass the ABA check; the providers' bank search lists these
 * (server/ibv/sandbox/institutions.ts).
 */
export const SANDBOX_BANKS = {
  first: { name: 'First Sandbox Bank', routingNumber: '011000154' },
  harbor: { name: 'Harbor Sandbox Credit Union', routingNumber: '031000053' },
  prairie: { name: 'Prairie Sandbox Savings', routingNumber: '044000040' },
  down: { name: 'Sandbox Down Bank', routingNumber: '053000015' },
} as const satisfies Record<string, { name: string; routingNumber: string }>;

const PUBLISHED_BANKS: ReadonlyMap<string, string> = new Map([
  ['021000021', 'JPMorgan Chase Bank'],
  ['071000013', 'JPMorgan Chase Bank'],
  ['111000614', 'JPMorgan Chase Bank'],
  ['322271627', 'JPMorgan Chase Bank'],
  ['026009593', 'Bank of America'],
  ['111000025', 'Bank of America'],
  ['121000358', 'Bank of America'],
  ['121042882', 'Wells Fargo Bank'],
  ['091000019', 'Wells Fargo Bank'],
  ['111900659', 'Wells Fargo Bank'],
  ['021000089', 'Citibank'],
  ['322271724', 'Citibank'],
  ['091000022', 'U.S. Bank'],
  ['043000096', 'PNC Bank'],
  ['053101121', 'Truist Bank'],
  ['061000104', 'Truist Bank'],
  ['051405515', 'Capital One'],
  ['031101266', 'TD Bank'],
  ['042000314', 'Fifth Third Bank'],
  ['041001039', 'KeyBank'],
  ['062000019', 'Regions Bank'],
  ['011500120', 'Citizens Bank'],
  ['022000046', 'M&T Bank'],
  ['044000024', 'Huntington National Bank'],
  ['021001088', 'HSBC Bank USA'],
  ['021000018', 'The Bank of New York Mellon'],
  ['124003116', 'Ally Bank'],
  ['314074269', 'USAA Federal Savings Bank'],
  ['256074974', 'Navy Federal Credit Union'],
  ['121202211', 'Charles Schwab Bank'],
  ['031100649', 'Discover Bank'],
  ['072000096', 'Comerica Bank'],
  ['124000054', 'Zions Bancorporation'],
  ['071000288', 'BMO Bank'],
  ['231372691', 'Santander Bank'],
  ['114000093', 'Frost Bank'],
  ['084000026', 'First Horizon Bank'],
  ['061100606', 'Synovus Bank'],
  ['211170101', 'Webster Bank'],
  ['322070381', 'East West Bank'],
  ['021201383', 'Valley National Bank'],
  ['122203950', 'Cathay Bank'],
]);

const BANKS: ReadonlyMap<string, string> = new Map([
  ...PUBLISHED_BANKS,
  ...Object.values(SANDBOX_BANKS).map(({ name, routingNumber }): [string, string] => [routingNumber, name]),
]);

/** The bank's name, or null when the routing number is not in the directory. */
export function bankNameOf(routingNumber: string): string | null {
  return BANKS.get(routingNumber) ?? null;
}

/** Every listed routing number (tests check each is a real ABA number). */
export function listedRoutingNumbers(): string[] {
  return [...BANKS.keys()];
}
