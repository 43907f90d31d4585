// The home page in every state a borrower meets: loading, failed, each of the six flags (with their
// variants; flag 5's loans with and without their signed agreement's link), attaching a loan (open, refused,
// locked, added) and signing out. Both themes by the toolbar.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { fill, press, type Canvas } from './play.ts';
import type { Customer } from '#src/api/contract/customer.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Disbursement, Personal } from '#machines/home/types.ts';
import { REPAYING_LOAN, UNSIGNED_LOAN } from '#src/ui/fixtures/home.ts';
import { flowStoryApp, type StoryAnswers } from './flow-story-app.tsx';

const HomeStoryApp = flowStoryApp('home');
type HomeStoryAnswers = StoryAnswers<'home'>;

const CUSTOMER: Customer = { customerId: 'c-1', email: 'jane.doe@example.com', firstName: 'Jane', portfolioId: 118 };
const PERSONAL: Personal = { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com', customerCategory: 1 };
const flag = (homePageFlag: Disbursement['homePageFlag'], extra: Partial<Disbursement> = {}): Disbursement => ({
  homePageFlag,
  applicationNo: null,
  qualifiedAmountCents: null,
  loanAmountResult: null,
  underReview: false,
  repair: null,
  loans: [],
  ...extra,
});
const answers = (disbursement: Disbursement, extra: HomeStoryAnswers = {}): HomeStoryAnswers => ({
  loadPersonal: { data: PERSONAL },
  loadDisbursement: { data: disbursement },
  loadRepaymentLoans: { data: { loans: [REPAYING_LOAN] } },
  ...extra,
});

const meta = {
  title: 'Pages/Home',
  component: HomeStoryApp,
  args: { brand: '118', path: '/home', customer: CUSTOMER },
  argTypes: { brand: { table: { disable: true } } },
  render: (args, { globals, id }) => <HomeStoryApp key={`${String(globals.brand ?? '118')} ${id}`} {...args} brand={String(globals.brand ?? '118')} />,
} satisfies Meta<typeof HomeStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillAttach = async (canvas: Canvas) => {
  await press(canvas, 'Add an existing loan');
  await fill(canvas, 'Loan number', 'BP-DEMO-9001');
  await fill(canvas, 'Last 4 digits of your SSN', '6789');
  await fill(canvas, 'Date of birth', '1988-04-12');
};

export const Loading: Story = { name: 'Home / loading', args: { answers: { loadPersonal: { data: PERSONAL } } } };
export const Failed: Story = {
  name: 'Home / could not load',
  args: { answers: { loadPersonal: { data: PERSONAL }, loadDisbursement: { refusal: RESULT.internalError } } },
};

export const NoLoanAmount: Story = { name: 'Home / 1 no loan amount (new)', args: { answers: answers(flag(1)) } };
export const NoLoanAmountDraft: Story = {
  name: 'Home / 1 no loan amount (application saved)',
  args: { answers: answers(flag(1, { applicationNo: 'APP-20261121-0001' })) },
};
export const NoLoanAmountUnderReview: Story = {
  name: 'Home / 1 no loan amount (bank statement being reviewed)',
  args: { answers: answers(flag(1, { applicationNo: 'APP-20261121-0001', underReview: true })) },
};
export const NoLoanAmountUnavailable: Story = {
  name: 'Home / 1 no loan amount (unavailable)',
  args: {
    answers: answers(
      flag(1, {
        applicationNo: 'APP-20261121-0001',
        loanAmountResult: 3,
        qualifiedAmountCents: 0,
        refusal: {
          message: 'We are unable to offer you a loan at this time. A denial letter is sent within 30 days.',
          reasons: [
            { code: 'highRisk', text: 'Too many recent returned payments' },
            { code: 'incomeTooLow', text: 'Income below our minimum' },
          ],
        },
      }),
    ),
  },
};
export const PrepareApplication: Story = {
  name: 'Home / 2 prepare application',
  args: { answers: answers(flag(2, { applicationNo: 'APP-20261121-0001', qualifiedAmountCents: 87_500, loanAmountResult: 1 })) },
};
export const Unsigned: Story = { name: 'Home / 3 unsigned', args: { answers: answers(flag(3, { loans: [UNSIGNED_LOAN] })) } };
export const UnsignedExpired: Story = {
  name: 'Home / 3 unsigned (signature expired)',
  args: { answers: answers(flag(3, { loans: [{ ...UNSIGNED_LOAN, signatureStatus: 2 }] })) },
};
export const InProgress: Story = {
  name: 'Home / 4 in progress (funding)',
  args: {
    answers: answers(
      flag(4, {
        loans: [
          {
            ...UNSIGNED_LOAN,
            loanNo: 'BP-DEMO-4001',
            loanStatus: 201,
            loanSubStatus: null,
            signatureStatus: 1,
            tracker: 4,
            disbursementDate: '2026-11-23',
            amountCents: 120_000,
          },
        ],
      }),
    ),
  },
};
export const InProgressException: Story = {
  name: 'Home / 4 in progress (exception)',
  args: { answers: answers(flag(4, { loans: [{ ...UNSIGNED_LOAN, loanStatus: 104, loanSubStatus: null, signatureStatus: 1, tracker: 6 }] })) },
};
const SIGNED_LOAN = { ...UNSIGNED_LOAN, loanSubStatus: 102005, signatureStatus: 1, tracker: 1 } as const;
export const InProgressSigned: Story = { name: 'Home / 4 in progress (just signed)', args: { answers: answers(flag(4, { loans: [SIGNED_LOAN] })) } };
export const Withdrawing: Story = {
  name: 'Home / 4 in progress (withdraw: asked once more)',
  args: { answers: answers(flag(4, { loans: [SIGNED_LOAN] })), steps: [{ type: 'withdraw.open' }] },
};
export const WithdrawRefused: Story = {
  name: 'Home / 4 in progress (withdraw refused)',
  args: {
    answers: answers(flag(4, { loans: [SIGNED_LOAN] }), { withdrawLoan: { refusal: RESULT.internalError } }),
    steps: [{ type: 'withdraw.open' }, { type: 'withdraw.confirm' }],
  },
};
export const Repayment: Story = { name: 'Home / 5 repayment loan', args: { answers: answers(flag(5)) } };
/** Two loans being repaid: the first's signed agreement kept here (its link), the second attached from elsewhere (none). */
export const RepaymentTwoLoans: Story = {
  name: 'Home / 5 repayment loans (one with its signed agreement)',
  args: {
    answers: answers(flag(5), {
      loadRepaymentLoans: {
        data: {
          loans: [REPAYING_LOAN, { ...REPAYING_LOAN, loanId: 'l-6', loanNo: 'BP-7002', balanceCents: 31_000, principalCents: 40_000, signedAgreement: false }],
        },
      },
    }),
  },
};
export const RepaymentLoading: Story = { name: 'Home / 5 repayment loan (loading)', args: { answers: answers(flag(5), { loadRepaymentLoans: 'pending' }) } };
export const RepaymentFailed: Story = {
  name: 'Home / 5 repayment loan (could not load)',
  args: { answers: answers(flag(5), { loadRepaymentLoans: { refusal: RESULT.internalError } }) },
};
export const RepairNotVerified: Story = {
  name: 'Home / 6 repair information (not verified)',
  args: {
    answers: answers(
      flag(6, {
        applicationNo: 'APP-20261121-0001',
        repair: { noIbvSituation: 203, message: 'We could not verify your bank account. Please try another bank account to continue your application.' },
      }),
    ),
  },
};
export const RepairUnmatched: Story = {
  name: 'Home / 6 repair information (unmatched account)',
  args: {
    answers: answers(
      flag(6, {
        applicationNo: 'APP-20261121-0001',
        loanAmountResult: 2,
        qualifiedAmountCents: 60_000,
        repair: {
          noIbvSituation: null,
          message:
            'The account you verified is not the account you gave for your loan. Please verify the account you gave, or choose the verified account, to continue.',
        },
      }),
    ),
  },
};

export const AttachOpen: Story = { name: 'Home / attach a loan (open)', args: { answers: answers(flag(1)), steps: [{ type: 'attach.open' }] } };
export const AttachNothingTyped: Story = {
  name: 'Home / attach a loan (nothing typed)',
  args: { answers: answers(flag(1)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas, 'Add an existing loan');
    await press(canvas, 'Add this loan');
  },
};
export const AttachRefused: Story = {
  name: 'Home / attach a loan (details not matching)',
  args: { answers: answers(flag(1), { attachLoan: { refusal: RESULT.attachLoanNotFound } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAttach(canvas);
    await press(canvas, 'Add this loan');
  },
};
export const AttachLocked: Story = {
  name: 'Home / attach a loan (locked)',
  args: { answers: answers(flag(1), { attachLoan: { refusal: RESULT.attachLoanLocked } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAttach(canvas);
    await press(canvas, 'Add this loan');
  },
};
export const AttachSending: Story = {
  name: 'Home / attach a loan (sending)',
  args: { answers: answers(flag(1), { attachLoan: 'pending' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAttach(canvas);
    await press(canvas, 'Add this loan');
  },
};
export const AttachDone: Story = {
  name: 'Home / attach a loan (added)',
  args: { answers: answers(flag(1), { attachLoan: { data: { loanId: 'l-9', loanNo: 'BP-DEMO-9001' } } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAttach(canvas);
    await press(canvas, 'Add this loan');
  },
};
export const SigningOut: Story = { name: 'Home / signing out', args: { answers: answers(flag(1), { signOut: 'pending' }), steps: [{ type: 'home.signOut' }] } };
