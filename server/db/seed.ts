import { and, eq, isNull } from 'drizzle-orm';
import { consentTemplatesFor } from './consent-texts.ts';
import { initialFavicon } from './favicon.ts';
import type { AppDatabase } from './database.ts';
import { consentTemplate, portfolio, setting, type NewPortfolioRow } from './schema.ts';
import { SEED_SAME_DAY_CUT_OFFS } from '../services/same-day-cut-off.ts';

/** The display date pattern answered by config date-format; the client uppercases the day token. */
export const DATE_PATTERN_KEY = 'date_pattern';
const DATE_PATTERN = 'MM/dd/YYYY';

/**
 * The two brands of the spec. 110 wears the "dark gold" colour set, 118 the "light blue" one. Domains
 * under .localhost resolve to this machine, so both brands and the device redirect work locally.
 * Phone numbers are in the 555-01xx range and e-mail domains are .example: fictional by definition.
 */
export const SEED_PORTFOLIOS: readonly NewPortfolioRow[] = [
  {
    id: 110,
    name: 'Goldcrest Lending',
    legalName: 'Goldcrest Lending, LLC',
    domainOfWeb: 'p110.localhost',
    domainOfWap: 'm.p110.localhost',
    primaryColor: '#1C2434',
    secondaryColor: '#C8A24A',
    thirdColor: '#F6F1E4',
    faviconSvg: initialFavicon('G', '#1C2434', '#C8A24A'),
    customerServicePhone: '(888) 555-0110',
    customerServiceEmail: 'care@goldcrestlending.example',
    originating: true,
    programCode: 'GC-INSTALLMENT',
    programName: 'Goldcrest Installment Loan',
    minLoanAmountCents: 300_00,
    maxLoanAmountCents: 2_500_00,
    // Where paper-check payments go (issue 11, paper-check); fictional post-office boxes.
    checkPayableTo: 'Goldcrest Lending, LLC',
    checkMailingAddress: { line1: 'Payment Processing Center', line2: 'PO Box 110110', city: 'Wilmington', state: 'DE', zip: '19850' },
  },
  {
    id: 118,
    name: 'Bluepeak Loans',
    legalName: 'Bluepeak Financial Services, Inc.',
    domainOfWeb: 'p118.localhost',
    domainOfWap: 'm.p118.localhost',
    primaryColor: '#1565C0',
    secondaryColor: '#64B5F6',
    thirdColor: '#E3F2FD',
    faviconSvg: initialFavicon('B', '#1565C0', '#FFFFFF'),
    customerServicePhone: '(877) 555-0118',
    customerServiceEmail: 'help@bluepeakloans.example',
    originating: true,
    programCode: 'BP-FLEX',
    programName: 'Bluepeak Flex Installment Loan',
    minLoanAmountCents: 200_00,
    maxLoanAmountCents: 1_500_00,
    checkPayableTo: 'Bluepeak Financial Services, Inc.',
    checkMailingAddress: { line1: 'Attn: Loan Payments', line2: 'PO Box 118118', city: 'Salt Lake City', state: 'UT', zip: '84130' },
  },
];

/** Idempotent: rows already there are left as they are, so an operator's changes survive a restart. */
export async function seedDatabase(orm: AppDatabase): Promise<void> {
  await orm
    .insert(portfolio)
    .values([...SEED_PORTFOLIOS])
    .onConflictDoNothing();
  // Portfolios seeded before paper checks (migration 0006) get the check address once; an operator's stays.
  for (const { id, checkPayableTo, checkMailingAddress } of SEED_PORTFOLIOS) {
    await orm
      .update(portfolio)
      .set({ checkPayableTo, checkMailingAddress })
      .where(and(eq(portfolio.id, id), isNull(portfolio.checkPayableTo)));
  }
  await orm
    .insert(setting)
    .values([{ key: DATE_PATTERN_KEY, value: DATE_PATTERN }, ...SEED_SAME_DAY_CUT_OFFS])
    .onConflictDoNothing();
  // A version already there (or a newer current one an operator added) is kept as it is.
  await orm.insert(consentTemplate).values(SEED_PORTFOLIOS.flatMap(consentTemplatesFor)).onConflictDoNothing();
}
