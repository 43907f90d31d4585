// The lender's public pages (issue 18, decision 0760): its state licences (every page's footer), Rates & Terms and
// the E-Sign disclosure, by portfolio, without a session. Thin: the figures are server/legal/'s, the disclosure's
// text the signing page's own (server/signing/esign-disclosure.ts).
import { businessToday } from '#src/domain/calendar.ts';
import { getEsignDisclosure, getLenderLicences, getRatesAndTerms } from '#src/api/contract/legal.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Services } from '../app-services.ts';
import { PROGRAM_PRICING, type ProgramPricing } from '../disbursement/pricing.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';
import { sampleLicence } from '../legal/licences.ts';
import { ratesAndTermsKept, statesServed } from '../legal/rates-and-terms.ts';
import { portfolioStore } from '../services/portfolios.ts';
import { esignDisclosure } from '../signing/esign-disclosure.ts';

const pricingFor = (portfolioId: number): ProgramPricing | undefined => PROGRAM_PRICING[portfolioId as keyof typeof PROGRAM_PRICING];

export function registerLegalRoutes(routing: CallRouting, { orm, clock }: Services): void {
  const portfolios = portfolioStore(orm);
  /** The brand's record and program; an unknown portfolio, or one without a program, is not a lender here. */
  const lenderOf = async (portfolioId: number) => {
    const row = await portfolios.byId(portfolioId);
    const pricing = pricingFor(portfolioId);
    return row && pricing ? { row, pricing } : undefined;
  };

  registerCall(routing, getLenderLicences, async ({ portfolioId }) => {
    const lender = await lenderOf(portfolioId);
    if (!lender) return refuse(RESULT.portfolioNotFound);
    return {
      portfolioId,
      legalName: lender.row.legalName,
      licences: statesServed(lender.pricing, lender.row).map((state) => sampleLicence(lender.pricing, state)),
    };
  });

  registerCall(routing, getRatesAndTerms, async ({ portfolioId }) => {
    const lender = await lenderOf(portfolioId);
    if (!lender) return refuse(RESULT.portfolioNotFound);
    return ratesAndTermsKept(lender.pricing, lender.row, businessToday(clock.now()));
  });

  registerCall(routing, getEsignDisclosure, async ({ portfolioId }) => {
    const row = await portfolios.byId(portfolioId);
    return row ? esignDisclosure(row) : refuse(RESULT.portfolioNotFound);
  });
}
