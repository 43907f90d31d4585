// The signing pages in each state a borrower meets: preparing, could not load, the agreement to sign (in
// the wizard and from an e-mailed link), the form's own errors, a name unlike the application's, signing,
// the green countdown, the signed agreement, each status that cannot be signed, new terms confirmed in another
// tab, and the re-sign with new dates (loan flag 10003); one loan's agreement by its number (home's link for a loan
// being repaid): signed, and each refusal. The brand follows the toolbar (both themes).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { press, WAIT } from './play.ts';
import type { Customer } from '#src/api/contract/customer.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { AGREEMENT_TO_SIGN, REDATED_AGREEMENT, SIGNATURE_RESOURCE, SIGNED_AGREEMENT, TICKET, agreementWithStatus } from '#src/ui/fixtures/signing.ts';
import { loanAgreementPath } from '#machines/signing/pages.ts';
import { flowStoryApp } from './flow-story-app.tsx';

const SigningStoryApp = flowStoryApp('signing');

const CUSTOMER: Customer = { customerId: 'c-1', email: 'jane.doe@example.com', firstName: 'Jane', portfolioId: 118 };
const WIZARD_PATH = '/disbursement/sign-loan-agreement';
const LINK_PATH = `/signature/${SIGNATURE_RESOURCE}`;
const AGREEMENT_PATH = '/loan-agreement';
/** One loan's agreement by its number: home's link for a loan being repaid. */
const LOAN_AGREEMENT_PATH = loanAgreementPath(SIGNED_AGREEMENT.loanNo);
const SIGN = { type: 'signing.sign', typedName: 'Jane Q. Doe', consented: true, agreedToTerms: true } as const;
const toSign = { loadAgreement: { data: AGREEMENT_TO_SIGN } };
/** What the channel says when new terms confirmed in another tab void the agreement shown (its ticket, status 4). */
const VOIDED_BY_NEW_TERMS = { type: 'realtime.message', message: { type: 'sign-status', ticket: TICKET, signStatus: SIGNATURE_STATUS.voided } } as const;
/** The agreement made of the new terms, which the page fetches once told. */
const RENEWED = { ...AGREEMENT_TO_SIGN, requestId: '6a1f0c2e-8b4d-4e5f-9a7b-3c2d1e0f0010', ticket: 'ESIGN-renewed' };
/** The agreement shown first, then (asked again) the new one: a fresh sequence for each start of the story. */
const shownThenRenewed = () => {
  let asked = 0;
  return { loadAgreement: { answer: () => (asked++ === 0 ? AGREEMENT_TO_SIGN : RENEWED) } };
};

const meta = {
  title: 'Pages/Signing',
  component: SigningStoryApp,
  args: { brand: '118', path: WIZARD_PATH, customer: CUSTOMER },
  argTypes: { brand: { table: { disable: true } } },
  render: (args, { globals, id }) => <SigningStoryApp key={`${String(globals.brand ?? '118')} ${id}`} {...args} brand={String(globals.brand ?? '118')} />,
} satisfies Meta<typeof SigningStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Preparing: Story = { name: 'Wizard / preparing the agreement', args: { answers: { loadAgreement: 'pending' } } };
export const LoadFailed: Story = { name: 'Wizard / could not load', args: { answers: { loadAgreement: { refusal: RESULT.serviceUnavailable } } } };
export const ToSign: Story = { name: 'Wizard / the agreement to sign', args: { answers: toSign } };
export const FormErrors: Story = {
  name: 'Wizard / signed without a name or consent',
  args: { answers: toSign },
  play: async ({ canvasElement }) => press(within(canvasElement), 'Sign the loan agreement'),
};
export const NameMismatch: Story = {
  name: 'Wizard / a name unlike the application’s',
  args: {
    answers: {
      ...toSign,
      signLoanAgreement: { refusal: RESULT.signatureNameMismatch },
    },
    steps: [{ ...SIGN, typedName: 'Janet Doe' }],
  },
};
export const NewDates: Story = {
  name: 'Wizard / new dates after the cut-off passed',
  args: { answers: { ...toSign, signLoanAgreement: { refusal: RESULT.cutOffTimeExpired } }, steps: [SIGN] },
};
export const NewDatesFromLink: Story = {
  name: 'Link / new dates after the cut-off passed (the same link opens the re-dated agreement)',
  args: { path: LINK_PATH, customer: undefined, answers: { ...toSign, signLoanAgreement: { refusal: RESULT.cutOffTimeExpired } }, steps: [SIGN] },
};
export const NewTermsElsewhere: Story = {
  name: 'Loan agreement / new terms confirmed in another tab (the new agreement, with the notice)',
  args: { path: AGREEMENT_PATH, steps: [VOIDED_BY_NEW_TERMS] },
  // The answers made as the story renders, so each brand's start meets the first agreement, then the new one.
  render: (args, context) => meta.render({ ...args, answers: shownThenRenewed() }, context),
};
export const Resign: Story = {
  name: 'Loan agreement / re-sign with new dates (loan flag 10003: re-dated after the cut-off)',
  args: { path: AGREEMENT_PATH, answers: { loadAgreement: { data: REDATED_AGREEMENT } } },
};
export const Signing: Story = { name: 'Wizard / signing', args: { answers: { ...toSign, signLoanAgreement: 'pending' }, steps: [SIGN] } };
export const Countdown: Story = {
  name: 'Wizard / signed: the green countdown',
  args: { answers: { ...toSign, signLoanAgreement: { data: SIGNED_AGREEMENT } }, steps: [SIGN] },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByText(/All set\. You will be redirected to the home page after 5 seconds\./, {}, WAIT);
  },
};
export const FromLink: Story = { name: 'Link / the agreement to sign on another device', args: { path: LINK_PATH, customer: undefined, answers: toSign } };
export const Signed: Story = { name: 'Loan agreement / signed', args: { path: AGREEMENT_PATH, answers: { loadAgreement: { data: SIGNED_AGREEMENT } } } };
export const Expired: Story = {
  name: 'Link / expired',
  args: { path: LINK_PATH, customer: undefined, answers: { loadAgreement: { data: agreementWithStatus(SIGNATURE_STATUS.expired) } } },
};
export const ExpiredSignedIn: Story = {
  name: 'Loan agreement / expired, signed in',
  args: { path: AGREEMENT_PATH, answers: { loadAgreement: { data: agreementWithStatus(SIGNATURE_STATUS.expired) } } },
};
export const Cancelled: Story = {
  name: 'Loan agreement / cancelled',
  args: { path: AGREEMENT_PATH, answers: { loadAgreement: { data: agreementWithStatus(SIGNATURE_STATUS.cancelled) } } },
};
export const VoidedFromLink: Story = {
  name: 'Link / voided (new terms confirmed in another tab)',
  args: { path: LINK_PATH, customer: undefined, answers: toSign, steps: [VOIDED_BY_NEW_TERMS] },
};
export const Voided: Story = {
  name: 'Loan agreement / voided',
  args: { path: AGREEMENT_PATH, answers: { loadAgreement: { data: agreementWithStatus(SIGNATURE_STATUS.voided) } } },
};
export const Suspended: Story = {
  name: 'Loan agreement / suspended',
  args: { path: AGREEMENT_PATH, answers: { loadAgreement: { data: agreementWithStatus(SIGNATURE_STATUS.suspended) } } },
};
export const ByNumberPreparing: Story = {
  name: 'Loan agreement by number / preparing',
  args: { path: LOAN_AGREEMENT_PATH, answers: { loadAgreement: 'pending' } },
};
export const ByNumberSigned: Story = {
  name: 'Loan agreement by number / signed (from home)',
  args: { path: LOAN_AGREEMENT_PATH, answers: { loadAgreement: { data: SIGNED_AGREEMENT } } },
};
export const ByNumberNotFound: Story = {
  name: 'Loan agreement by number / unknown or another customer’s loan',
  args: { path: LOAN_AGREEMENT_PATH, answers: { loadAgreement: { refusal: RESULT.loanNotFound } } },
};
export const ByNumberNoneKept: Story = {
  name: 'Loan agreement by number / no agreement kept for the loan',
  args: { path: LOAN_AGREEMENT_PATH, answers: { loadAgreement: { refusal: RESULT.noAgreementToSign } } },
};
export const ByNumberLoadFailed: Story = {
  name: 'Loan agreement by number / could not load',
  args: { path: LOAN_AGREEMENT_PATH, answers: { loadAgreement: { refusal: RESULT.serviceUnavailable } } },
};
