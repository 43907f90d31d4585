import { asc, eq, or, sql } from 'drizzle-orm';
import type { Portfolio, PortfolioProgram } from '#src/api/contract/portfolio.ts';
import type { AppDatabase } from '../db/database.ts';
import { portfolio, type PortfolioRow } from '../db/schema.ts';
import { servedStatesOf } from '../application/served-states.ts';

export function faviconUrl(portfolioId: number): string {
  return `/brand/${portfolioId}/favicon.svg`;
}

/** A host as browsers send it ("P110.localhost:8080", "[::1]:8080") reduced to the stored form. */
export function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const withoutPort = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : (lower.split(':')[0] ?? '');
  return withoutPort.replace(/\.$/, '');
}

/** The columns get-portfolio answers: read alone, the call parses and maps half the row's fields. */
const PUBLIC_COLUMNS = {
  id: portfolio.id,
  name: portfolio.name,
  legalName: portfolio.legalName,
  domainOfWeb: portfolio.domainOfWeb,
  domainOfWap: portfolio.domainOfWap,
  primaryColor: portfolio.primaryColor,
  secondaryColor: portfolio.secondaryColor,
  thirdColor: portfolio.thirdColor,
  customerServicePhone: portfolio.customerServicePhone,
  customerServiceEmail: portfolio.customerServiceEmail,
  originating: portfolio.originating,
  behaviorTracking: portfolio.behaviorTracking,
};
export type PublicPortfolioRow = Pick<PortfolioRow, keyof typeof PUBLIC_COLUMNS>;

export function toPortfolio(row: PublicPortfolioRow): Portfolio {
  return {
    portfolioId: row.id,
    portfolioName: row.name,
    legalName: row.legalName,
    domainOfWeb: row.domainOfWeb,
    domainOfWap: row.domainOfWap,
    faviconUrl: faviconUrl(row.id),
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    thirdColor: row.thirdColor,
    customerServicePhone: row.customerServicePhone,
    customerServiceEmail: row.customerServiceEmail,
    originating: row.originating,
    servedStates: [...servedStatesOf(row.id)],
    behaviorTracking: row.behaviorTracking,
  };
}

export function toPortfolioProgram(row: PortfolioRow): PortfolioProgram {
  return {
    portfolioId: row.id,
    programCode: row.programCode,
    programName: row.programName,
    minLoanAmount: row.minLoanAmountCents,
    maxLoanAmount: row.maxLoanAmountCents,
    originating: row.originating,
  };
}

/** Hosts a development server answers on besides the brands' domains. */
export const DEVELOPMENT_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Reads of the lender brands. */
export function portfolioStore(orm: AppDatabase) {
  // Asked on most calls: built once and prepared, so neither Drizzle nor the database plans it again (decision 0214).
  const portfolioById = orm
    .select()
    .from(portfolio)
    .where(eq(portfolio.id, sql.placeholder('id')))
    .prepare('portfolio_by_id');
  const publicById = orm
    .select(PUBLIC_COLUMNS)
    .from(portfolio)
    .where(eq(portfolio.id, sql.placeholder('id')))
    .prepare('portfolio_public_by_id');
  return {
    /** What get-portfolio answers of a brand (toPortfolio). */
    async publicById(id: number): Promise<PublicPortfolioRow | undefined> {
      const [row] = await publicById.execute({ id });
      return row;
    },
    async byId(id: number): Promise<PortfolioRow | undefined> {
      const [row] = await portfolioById.execute({ id });
      return row;
    },
    /** The brand whose web or mobile domain is this host (case and port ignored). */
    async byHost(host: string): Promise<PortfolioRow | undefined> {
      const name = normalizeHost(host);
      const [row] = await orm
        .select()
        .from(portfolio)
        .where(or(eq(portfolio.domainOfWeb, name), eq(portfolio.domainOfWap, name)))
        .limit(1);
      return row;
    },
    /** Whether a page from this origin ("https://p110.example") is one of ours: a brand's web or mobile
     * domain (over https in production), or a development host outside production. */
    async ownsOrigin(origin: string, production: boolean): Promise<boolean> {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      if (production ? url.protocol !== 'https:' : !['http:', 'https:'].includes(url.protocol)) return false;
      if (!production && DEVELOPMENT_HOSTS.has(normalizeHost(url.host))) return true;
      return (await this.byHost(url.host)) !== undefined;
    },
    async list(): Promise<PortfolioRow[]> {
      return orm.select().from(portfolio).orderBy(asc(portfolio.id));
    },
    async faviconSvg(id: number): Promise<string | undefined> {
      const [row] = await orm.select({ svg: portfolio.faviconSvg }).from(portfolio).where(eq(portfolio.id, id));
      return row?.svg;
    },
  };
}

export type PortfolioStore = ReturnType<typeof portfolioStore>;
