// The coupon flow as the browser wires it: its calls through the API client, and what it keeps in the
// encrypted store (the token, the offer, its code, the collection loan; a confirmation's key while it is on
// its way), so a reload continues where the borrower was. Never the identity answers.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, waitFor, type ActorRefFrom } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import { authenticateIdentity, checkCoupon, scheduleCouponPayment } from '#src/api/contract/coupon.ts';
import { createEncryptedStore } from '#src/storage/encrypted-store.ts';
import { couponFlow, restoreCoupon } from '#src/app/coupon-actors.ts';
import { couponMachine } from '#machines/coupon/coupon.machine.ts';
import { COUPON_PATHS, verificationPath } from '#machines/coupon/pages.ts';
import { visit } from '#machines/kit/route-meta.ts';
import { activeRoute } from '#machines/kit/route-table.ts';
import { COUPON_IDENTIFIER, DISCOUNT, DISCOUNT_BY_ACH, DISCOUNT_PREVIEW, DISCOUNT_SAVED } from '#src/ui/fixtures/coupon.ts';
import { memoryStorage } from '#src/storage/memory-storage.ts';
import { memoryKeyStore } from '../storage/memory.ts';

const GRANT = { couponToken: 'ctk_Vb7Qm2Xr9Ls4Np8Kw3Jd', expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() };

/** A server that answers the three coupon calls, recording each request; `onSave` runs before a save is answered. */
function fakeServer(onSave: () => Promise<void> = async () => {}) {
  const requests: Array<{ path: string; request: unknown }> = [];
  const call = (async (definition: { path: string }, request: { requestMode?: number }) => {
    requests.push({ path: definition.path, request });
    if (definition.path === authenticateIdentity.path) return GRANT;
    if (definition.path === checkCoupon.path) return DISCOUNT;
    if (definition.path === scheduleCouponPayment.path) {
      if (request.requestMode === 0) return DISCOUNT_PREVIEW;
      await onSave();
      return DISCOUNT_SAVED;
    }
    throw new Error(`No answer for ${definition.path}`);
  }) as unknown as ApiCall;
  return { call, requests };
}

function startFlow(call: ApiCall, state: ReturnType<typeof createEncryptedStore>, path: string) {
  const flow = couponFlow({ call, state });
  const parent = createMachine({ invoke: { id: 'flow', src: flow, input: { entry: visit(path) } } });
  const actor = createActor(parent).start();
  const child = actor.getSnapshot().children.flow as unknown as ActorRefFrom<typeof couponMachine>;
  return { child, pathOf: () => activeRoute(child.getSnapshot())?.path };
}

describe('couponFlow', () => {
  it('keeps the token, the offer and the collection loan, never the answers, and a reload continues from them', async () => {
    const state = createEncryptedStore({ storage: memoryStorage(), keyStore: memoryKeyStore() });
    const { call } = fakeServer();
    const first = startFlow(call, state, verificationPath(COUPON_IDENTIFIER));
    await waitFor(first.child, (snapshot) => snapshot.matches('verification'));
    first.child.send({ type: 'identity.submit', ssnLast4: '6789', dateOfBirth: '1988-04-12' });
    await waitFor(first.child, (snapshot) => snapshot.matches({ ready: 'overview' }));

    const coupon = await state.read('coupon');
    expect(coupon).toEqual({
      identifier: COUPON_IDENTIFIER,
      couponToken: GRANT.couponToken,
      tokenExpiresAt: GRANT.expiresAt,
      couponDetails: DISCOUNT,
      couponCode: DISCOUNT.couponCode,
    });
    expect(JSON.stringify(coupon)).not.toContain('1988-04-12');
    expect(await state.read('loan')).toEqual({ collectionLoanNo: DISCOUNT.collectionLoanNo, collectionPortfolioId: DISCOUNT.collectionPortfolioId });

    const reload = startFlow(call, state, COUPON_PATHS.schedule);
    await waitFor(reload.child, (snapshot) => snapshot.matches({ ready: 'schedule' }));
    expect(reload.pathOf()).toBe(COUPON_PATHS.schedule);
  });

  it('keeps a confirmation’s key while it is on its way, and forgets it once scheduled', async () => {
    const state = createEncryptedStore({ storage: memoryStorage(), keyStore: memoryKeyStore() });
    await state.write('coupon', { identifier: COUPON_IDENTIFIER, couponToken: GRANT.couponToken, tokenExpiresAt: GRANT.expiresAt });
    let keptWhileSaving: unknown;
    const { call, requests } = fakeServer(async () => {
      keptWhileSaving = (await restoreCoupon(state)).intent;
    });
    const run = startFlow(call, state, COUPON_PATHS.schedule);
    await waitFor(run.child, (snapshot) => snapshot.matches({ ready: 'schedule' }));
    run.child.send({ type: 'plan.preview', ...DISCOUNT_BY_ACH });
    await waitFor(run.child, (snapshot) => snapshot.matches({ ready: { schedule: 'reviewing' } }));
    run.child.send({ type: 'plan.confirm' });
    await waitFor(run.child, (snapshot) => snapshot.matches({ ready: 'congratulations' }));

    const save = requests.find((each) => each.path === scheduleCouponPayment.path && (each.request as { requestMode: number }).requestMode === 1);
    expect(keptWhileSaving).toEqual({ idempotencyKey: (save!.request as { idempotencyKey: string }).idempotencyKey, plan: DISCOUNT_BY_ACH });
    const coupon = await state.read('coupon');
    expect(coupon?.intent).toBeUndefined();
    expect(coupon?.couponDetails).toEqual(DISCOUNT_SAVED.coupon);
  });
});
