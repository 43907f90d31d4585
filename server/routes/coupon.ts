// Coupons (issue 14, decision 0750): identity/authenticate for a coupon link, check-coupon and
// coupon/schedule-payment. All public: the link's identifier and the token it gives are the capabilities. Thin:
// the rules live in server/coupons/.
import { authenticateIdentity, checkCoupon, scheduleCouponPayment } from '#src/api/contract/coupon.ts';
import type { Services } from '../app-services.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';

export function registerCouponRoutes(routing: CallRouting, { coupons }: Services): void {
  registerCall(routing, authenticateIdentity, async (input) => coupons.authenticate(input));
  registerCall(routing, checkCoupon, async ({ couponToken }) => coupons.check(couponToken));
  registerCall(routing, scheduleCouponPayment, async (input) => coupons.schedule(input));
}
