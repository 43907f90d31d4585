// A coupon's figures and how check-coupon shows it (decision 0750): what is owed, the offer, the business days a
// payment can be taken on, the ways to pay, and its payments as the ledger has them. Read from one loan's ledger.
import { eq } from 'drizzle-orm';
import type { CouponDetails, CouponOffer, CouponPayment } from '#src/api/contract/coupon.ts';
import { MAX_COUPON_PAYMENTS } from '#src/api/contract/coupon.ts';
import { businessToday, nextBusinessDay } from '#src/domain/calendar.ts';
import { PAYMENT_MODE, TRANSACTION_STATUS } from '#src/domain/codes/payment.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import { mulDivRoundHalfUp } from '#src/domain/lending/interest.ts';
import { businessDaysAfter, earliestFundingDate } from '#src/domain/same-day-funding.ts';
import type { AppDatabase } from '../db/database.ts';
import { customer, portfolio, type CouponRow, type LoanPaymentRow, type LoanRow, type PortfolioRow } from '../db/schema.ts';
import { ledgerOf, type Db, type Ledger } from '../repayment/ledger.ts';
import { accountLast4Of, ACH_SETTLE_BUSINESS_DAYS } from '../repayment/plan.ts';
import { payoffOn } from '../repayment/replay.ts';
import { cardFeeOf } from '../repayment/service.ts';
import { readSameDayCutOff } from '../services/same-day-cut-off.ts';
import { validityOf } from './lifecycle.ts';
import { paymentsOfCoupon } from './settlement.ts';

/** What an operator asks for: a discount (a percentage or cents off), a plan of 2 to 6 payments, or both. */
export type OfferInput = { discount?: { percent: number } | { cents: number }; planCount?: number };

/** The offer on what is owed today, or why it cannot be made. */
export function offerFigures(owedCents: number, input: OfferInput): Pick<CouponRow, 'kind' | 'settlementCents' | 'maxPayments'> | { error: string } {
  if (input.discount === undefined && input.planCount === undefined) return { error: 'Give --discount, --plan or both.' };
  if (input.planCount !== undefined && (!Number.isInteger(input.planCount) || input.planCount < 2 || input.planCount > MAX_COUPON_PAYMENTS))
    return { error: `--plan is a number of payments from 2 to ${MAX_COUPON_PAYMENTS}.` };
  let off = 0;
  if (input.discount && 'percent' in input.discount) {
    const { percent } = input.discount;
    if (!(percent > 0 && percent < 100)) return { error: '--discount as a percentage is more than 0% and less than 100%.' };
    // In hundredths of a percent, so the half cent rounds up in integers: 0.35% of 11000 cents in floating point is
    // 38.4999..., rounded to 38 where it is 38.5, 39.
    const hundredths = Math.round(percent * 100);
    if (Math.abs(percent * 100 - hundredths) > 1e-6) return { error: '--discount as a percentage has at most two decimals (12.35%).' };
    off = mulDivRoundHalfUp(owedCents, hundredths, 10_000);
  } else if (input.discount) {
    off = input.discount.cents;
  }
  if (!Number.isInteger(off) || off < 0 || off >= owedCents)
    return { error: `The discount must leave something to pay: the loan owes ${owedCents} cents today.` };
  const kind = input.planCount === undefined ? 'discount' : 'plan';
  return { kind, settlementCents: owedCents - off, maxPayments: input.planCount ?? 1 };
}

/** Every business day from the first a payment can be taken (today before the cut-off) through the coupon's last day. */
export function paymentDatesOf(nowMs: number, cutOff: string, expiresOn: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let day = earliestFundingDate(nowMs, cutOff); day <= expiresOn; day = nextBusinessDay(day)) dates.push(day);
  return dates;
}

/** The payoff on a date without the coupon's own payments and forgiveness: what the offer is measured against. */
export function owedApartFrom(ledger: Ledger, couponPaymentIds: ReadonlySet<string>, date: IsoDate): number {
  const events = ledger.events.filter((event) => event.kind !== 'forgive' && !couponPaymentIds.has(event.id));
  return payoffOn(ledger.terms, ledger.disclosed, events, date).payoffCents;
}

/** The day a payment clears: an ACH debit two business days after its date, a card on its date. */
export const clearsOn = (payment: Pick<LoanPaymentRow, 'mode' | 'paymentDate'>): IsoDate =>
  payment.mode === PAYMENT_MODE.ach ? businessDaysAfter(payment.paymentDate, ACH_SETTLE_BUSINESS_DAYS) : payment.paymentDate;

export function paymentView(payment: LoanPaymentRow, today: IsoDate): CouponPayment {
  const state =
    payment.status === TRANSACTION_STATUS.checked
      ? 'settled'
      : payment.status === TRANSACTION_STATUS.rejected
        ? payment.returnCode
          ? 'returned'
          : 'cancelled'
        : payment.paymentDate > today
          ? 'scheduled'
          : 'pending';
  return {
    paymentDate: payment.paymentDate,
    amountCents: payment.amountCents - payment.transactionFeeCents,
    mode: payment.mode as CouponPayment['mode'],
    transactionFeeCents: payment.transactionFeeCents,
    state,
  };
}

/** Everything the coupon's calls read of it: the loan's ledger, brand, borrower, dates and ways to pay. */
export type CouponContext = {
  coupon: CouponRow;
  row: LoanRow;
  brand: PortfolioRow;
  firstName: string;
  ledger: Ledger;
  today: IsoDate;
  paymentDates: IsoDate[];
  hasAch: boolean;
  cardFeeCents: number;
  accountLast4: string;
  payments: LoanPaymentRow[];
  validity: { validity: 1 | -1; reason: string | null };
};

export async function couponContextOf(db: Db, row: CouponRow, loanRow: LoanRow, at: Date): Promise<CouponContext> {
  const [brand] = await db.select().from(portfolio).where(eq(portfolio.id, loanRow.portfolioId));
  const [holder] = loanRow.customerId ? await db.select({ firstName: customer.firstName }).from(customer).where(eq(customer.id, loanRow.customerId)) : [];
  const today = businessToday(at.getTime());
  return {
    coupon: row,
    row: loanRow,
    brand: brand!,
    firstName: holder?.firstName ?? '',
    ledger: await ledgerOf(db, loanRow),
    today,
    paymentDates: paymentDatesOf(at.getTime(), await readSameDayCutOff(db as AppDatabase, loanRow.portfolioId), row.expiresOn),
    hasAch: loanRow.bankAccountId !== null,
    cardFeeCents: cardFeeOf(loanRow),
    accountLast4: await accountLast4Of(db, loanRow),
    payments: await paymentsOfCoupon(db, row.id),
    validity: validityOf(row, loanRow, today),
  };
}

export function offerOf(context: CouponContext, owedTodayCents: number): CouponOffer {
  const { coupon } = context;
  return {
    kind: coupon.kind,
    settlementCents: coupon.settlementCents,
    discountCents: Math.max(0, owedTodayCents - coupon.settlementCents),
    maxPayments: coupon.maxPayments,
  };
}

/** check-coupon's answer. What is owed leaves the coupon's own payments aside, so the offer reads the same once taken. */
export function detailsOf(context: CouponContext): CouponDetails {
  const { coupon, row, brand, ledger, today, payments } = context;
  const owedTodayCents = owedApartFrom(ledger, new Set(payments.map((one) => one.id)), today);
  const last = payments.at(-1);
  return {
    validity: context.validity.validity,
    notValidReason: context.validity.reason,
    couponCode: coupon.code,
    expiresOn: coupon.expiresOn,
    collectionLoanNo: row.loanNo,
    collectionPortfolioId: row.portfolioId,
    lenderName: brand.name,
    brandColor: brand.primaryColor,
    loanStatus: row.loanStatus as CouponDetails['loanStatus'],
    loanSubStatus: row.loanSubStatus,
    firstName: context.firstName,
    owedTodayCents,
    offer: offerOf(context, owedTodayCents),
    paymentDates: context.validity.validity === 1 && coupon.status === 'issued' ? context.paymentDates : [],
    methods: context.hasAch ? [PAYMENT_MODE.ach, PAYMENT_MODE.debitCard] : [PAYMENT_MODE.debitCard],
    cardFeeCents: context.cardFeeCents,
    accountLast4: context.accountLast4,
    payments: payments.map((one) => paymentView(one, today)),
    settlesOn: last ? payments.map(clearsOn).reduce((a, b) => (a > b ? a : b)) : null,
  };
}
