// The types of the lender's public pages flow (machines/legal/legal.machine.ts).
import type { RatesAndTerms } from '#src/api/contract/legal.ts';
import type { EsignDisclosure } from '#src/api/contract/signing.ts';
import type { RouteEnterEvent } from '../kit/route-meta.ts';
import type { RetryEvent } from '../kit/retry.ts';

export type LegalInput = {
  /** The brand whose figures and texts the pages show. */
  portfolioId: number;
  /** The visit that opened the flow. */
  entry: RouteEnterEvent;
};

export type LegalContext = {
  portfolioId: number;
  firstVisit: RouteEnterEvent;
  /** Loaded once per visit to the flow: moving between its pages keeps it. */
  ratesAndTerms: RatesAndTerms | null;
  esignDisclosure: EsignDisclosure | null;
  /** Why a page's figures or text could not be loaded. */
  error: string | null;
};

export type LegalEvent = RouteEnterEvent | RetryEvent;

export type PortfolioInput = { portfolioId: number };
