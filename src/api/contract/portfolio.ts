import * as v from 'valibot';
import { US_STATE } from '#src/domain/codes/us-states.ts';
import { defineCall } from './define-call.ts';
import { centsSchema, codeOf, domainSchema, loanNoSchema, portfolioIdParam, portfolioIdSchema } from './fields.ts';
import { PREFIX } from './prefixes.ts';

const hexColor = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'Colours are #RRGGBB'));
const portfolioId = portfolioIdSchema;

/** A lender brand (spec section 3, Portfolio), plus what a borrower needs to trust and reach it. */
export const portfolioSchema = v.object({
  portfolioId,
  portfolioName: v.string(),
  legalName: v.string(),
  domainOfWeb: v.string(),
  domainOfWap: v.string(),
  faviconUrl: v.string(),
  primaryColor: hexColor,
  secondaryColor: hexColor,
  thirdColor: hexColor,
  customerServicePhone: v.string(),
  customerServiceEmail: v.string(),
  originating: v.boolean(),
  /**
   * The states it lends in (two-letter codes, issue 18): the address page refuses any other before the
   * borrower goes on, and the server refuses to save it (server/application/served-states.ts).
   */
  servedStates: v.pipe(v.array(codeOf(US_STATE, 'State is not valid')), v.maxLength(52)),
  /** Whether the app records page visits and call outcomes for the funnel (issue 16, decision 0800); false: it records nothing. */
  behaviorTracking: v.boolean(),
});
export type Portfolio = v.InferOutput<typeof portfolioSchema>;

/** The loan program a portfolio offers: limits in integer cents. */
export const portfolioProgramSchema = v.object({
  portfolioId,
  programCode: v.string(),
  programName: v.string(),
  minLoanAmount: centsSchema,
  maxLoanAmount: centsSchema,
  originating: v.boolean(),
});
export type PortfolioProgram = v.InferOutput<typeof portfolioProgramSchema>;

export const getPortfolio = defineCall({
  method: 'GET',
  path: `${PREFIX.config}/get-portfolio`,
  request: v.object({ portfolioId: portfolioIdParam }),
  response: portfolioSchema,
  authenticated: false,
});

export const listPortfolio = defineCall({
  method: 'GET',
  path: `${PREFIX.config}/list-portfolio`,
  request: v.object({}),
  response: v.array(portfolioSchema),
  authenticated: false,
});

export const getPortfolioByDomain = defineCall({
  method: 'GET',
  path: `${PREFIX.assistant}/get-portfolio-by-domain`,
  request: v.object({ domain: domainSchema }),
  response: portfolioSchema,
  authenticated: false,
});

export const getPortfolioProgram = defineCall({
  method: 'GET',
  path: `${PREFIX.infrastructure}/get-portfolio-program`,
  request: v.object({ portfolioId: portfolioIdParam }),
  response: portfolioProgramSchema,
  authenticated: false,
});

/**
 * online portfolioId/get (issue 16): which portfolio a page belongs to. Without a loan number: the portfolio of
 * the host the request came to (the development host answers 118, as the app does; never in production). With
 * one: the portfolio of that loan, for its signed-in borrower only (Access-Token and User-Credential, as on any
 * signed-in call): another customer's loan and an unknown one get the same -10811.
 */
export const getPortfolioId = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/portfolioId/get`,
  request: v.strictObject({ loanNo: v.optional(loanNoSchema) }),
  response: v.object({ portfolioId, from: v.picklist(['host', 'loan']) }),
  authenticated: false,
});
