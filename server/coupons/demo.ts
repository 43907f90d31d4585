// Demo coupons for `npm start` (never in production; docs/demo-data.md): per brand, a collecting loan with its whole
// ledger (the demo repaying loan's figures, put with collections) and a coupon already e-mailed: its link is in
// /dev/outbox once the jobs ran. Booked once: a loan number already there is left alone.
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { customer } from '../db/schema.ts';
import { bookRepayingLoan } from '../repayment/demo.ts';
import type { OfferInput } from './offer.ts';
import { collectLoan, DEFAULT_COUPON_DAYS, issueCoupon } from './operations.ts';

export const DEMO_COUPON_LOANS: ReadonlyArray<{ loanNo: string; portfolioId: number; email: string; offer: OfferInput }> = [
  { loanNo: 'GC-DEMO-6001', portfolioId: 110, email: 'demo-collection@goldcrest.example', offer: { discount: { percent: 30 } } },
  { loanNo: 'BP-DEMO-6001', portfolioId: 118, email: 'demo-collection@bluepeak.example', offer: { planCount: 3 } },
];

export async function seedDemoCoupons(orm: AppDatabase, clock: Clock, answers: { ssnLast4: string; dateOfBirth: string }): Promise<void> {
  const now = new Date(clock.now());
  for (const demo of DEMO_COUPON_LOANS) {
    const [holder] = await orm
      .select({ id: customer.id })
      .from(customer)
      .where(and(eq(customer.portfolioId, demo.portfolioId), eq(customer.email, demo.email)));
    if (!holder) continue;
    await orm.transaction(async (tx) => {
      const booked = await bookRepayingLoan(tx, { customerId: holder.id, portfolioId: demo.portfolioId, loanNo: demo.loanNo, ...answers, now });
      if (!booked) return;
      const collecting = await collectLoan(tx, booked.loan, 'system:demo', 'Demo data: a loan with collections.', now);
      await issueCoupon(tx, collecting, { offer: demo.offer, days: DEFAULT_COUPON_DAYS, operator: 'system:demo' }, now);
    });
  }
}
