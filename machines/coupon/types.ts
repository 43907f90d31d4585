// The coupon flow's input, context, events and call shapes (issue 14, decision 0750).
import type { CallRequest } from '#src/api/contract/define-call.ts';
import type { CouponDetails, CouponPayment, authenticateIdentity, scheduleCouponPayment } from '#src/api/contract/coupon.ts';
import type { PaymentMethod } from '#src/api/contract/repayment.ts';
import type { RouteEnterEvent } from '../kit/route-meta.ts';
import type { RetryEvent } from '../kit/retry.ts';
import type { CardForm, CardOnFile } from '../repayment/types.ts';

export type { CardForm, CardOnFile };

export type CouponInput = {
  /** The visit that opened the flow; routed once what this browser keeps of the coupon is read. */
  entry: RouteEnterEvent;
};

/** The identity answers, as typed (the view's form); kept while the page is open so a refusal loses nothing. */
export type IdentityAnswers = { ssnLast4: string; dateOfBirth: string };
export type AuthenticateRequest = CallRequest<typeof authenticateIdentity>;
export type CouponGrant = { couponToken: string; expiresAt: string };

/** One payment of the plan as the borrower set it: its day and amount in integer cents. */
export type PlannedPayment = { paymentDate: string; amountCents: number };
/** The schedule form: the payments and how they are paid. */
export type PlanForm = { payments: PlannedPayment[]; mode: PaymentMethod };

/** A confirmation in progress: its idempotency key and the plan it pays, kept across retries and reloads. */
export type PaymentIntent = { idempotencyKey: string; plan: PlanForm };

/** What this browser keeps of the coupon (the encrypted coupon slice), read when the flow starts. */
export type StoredCoupon = {
  identifier: string | null;
  couponToken: string | null;
  /** When the token stops working (ISO instant). */
  expiresAt: string | null;
  intent: PaymentIntent | null;
};

export type ScheduleRequest = CallRequest<typeof scheduleCouponPayment>;
/** A previewed (request mode 0) or scheduled (mode 1) plan, as the server answers it. */
export type ScheduleAnswer = { payments: CouponPayment[]; totalCents: number; coupon: CouponDetails };

export type CouponContext = {
  pendingVisit: RouteEnterEvent;
  /** The e-mailed link's identifier (the verification page's {identifier}). */
  identifier: string | null;
  couponToken: string | null;
  expiresAt: string | null;
  details: CouponDetails | null;
  answers: IdentityAnswers | null;
  /** While the link is locked after too many tries: until when (ISO instant). */
  lockedUntil: string | null;
  /** The schedule form as last previewed, the answer to that preview, and the plan scheduled. */
  plan: PlanForm | null;
  preview: ScheduleAnswer | null;
  scheduled: ScheduleAnswer | null;
  card: CardOnFile | null;
  cardError: string | null;
  intent: PaymentIntent | null;
  error: string | null;
  /** Said on the page the flow goes to (why the answers are asked again, why the plan is already set). */
  notice: string | null;
};

export type CouponEvent =
  | RouteEnterEvent
  | ({ type: 'identity.submit' } & IdentityAnswers)
  | RetryEvent
  | { type: 'coupon.schedule' }
  | ({ type: 'plan.preview' } & PlanForm)
  | { type: 'plan.edit' }
  | { type: 'plan.confirm' }
  | ({ type: 'card.submit' } & CardForm)
  | { type: 'card.change' };
