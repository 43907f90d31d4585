// The coupon pages in each state a borrower meets: the link's verification (the form, checking, a mismatch,
// locked, asked again after the token went stale), the offer (a discount, a plan, a loan with the other brand,
// not valid, already scheduled, could not load), Schedule New Payment (each offer's form, the debit card asked
// for, entered or refused, a plan that does not add up, the preview, scheduling, refused) and the
// congratulations. The brand follows the toolbar (both themes).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { COUPON_PATHS, verificationPath } from '#machines/coupon/pages.ts';
import type { CouponEvent } from '#machines/coupon/types.ts';
import {
  CARD_ONLY,
  COUPON_IDENTIFIER,
  DISCOUNT,
  DISCOUNT_BY_ACH,
  DISCOUNT_BY_CARD,
  DISCOUNT_CARD_PREVIEW,
  DISCOUNT_PREVIEW,
  NOTHING_STORED,
  NOT_VALID,
  OTHER_BRAND,
  PLAN,
  PLAN_OF_THREE,
  PLAN_PREVIEW,
  PLAN_SCHEDULED,
  SCHEDULED,
  SETTLED,
  STORED,
} from '#src/ui/fixtures/coupon.ts';
import { CARD_FORM, VISA } from '#src/ui/fixtures/repayment.ts';
import { flowStoryApp, type StoryAnswers } from './flow-story-app.tsx';

const CouponStoryApp = flowStoryApp('coupon');
type CouponStoryAnswers = StoryAnswers<'coupon'>;

const LINK = verificationPath(COUPON_IDENTIFIER);
/** A link verified in this browser, its token good long after the story is opened. */
const KEPT = { ...STORED, expiresAt: '2999-01-01T00:00:00.000Z' };
const kept = (details = DISCOUNT): CouponStoryAnswers => ({ restoreCoupon: { data: KEPT }, checkCoupon: { data: details } });
const ANSWERS = { type: 'identity.submit', ssnLast4: '6789', dateOfBirth: '1988-04-12' } as const satisfies CouponEvent;
const BY_BANK = { type: 'plan.preview', ...DISCOUNT_BY_ACH } as const satisfies CouponEvent;
const BY_CARD = { type: 'plan.preview', ...DISCOUNT_BY_CARD } as const satisfies CouponEvent;
const PLAN_BY_BANK = { type: 'plan.preview', ...PLAN_OF_THREE } as const satisfies CouponEvent;
const CARD = { type: 'card.submit', ...CARD_FORM } as const satisfies CouponEvent;
const CONFIRM = { type: 'plan.confirm' } as const satisfies CouponEvent;
/** The lock ends half an hour after the story opens. */
const lockedUntil = new Date(Date.now() + 30 * 60_000).toISOString();

const meta = {
  title: 'Pages/Coupon',
  component: CouponStoryApp,
  args: { brand: '118', path: COUPON_PATHS.overview, answers: kept() },
  argTypes: { brand: { table: { disable: true } } },
  render: (args, { globals, id }) => <CouponStoryApp key={`${String(globals.brand ?? '118')} ${id}`} {...args} brand={String(globals.brand ?? '118')} />,
} satisfies Meta<typeof CouponStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

// ---- Verification ----
const fresh: CouponStoryAnswers = { restoreCoupon: { data: NOTHING_STORED } };
export const Verification: Story = { name: 'Verification / the questions', args: { path: LINK, answers: fresh } };
export const VerificationChecking: Story = {
  name: 'Verification / checking the answers',
  args: { path: LINK, answers: { ...fresh, authenticate: 'pending' }, steps: [ANSWERS] },
};
export const VerificationMismatch: Story = {
  name: 'Verification / answers that do not match',
  args: { path: LINK, answers: { ...fresh, authenticate: { refusal: RESULT.identityMismatch } }, steps: [ANSWERS] },
};
export const VerificationLocked: Story = {
  name: 'Verification / locked after too many tries',
  args: { path: LINK, answers: { ...fresh, authenticate: { refusal: { ...RESULT.identityLocked, data: { lockedUntil } } } }, steps: [ANSWERS] },
};
export const VerificationAgain: Story = {
  name: 'Verification / asked again after 30 minutes',
  args: { path: COUPON_PATHS.overview, answers: { restoreCoupon: { data: { ...STORED, expiresAt: '2020-01-01T00:00:00.000Z' } } } },
};

// ---- The offer ----
export const OverviewDiscount: Story = { name: 'Offer / a discount' };
export const OverviewPlan: Story = { name: 'Offer / a payment plan', args: { answers: kept(PLAN) } };
export const OverviewOtherBrand: Story = { name: 'Offer / a loan with the other brand', args: { answers: kept(OTHER_BRAND) } };
export const OverviewNotValid: Story = { name: 'Offer / not valid any more', args: { answers: kept(NOT_VALID) } };
export const OverviewScheduled: Story = { name: 'Offer / payments already scheduled', args: { answers: kept(PLAN_SCHEDULED) } };
export const OverviewLoadFailed: Story = {
  name: 'Offer / could not load',
  args: { answers: { restoreCoupon: { data: KEPT }, checkCoupon: { refusal: RESULT.serviceUnavailable } } },
};

// ---- Schedule New Payment ----
export const ScheduleDiscount: Story = { name: 'Schedule / a discount: the form', args: { path: COUPON_PATHS.schedule } };
export const SchedulePlan: Story = { name: 'Schedule / a plan: the form', args: { path: COUPON_PATHS.schedule, answers: kept(PLAN) } };
export const SchedulePlanNotAddingUp: Story = {
  name: 'Schedule / a plan the server says does not add up',
  args: {
    path: COUPON_PATHS.schedule,
    answers: { ...kept(PLAN), previewSchedule: { refusal: { ...RESULT.couponPaymentsDoNotAddUp, data: { settlementCents: PLAN.offer.settlementCents } } } },
    steps: [PLAN_BY_BANK],
  },
};
export const ScheduleCardAsked: Story = { name: 'Schedule / by debit card: the card form', args: { path: COUPON_PATHS.schedule, steps: [BY_CARD] } };
export const ScheduleCardOnly: Story = {
  name: 'Schedule / no bank account on file: debit card only',
  args: { path: COUPON_PATHS.schedule, answers: kept(CARD_ONLY) },
};
export const ScheduleCardRefused: Story = {
  name: 'Schedule / by debit card: a card number refused',
  args: { path: COUPON_PATHS.schedule, answers: { ...kept(), tokenizeCard: { refusal: RESULT.cardNumberInvalid } }, steps: [BY_CARD, CARD] },
};
export const ScheduleCardEntered: Story = {
  name: 'Schedule / by debit card: the card entered',
  args: { path: COUPON_PATHS.schedule, answers: { ...kept(), tokenizeCard: { data: VISA } }, steps: [BY_CARD, CARD] },
};
export const SchedulePreparing: Story = {
  name: 'Schedule / the preview on its way',
  args: { path: COUPON_PATHS.schedule, answers: { ...kept(), previewSchedule: 'pending' }, steps: [BY_BANK] },
};
export const ScheduleReviewing: Story = {
  name: 'Schedule / a discount to confirm',
  args: { path: COUPON_PATHS.schedule, answers: { ...kept(), previewSchedule: { data: DISCOUNT_PREVIEW } }, steps: [BY_BANK] },
};
export const ScheduleReviewingPlan: Story = {
  name: 'Schedule / a plan to confirm',
  args: { path: COUPON_PATHS.schedule, answers: { ...kept(PLAN), previewSchedule: { data: PLAN_PREVIEW } }, steps: [PLAN_BY_BANK] },
};
export const ScheduleReviewingCard: Story = {
  name: 'Schedule / by debit card to confirm, the fee shown',
  args: {
    path: COUPON_PATHS.schedule,
    answers: { ...kept(), tokenizeCard: { data: VISA }, previewSchedule: { data: DISCOUNT_CARD_PREVIEW } },
    steps: [BY_CARD, CARD, BY_CARD],
  },
};
export const ScheduleSaving: Story = {
  name: 'Schedule / scheduling',
  args: {
    path: COUPON_PATHS.schedule,
    answers: { ...kept(), previewSchedule: { data: DISCOUNT_PREVIEW }, saveSchedule: 'pending' },
    steps: [BY_BANK, CONFIRM],
  },
};
export const ScheduleRefused: Story = {
  name: 'Schedule / refused',
  args: {
    path: COUPON_PATHS.schedule,
    answers: { ...kept(), tokenizeCard: { data: VISA }, previewSchedule: { data: DISCOUNT_CARD_PREVIEW }, saveSchedule: { refusal: RESULT.cardDeclined } },
    steps: [BY_CARD, CARD, BY_CARD, CONFIRM],
  },
};

// ---- Congratulations ----
export const Congratulations: Story = { name: 'Congratulations / a discount', args: { path: COUPON_PATHS.congratulations, answers: kept(SCHEDULED) } };
export const CongratulationsPlan: Story = {
  name: 'Congratulations / a plan',
  args: { path: COUPON_PATHS.congratulations, answers: kept(PLAN_SCHEDULED) },
};
export const CongratulationsSettled: Story = {
  name: 'Congratulations / every payment cleared: the loan settled',
  args: { path: COUPON_PATHS.congratulations, answers: kept(SETTLED) },
};
