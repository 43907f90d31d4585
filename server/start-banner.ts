// What `npm start` prints last (issue 18, defect 12): where to open each brand, on a desktop and a phone, and
// outside production the demo accounts with what each one's home page offers, and the outbox that holds their
// sign-in codes. Plain text for a person at a terminal; the JSON log lines before it are for machines.
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './accounts/demo-customers.ts';

export type BannerBrand = { id: number; name: string; domainOfWeb: string; domainOfWap: string };

/** What a demo customer's home page offers, by the part of the e-mail before the @ (docs/demo-data.md). */
const DEMO_HOME: Readonly<Record<string, string>> = {
  demo: 'no application yet: "Start your application"',
  'demo-qualified': 'qualified: "Choose your loan amount" opens the wizard',
  'demo-unsigned': 'a loan to sign: "Sign your loan agreement"',
  'demo-funding': 'a signed loan on its way: the tracker',
  'demo-repaying': 'a loan being repaid: "View loan details", "Make a payment"',
  'demo-collection': 'a loan with collections: its coupon link is in the outbox',
};

/** The banner's lines for a server listening on `port`. */
export function startBanner({ port, brands, production }: { port: number; brands: readonly BannerBrand[]; production: boolean }): string {
  const url = (host: string) => `http://${host}:${port}`;
  const lines = ['', 'Borrower app ready.', ''];
  const named = brands.map((brand) => [`${brand.name} (portfolio ${brand.id}):`, brand] as const);
  const nameWidth = Math.max(...named.map(([name]) => name.length));
  for (const [name, brand] of named) lines.push(`  ${name.padEnd(nameWidth)} ${url(brand.domainOfWeb)}   on a phone: ${url(brand.domainOfWap)}`);
  if (production) return [...lines, ''].join('\n');
  lines.push(`  This machine's own address shows portfolio 118: ${url('localhost')}`, '');
  lines.push(`Demo accounts, all with the password ${DEMO_PASSWORD} (a new browser is asked for the e-mailed 6-digit code):`);
  const width = Math.max(...DEMO_CUSTOMERS.map((customer) => customer.email.length));
  for (const brand of brands) {
    for (const customer of DEMO_CUSTOMERS.filter((candidate) => candidate.portfolioId === brand.id)) {
      const home = DEMO_HOME[customer.email.split('@')[0]!];
      lines.push(`  ${customer.email.padEnd(width)}  ${home ?? ''}`.trimEnd());
    }
  }
  lines.push(`  A loan to attach from a home page: GC-DEMO-9001 or BP-DEMO-9001, SSN last 4 6789, born 1988-04-12`);
  lines.push('', `Outbox (sign-in codes, account links, letters; this machine only): ${url('localhost')}/dev/outbox`, '');
  return lines.join('\n');
}
