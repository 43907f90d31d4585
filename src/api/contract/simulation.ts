// online get-simulated-data (issue 16): what a loan would cost before any application. The welcome page's
// "What would it cost?" calculator asks it for an amount, how often to pay and the next payday; the server
// answers a schedule and its Truth-in-Lending figures from the domain library and the portfolio's pricing
// (server/disbursement/pricing.ts), for ACH funding and ACH repayment at the program's own rate. A state's rate
// cap can only lower the real offer, which the application then makes.
import * as v from 'valibot';
import { addDays, type IsoDate } from '#src/domain/iso-date.ts';
import { defineCall } from './define-call.ts';
import { paymentFrequencySchema, paymentScheduleSchema } from './disbursement.ts';
import { centsSchema, isoDateSchema, portfolioIdSchema } from './fields.ts';
import { PREFIX } from './prefixes.ts';

export const simulationRequestSchema = v.strictObject({
  portfolioId: portfolioIdSchema,
  amountCents: centsSchema,
  paymentFrequency: paymentFrequencySchema,
  /** The borrower's next payday: installments fall on paydays from the first one far enough from funding. */
  firstPayday: isoDateSchema,
});

export const simulationSchema = v.object({
  amountCents: centsSchema,
  paymentFrequency: paymentFrequencySchema,
  /** When the money would be sent: the next business day. */
  disbursementDate: isoDateSchema,
  installmentCount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The program's simple interest a year, percent (129 for 129.00%). */
  annualRatePercent: v.number(),
  /** What the calculator may ask for. */
  amountRange: v.object({ minAmountCents: centsSchema, maxAmountCents: centsSchema, amountStepCents: centsSchema }),
  quote: paymentScheduleSchema,
});
export type Simulation = v.InferOutput<typeof simulationSchema>;

/** How far ahead a simulation's first payday may be: a month of paydays covers every pay frequency. */
export const SIMULATION_PAYDAY_DAYS = 31;

/**
 * The first paydays a simulation takes (business dates, New York): from tomorrow to SIMULATION_PAYDAY_DAYS ahead,
 * the server's check (-12030) and the calculator's date field both.
 */
export const simulationPaydayRange = (today: IsoDate): { min: IsoDate; max: IsoDate } => ({
  min: addDays(today, 1),
  max: addDays(today, SIMULATION_PAYDAY_DAYS),
});

/**
 * Refused with -12003 (data: minCents, maxCents) outside the program's amounts, -12004 off its $25.00 steps,
 * -12030 for a first payday not ahead within 31 days, -10601 for an unknown portfolio, -83131201 for one
 * no longer originating.
 */
export const getSimulatedData = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/get-simulated-data`,
  request: simulationRequestSchema,
  response: simulationSchema,
  authenticated: false,
});
