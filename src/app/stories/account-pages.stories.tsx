// Every page of the accounts flow in each state a borrower meets: empty, filled, each error, while a call
// is on its way, and done. The brand follows the toolbar (both themes). Forms are filled by the play
// functions, as a borrower would, so the typed values and the live checks show as they really do.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { fill, press } from './play.ts';
import type { ConsentTemplate } from '#src/api/contract/consent.ts';
import type { Customer } from '#src/api/contract/customer.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { flowStoryApp, type StoryAnswers as FlowAnswers } from './flow-story-app.tsx';

const AccountStoryApp = flowStoryApp('account');
type StoryAnswers = FlowAnswers<'account'>;

// The codes the server seeds (server/db/consent-texts.ts): the page says what ticking each does by its code.
const TEMPLATES: ConsentTemplate[] = [
  {
    templateCode: 'esign-disclosure',
    templateLabel: 'I agree to receive records and sign electronically (E-Sign Consumer Disclosure)',
    version: '2026.1',
    required: true,
    body: 'You may ask for paper copies of any record at no charge.\n\nYou may withdraw this consent at any time by contacting customer service.\n\nTo receive records you need a device with a current browser and an e-mail account. Tell us when your e-mail address changes.',
  },
  {
    templateCode: 'terms-of-use',
    templateLabel: 'I agree to the Terms of Use',
    version: '2026.1',
    required: true,
    body: 'These terms govern your use of this site.',
  },
  {
    templateCode: 'privacy-notice',
    templateLabel: 'I have read the Privacy Notice',
    version: '2026.1',
    required: true,
    body: 'We collect and use your information as described here.',
  },
  {
    templateCode: 'marketing-contact',
    templateLabel: 'You may contact me about offers by e-mail, phone and text (optional)',
    version: '2026.1',
    required: false,
    body: 'You can stop these messages at any time.',
  },
];
const CUSTOMER: Customer = { customerId: 'c-1', email: 'jane.doe@example.com', firstName: 'Jane', portfolioId: 118 };
const SESSION = { accessToken: 'token', userCredential: 'c-1', expiresAt: '2099-01-01T00:00:00.000Z', customer: CUSTOMER };
const LINK = 'StoryLink-0123456789';
const refusal = (result: { code: number; message: string }, data?: unknown) => ({ refusal: { ...result, data } });
const CHALLENGE = { challengeId: 'StoryChallenge-0123456789', maskedEmail: '*****.com', resendAvailableAt: new Date(Date.now() + 45_000).toISOString() };
const withTemplates: StoryAnswers = { loadConsentTemplates: { data: TEMPLATES } };
const REQUIRED = TEMPLATES.filter((t) => t.required).map((t) => ({ type: 'consent.toggle' as const, templateCode: t.templateCode, checked: true }));

const meta = {
  title: 'Pages/Accounts',
  component: AccountStoryApp,
  args: { brand: '118', path: '/sign-in' },
  argTypes: { brand: { table: { disable: true } } },
  render: (args, { globals, id }) => <AccountStoryApp key={`${String(globals.brand ?? '118')} ${id}`} {...args} brand={String(globals.brand ?? '118')} />,
} satisfies Meta<typeof AccountStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

// Sign-in
export const SignInEmpty: Story = { name: 'Sign in / empty', args: { path: '/sign-in' } };
export const SignInFilled: Story = {
  name: 'Sign in / filled',
  args: { path: '/sign-in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Email', 'jane.doe@example.com');
    await fill(canvas, 'Password', 'Secret-Pass1');
  },
};
export const SignInRequiredErrors: Story = {
  name: 'Sign in / nothing typed',
  args: { path: '/sign-in' },
  play: async ({ canvasElement }) => press(within(canvasElement), 'Sign in'),
};
const signInRefused = (result: { code: number; message: string }): Story => ({
  args: { path: '/sign-in', answers: { signIn: refusal(result) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Email', 'jane.doe@example.com');
    await fill(canvas, 'Password', 'Secret-Pass1');
    await press(canvas, 'Sign in');
  },
});
export const SignInWrongPassword: Story = { ...signInRefused(RESULT.wrongCredentials), name: 'Sign in / wrong password' };
export const SignInInactive: Story = { ...signInRefused(RESULT.accountInactive), name: 'Sign in / account inactive' };
export const SignInDuplicate: Story = { ...signInRefused(RESULT.accountDuplicate), name: 'Sign in / e-mail used by another account' };
export const SignInFrozen: Story = { ...signInRefused(RESULT.accountFrozen), name: 'Sign in / account frozen' };
export const SignInClosed: Story = { ...signInRefused(RESULT.accountClosed), name: 'Sign in / account closed' };
export const SignInArchived: Story = { ...signInRefused(RESULT.accountArchived), name: 'Sign in / account archived' };
export const SignInLocked: Story = { ...signInRefused(RESULT.accountLocked), name: 'Sign in / locked after failures' };
export const SignInTooManyRequests: Story = { ...signInRefused(RESULT.tooManyRequests), name: 'Sign in / too many requests (429)' };
export const SignInSubmitting: Story = {
  ...signInRefused(RESULT.wrongCredentials),
  name: 'Sign in / signing in',
  args: { path: '/sign-in', answers: { signIn: 'pending' } },
};

// Login code
const codeStep = (answers: StoryAnswers = {}, play?: Story['play']): Story => ({
  args: {
    path: '/sign-in',
    answers: { signIn: { data: { status: 'codeRequired', ...CHALLENGE } }, ...answers },
    steps: [{ type: 'signIn.submit', email: 'jane.doe@example.com', password: 'Secret-Pass1' }],
  },
  play,
});
export const CodeEmpty: Story = { ...codeStep(), name: 'Login code / empty, resend counting down' };
export const CodeFilled: Story = { ...codeStep({}, async ({ canvasElement }) => fill(within(canvasElement), /^Code/, '123 456')), name: 'Login code / filled' };
const enterCode =
  (code: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, /^Code/, code);
    await press(canvas, 'Continue');
  };
export const CodeWrong: Story = { ...codeStep({ verifyLoginCode: refusal(RESULT.loginCodeWrong) }, enterCode('000000')), name: 'Login code / wrong code' };
export const CodeExpired: Story = {
  ...codeStep({ verifyLoginCode: refusal(RESULT.loginCodeExpired) }, enterCode('123456')),
  name: 'Login code / expired code',
};
export const CodeVerifying: Story = { ...codeStep({ verifyLoginCode: 'pending' }, enterCode('123456')), name: 'Login code / checking the code' };
export const CodeResendReady: Story = {
  name: 'Login code / resend available',
  args: {
    path: '/sign-in',
    answers: { signIn: { data: { status: 'codeRequired', ...CHALLENGE, resendAvailableAt: '2000-01-01T00:00:00.000Z' } } },
    steps: CodeEmpty.args!.steps,
  },
};
export const CodeResendLimit: Story = {
  name: 'Login code / no more codes',
  args: {
    path: '/sign-in',
    answers: {
      signIn: { data: { status: 'codeRequired', ...CHALLENGE, resendAvailableAt: '2000-01-01T00:00:00.000Z' } },
      resendLoginCode: refusal(RESULT.loginCodeResendLimit),
    },
    steps: [...CodeEmpty.args!.steps!, { type: 'signIn.resendCode' }],
  },
};

// Welcome and consent
export const WelcomeLoading: Story = { name: 'Welcome / loading the terms', args: { path: '/welcome' } };
export const WelcomeLoadFailed: Story = {
  name: 'Welcome / terms could not load',
  args: { path: '/welcome', answers: { loadConsentTemplates: refusal({ code: RESULT.serviceUnavailable.code, message: RESULT.serviceUnavailable.message }) } },
};
export const WelcomeEmpty: Story = { name: 'Welcome / nothing ticked', args: { path: '/welcome', answers: withTemplates } };
export const WelcomeTicked: Story = { name: 'Welcome / required ticked', args: { path: '/welcome', answers: withTemplates, steps: REQUIRED } };
export const WelcomeMissing: Story = {
  name: 'Welcome / required missing',
  args: { path: '/welcome', answers: withTemplates, steps: [REQUIRED[0]!, { type: 'consent.continue' }] },
};
export const ConsentChanged: Story = {
  name: 'Consent / terms changed (signed in)',
  args: {
    path: '/consent',
    customer: CUSTOMER,
    answers: { checkConsentStatus: { data: { consented: false, items: TEMPLATES.map((t) => ({ ...t, check: t.templateCode !== 'terms-of-use' })) } } },
  },
};
export const ConsentSaving: Story = {
  name: 'Consent / saving',
  args: {
    ...ConsentChanged.args,
    answers: { ...ConsentChanged.args!.answers, saveConsents: 'pending' },
    steps: [{ type: 'consent.toggle', templateCode: 'terms-of-use', checked: true }, { type: 'consent.continue' }],
  },
};

// The set link
const setLink = (answers: StoryAnswers, play?: Story['play']): Story => ({
  args: { path: '/welcome', answers: { ...withTemplates, ...answers }, steps: [...REQUIRED, { type: 'consent.continue' }] },
  play,
});
const submitEmail =
  (email: string, button: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Email', email);
    await press(canvas, button);
  };
export const SetLinkEmpty: Story = { ...setLink({}), name: 'Create an account / empty' };
export const SetLinkInvalid: Story = { ...setLink({}, submitEmail('jane.doe@example', 'Send me the link')), name: 'Create an account / invalid e-mail' };
export const SetLinkTooMany: Story = {
  ...setLink({ sendSetLink: refusal(RESULT.tooManyRequests) }, submitEmail('jane.doe@example.com', 'Send me the link')),
  name: 'Create an account / too many requests',
};
export const SetLinkSending: Story = {
  ...setLink({ sendSetLink: 'pending' }, submitEmail('jane.doe@example.com', 'Send me the link')),
  name: 'Create an account / sending',
};
export const SetLinkSent: Story = {
  ...setLink({ sendSetLink: { data: { maskedEmail: '*****.com' } } }, submitEmail('jane.doe@example.com', 'Send me the link')),
  name: 'Create an account / check your e-mail',
};
export const SetLinkResent: Story = {
  ...setLink({ sendSetLink: { data: { maskedEmail: '*****.com' } } }, async (context) => {
    await submitEmail('jane.doe@example.com', 'Send me the link')!(context);
    await press(within(context.canvasElement), 'Send the link again');
  }),
  name: 'Create an account / sent again',
};

// Choosing the password from the link
const createLink = { data: { purpose: 'createAccount', maskedEmail: '*****.com', createAccountType: 2, expiresAt: '2099-01-01T00:00:00.000Z' } };
const typePassword =
  (password: string, submit?: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, /^Password/, password);
    if (submit) await press(canvas, submit);
  };
export const CreateChecking: Story = { name: 'Choose password / checking the link', args: { path: `/create-account/${LINK}` } };
export const CreateLinkFailed: Story = {
  name: 'Choose password / link not checked',
  args: { path: `/create-account/${LINK}`, answers: { parseLink: refusal(RESULT.serviceUnavailable) } },
};
export const CreateEmpty: Story = { name: 'Choose password / empty', args: { path: `/create-account/${LINK}`, answers: { parseLink: createLink } } };
export const CreateTyping: Story = { name: 'Choose password / typing, rules ticking', args: CreateEmpty.args, play: typePassword('secret1') };
export const CreateRulesBroken: Story = { name: 'Choose password / rules not met', args: CreateEmpty.args, play: typePassword('aaa', 'Create my account') };
export const CreateTooCommon: Story = {
  name: 'Choose password / too common',
  args: { path: `/create-account/${LINK}`, answers: { parseLink: createLink, createAccount: refusal(RESULT.passwordTooCommon) } },
  play: typePassword('Password123', 'Create my account'),
};
export const CreateCreating: Story = {
  name: 'Choose password / creating',
  args: { path: `/create-account/${LINK}`, answers: { parseLink: createLink, createAccount: 'pending' } },
  play: typePassword('Borrower-Pass-2026', 'Create my account'),
};

// Forgotten password
export const ResetLinkEmpty: Story = { name: 'Forgot password / empty', args: { path: '/send-reset-link' } };
export const ResetLinkRefused: Story = {
  name: 'Forgot password / too many requests',
  args: { path: '/send-reset-link', answers: { sendResetLink: refusal(RESULT.tooManyRequests) } },
  play: submitEmail('jane.doe@example.com', 'Send me a reset link'),
};
export const ResetLinkSending: Story = {
  name: 'Forgot password / sending',
  args: { path: '/send-reset-link', answers: { sendResetLink: 'pending' } },
  play: submitEmail('jane.doe@example.com', 'Send me a reset link'),
};
export const ResetLinkSent: Story = {
  name: 'Forgot password / check your e-mail',
  args: { path: '/send-reset-link', answers: { sendResetLink: { data: { maskedEmail: '*****.com' } } } },
  play: submitEmail('jane.doe@example.com', 'Send me a reset link'),
};
const resetLink = { data: { purpose: 'resetPassword', maskedEmail: '*****.com', createAccountType: null, expiresAt: '2099-01-01T00:00:00.000Z' } };
export const ResetEmpty: Story = { name: 'Reset password / empty', args: { path: `/reset-password/${LINK}`, answers: { parseLink: resetLink } } };
export const ResetTooCommon: Story = {
  name: 'Reset password / too common',
  args: { path: `/reset-password/${LINK}`, answers: { parseLink: resetLink, resetPassword: refusal(RESULT.passwordTooCommon) } },
  play: typePassword('Password123', 'Reset my password'),
};
export const ResetSaving: Story = {
  name: 'Reset password / saving',
  args: { path: `/reset-password/${LINK}`, answers: { parseLink: resetLink, resetPassword: 'pending' } },
  play: typePassword('Borrower-Pass-2029', 'Reset my password'),
};
export const ResetDone: Story = {
  name: 'Reset password / done',
  args: { path: `/reset-password/${LINK}`, answers: { parseLink: resetLink, resetPassword: { data: { maskedEmail: '*****.com' } } } },
  play: typePassword('Borrower-Pass-2029', 'Reset my password'),
};

// Signed in. /home and signing out are the home flow's: their stories are in home-pages.stories.tsx.
const changePassword = (answers: StoryAnswers, current?: string, next?: string): Story => ({
  args: { path: '/change-password', customer: CUSTOMER, answers },
  play:
    current === undefined
      ? undefined
      : async ({ canvasElement }) => {
          const canvas = within(canvasElement);
          if (current) await fill(canvas, 'Current password', current);
          if (next) await fill(canvas, 'New password', next);
          await press(canvas, 'Change password');
        },
});
export const ChangeEmpty: Story = { ...changePassword({}), name: 'Change password / empty' };
export const ChangeRequired: Story = { ...changePassword({}, '', ''), name: 'Change password / nothing typed' };
export const ChangeWrongCurrent: Story = {
  ...changePassword({ changePassword: refusal(RESULT.currentPasswordWrong) }, 'Not-Mine-1', 'Borrower-Pass-2027'),
  name: 'Change password / wrong current password',
};
export const ChangeUnchanged: Story = {
  ...changePassword({ changePassword: refusal(RESULT.passwordUnchanged) }, 'Borrower-Pass-2026', 'Borrower-Pass-2026'),
  name: 'Change password / same as before',
};
export const ChangeSaving: Story = {
  ...changePassword({ changePassword: 'pending' }, 'Borrower-Pass-2026', 'Borrower-Pass-2027'),
  name: 'Change password / saving',
};
// Changed: back on the home page (flag 1, nothing borrowed yet) with the notice.
const HOME_FLAG_1 = { homePageFlag: 1, applicationNo: null, qualifiedAmountCents: null, loanAmountResult: null, underReview: false, repair: null, loans: [] };
export const ChangeDone: Story = {
  ...changePassword({ changePassword: { data: SESSION } }, 'Borrower-Pass-2026', 'Borrower-Pass-2027'),
  name: 'Change password / changed (home)',
  args: {
    path: '/change-password',
    customer: CUSTOMER,
    answers: { changePassword: { data: SESSION } },
    others: {
      home: {
        loadPersonal: { data: { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com', customerCategory: 1 } },
        loadDisbursement: { data: HOME_FLAG_1 },
      },
    },
  },
};
