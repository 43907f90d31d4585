// Every page of the guidance flow in each state a borrower meets: empty, filled from what is saved, with
// errors, while a call is on its way, refused, and each verification status and qualified-amount result.
// The brand follows the toolbar (both themes).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { fill, press, WAIT } from './play.ts';
import type { GuidanceProgress } from '#src/api/contract/application.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { SECTION, type Section } from '#src/domain/codes/application.ts';
import { applicationWith, BANK_FINDINGS as FOUND, EMPLOYMENT, QUESTIONS, SAVED_BANK, SAVED_PERSONAL } from '#src/ui/fixtures/applications.ts';
import { flowStoryApp, type StoryAnswers } from './flow-story-app.tsx';

const GuidanceStoryApp = flowStoryApp('guidance');
type GuidanceStoryAnswers = StoryAnswers<'guidance'>;

const SECTIONS: Section[] = [SECTION.personal, SECTION.employment, SECTION.question, SECTION.bank, SECTION.ibv, SECTION.summary];
const progress = (complete: Section[], resumeStep: string | null): GuidanceProgress => ({
  applicationNo: 'A-1001',
  resumeStep,
  sections: SECTIONS.map((section) => ({ section, label: section, complete: complete.includes(section) })),
});
const QUALIFICATION = (result: 1 | 2 | 3) => ({
  loanAmountResult: result,
  qualifiedAmountCents: result === 3 ? 0 : 130_000,
  incomeSource: 'ibv',
  monthlyIncomeCents: 249_166,
  message:
    result === 3
      ? 'We are unable to offer you a loan at this time. A denial letter is sent within 30 days.'
      : 'This is the most you can borrow now. You choose the amount and the repayment next.',
  calculatedAt: '2026-11-22T01:00:00.000Z',
  // Issue 18: a refusal's principal reasons, as the server answers them.
  ...(result === 3
    ? {
        reasons: [
          { code: 'highRisk', text: 'Too many recent returned payments' },
          { code: 'incomeTooLow', text: 'Income below our minimum' },
        ],
      }
    : {}),
});
const PROVIDERS = [
  { provider: 10000, name: 'Tallyway Sandbox', description: 'Sign in to your bank, confirm with a one-time code.' },
  { provider: 20000, name: 'Quillbank Connect Sandbox', description: 'Sign in to your bank, answer your security question.' },
];
const CODE = 'StoryRequestCode-0123456789';
const ibvStatus = (status: number, message: string, ways = status < 0 || status === 1) => ({
  requestCode: CODE,
  provider: 10000,
  status,
  message,
  canRetry: ways,
  canUseAnotherProvider: ways,
  canUploadStatement: ways,
  noIbvSituation: null,
});

type Saved = 'nothing' | 'personal' | 'employment' | 'bank' | 'verified' | 'qualified';
const PARTS: Record<Saved, { parts: object; complete: Section[]; resume: string | null }> = {
  nothing: { parts: {}, complete: [], resume: null },
  personal: { parts: { personal: SAVED_PERSONAL }, complete: [SECTION.personal], resume: 'employment/income' },
  employment: {
    parts: { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS },
    complete: [SECTION.personal, SECTION.employment, SECTION.question],
    resume: 'bank/account',
  },
  bank: {
    parts: { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: SAVED_BANK },
    complete: [SECTION.personal, SECTION.employment, SECTION.question, SECTION.bank],
    resume: 'ibv',
  },
  verified: {
    parts: { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: { ...SAVED_BANK, verified: true } },
    complete: [SECTION.personal, SECTION.employment, SECTION.question, SECTION.bank, SECTION.ibv],
    resume: 'summary',
  },
  qualified: {
    parts: { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: { ...SAVED_BANK, verified: true }, qualification: QUALIFICATION(1) },
    complete: SECTIONS,
    resume: 'summary',
  },
};
/** The application as get-personal-info answers it with these parts saved. */
function saved(what: Saved, more: object = {}): GuidanceStoryAnswers {
  const { parts, complete, resume } = PARTS[what];
  return {
    listSection: { data: progress([], null) },
    getPersonalInfo: { data: applicationWith(progress(complete, resume), { ...parts, ...more }) },
    recordBusinessData: 'pending',
    getProvider: { data: PROVIDERS },
  };
}
const refusal = (result: { code: number; message: string }) => ({ refusal: result });

const meta = {
  title: 'Pages/Guidance',
  component: GuidanceStoryApp,
  args: { brand: '118', path: '/guidance' },
  argTypes: { brand: { table: { disable: true } } },
  render: (args, { globals, id }) => <GuidanceStoryApp key={`${String(globals.brand ?? '118')} ${id}`} {...args} brand={String(globals.brand ?? '118')} />,
} satisfies Meta<typeof GuidanceStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const saveEmpty: Story['play'] = async ({ canvasElement }) => press(within(canvasElement), 'Save and continue');

// Loading the application
export const Loading: Story = { name: 'Entry / loading the application', args: { path: '/guidance', answers: { listSection: 'pending' } } };
export const LoadFailed: Story = {
  name: 'Entry / could not load',
  args: { path: '/guidance', answers: { listSection: { refusal: { code: RESULT.serviceUnavailable.code, message: RESULT.serviceUnavailable.message } } } },
};

// Personal information
export const NameEmpty: Story = { name: 'Name / empty', args: { path: '/guidance/personal/name', answers: saved('nothing') } };
export const NameErrors: Story = { name: 'Name / nothing typed', args: { path: '/guidance/personal/name', answers: saved('nothing') }, play: saveEmpty };
export const NameSaved: Story = { name: 'Name / as saved', args: { path: '/guidance/personal/name', answers: saved('bank') } };
export const AddressEmpty: Story = {
  name: 'Address / empty',
  args: {
    path: '/guidance/personal/address',
    answers: saved('nothing'),
    steps: [{ type: 'step.submit', step: 'personal/name', answers: { firstName: 'Jane', middleName: '', lastName: 'Doe', dateOfBirth: '1990-04-12' } }],
  },
};
export const AddressErrors: Story = {
  name: 'Address / wrong ZIP and nothing else',
  args: { path: '/guidance/personal/address', answers: saved('bank') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zip = await canvas.findByLabelText('ZIP Code', {}, WAIT);
    await userEvent.clear(zip);
    await userEvent.type(zip, '787');
    await press(canvas, 'Save and continue');
  },
};
/** The saved address moved to another city, state and ZIP code, then saved. */
const moveTo =
  (city: string, state: string, zip: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [label, text] of [
      ['City', city],
      ['ZIP Code', zip],
    ]) {
      await userEvent.clear(await canvas.findByLabelText(label!, {}, WAIT));
      await fill(canvas, label!, text!);
    }
    await userEvent.selectOptions(await canvas.findByLabelText('State', { selector: 'select' }, WAIT), state);
    await press(canvas, 'Save and continue');
  };
export const AddressNotServed: Story = {
  name: 'Address / a state not served (New York)',
  args: { path: '/guidance/personal/address', answers: saved('bank') },
  play: moveTo('New York', 'NY', '10016'),
};
export const AddressZipElsewhere: Story = {
  name: 'Address / a ZIP code of another state',
  args: { path: '/guidance/personal/address', answers: saved('bank') },
  play: moveTo('Austin', 'TX', '10016'),
};
export const ContactVerified: Story = { name: 'Contact / with verify flags', args: { path: '/guidance/personal/contact', answers: saved('bank') } };
export const ContactErrors: Story = {
  name: 'Contact / wrong phone',
  args: { path: '/guidance/personal/contact', answers: saved('bank') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByLabelText('Cell Phone', {}, WAIT);
    await userEvent.clear(phone);
    await userEvent.type(phone, '123');
    await press(canvas, 'Save and continue');
  },
};
export const ContactTwoPhones: Story = {
  name: 'Contact / two wrong phones, each named in the summary',
  args: { path: '/guidance/personal/contact', answers: saved('bank') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Home Phone (optional)', '123');
    await fill(canvas, 'Alternative Phone (optional)', '555');
    await press(canvas, 'Save and continue');
  },
};
export const MilitarySaved: Story = { name: 'Military and preferences / as saved', args: { path: '/guidance/personal/military', answers: saved('bank') } };
export const SsnMasked: Story = { name: 'SSN / masked once saved', args: { path: '/guidance/personal/ssn', answers: saved('bank') } };
export const SsnEmpty: Story = {
  name: 'SSN / first time, with its hint',
  args: { path: '/guidance/personal/ssn', answers: saved('bank', { personal: { ...SAVED_PERSONAL, ssnMasked: null } }) },
};
export const SsnChanging: Story = {
  name: 'SSN / changing, wrong number',
  args: { path: '/guidance/personal/ssn', answers: saved('bank') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas, /Change/);
    await fill(canvas, 'Social Security number', '666-12-3456');
    await press(canvas, 'Save and continue');
  },
};
export const SsnSaving: Story = {
  name: 'SSN / saving',
  args: { path: '/guidance/personal/ssn', answers: saved('bank'), steps: [{ type: 'step.submit', step: 'personal/ssn', answers: {} }] },
};
export const SsnRefused: Story = {
  name: 'SSN / save refused (too young)',
  args: {
    path: '/guidance/personal/ssn',
    answers: { ...saved('bank'), recordBusinessData: refusal(RESULT.applicantTooYoung) },
    steps: [{ type: 'step.submit', step: 'personal/ssn', answers: {} }],
  },
};

// Employment
export const IncomeEmpty: Story = { name: 'Income / empty', args: { path: '/guidance/employment/income', answers: saved('personal') } };
export const IncomeErrors: Story = {
  name: 'Income / nothing chosen',
  args: { path: '/guidance/employment/income', answers: saved('personal') },
  play: saveEmpty,
};
export const IncomeEmployed: Story = { name: 'Income / employed, as saved', args: { path: '/guidance/employment/income', answers: saved('bank') } };
// The income page answered (in the section's draft): the paydays page is the next one.
const INCOME_ANSWERED = {
  drafts: { personal: null, employment: { incomeType: 7002, jobType: 1000, employerName: 'Acme Corp', employerPhone: '', payrollType: 18000 } },
};
export const PaydayEmpty: Story = {
  name: 'Paydays / empty',
  args: { path: '/guidance/employment/payday', answers: saved('personal', INCOME_ANSWERED), steps: [] },
};
export const PaydayBiWeekly: Story = {
  name: 'Paydays / bi-weekly with the next paydays',
  args: { path: '/guidance/employment/payday', answers: saved('bank') },
};
export const PaydayMonthly: Story = {
  name: 'Paydays / monthly, last business day',
  args: {
    path: '/guidance/employment/payday',
    answers: saved('bank', { employment: { ...EMPLOYMENT, payrollFrequency: 17001, lastPayday: undefined, dayOfWeekPaid: undefined, monthDay: -11 } }),
  },
};
export const PaydaySemiMonthly: Story = {
  name: 'Paydays / semi-monthly, 15th and last day',
  args: {
    path: '/guidance/employment/payday',
    answers: saved('bank', {
      employment: { ...EMPLOYMENT, payrollFrequency: 17002, lastPayday: undefined, dayOfWeekPaid: undefined, semiMonthlyDays: [15, -1] },
    }),
  },
};
export const PaydayErrors: Story = {
  name: 'Paydays / weekly, nothing else chosen',
  args: { path: '/guidance/employment/payday', answers: saved('personal', INCOME_ANSWERED) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('Weekly', {}, WAIT));
    await press(canvas, 'Save and continue');
  },
};
export const NetPaySaved: Story = { name: 'Net pay / as saved', args: { path: '/guidance/employment/net-pay', answers: saved('bank') } };
export const NetPayErrors: Story = {
  name: 'Net pay / not a number',
  args: { path: '/guidance/employment/net-pay', answers: saved('bank') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Net Pay (US dollars)', {}, WAIT);
    await userEvent.clear(field);
    await userEvent.type(field, '12.345');
    await press(canvas, 'Save and continue');
  },
};
export const Questions: Story = { name: 'Questions / as saved', args: { path: '/guidance/question/about', answers: saved('bank') } };

// Bank account
export const BankEmpty: Story = { name: 'Bank / empty', args: { path: '/guidance/bank/account', answers: saved('employment') } };
export const BankNameFound: Story = {
  name: 'Bank / routing number with the bank name',
  args: {
    path: '/guidance/bank/account',
    answers: { ...saved('employment'), getBankInfo: { answer: ({ rn }: { rn: string }) => ({ routingNumber: rn, bankName: 'First Sandbox Bank' }) } },
  },
  play: async ({ canvasElement }) => fill(within(canvasElement), 'Routing Number', '011000154'),
};
export const BankErrors: Story = {
  name: 'Bank / checksum and nothing else',
  args: { path: '/guidance/bank/account', answers: saved('employment') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Routing Number', '011000155');
    await press(canvas, 'Save and continue');
  },
};
export const BankSaved: Story = { name: 'Bank / saved, numbers masked', args: { path: '/guidance/bank/account', answers: saved('bank') } };

// Bank verification
export const IbvLoading: Story = {
  name: 'Verification / loading the providers',
  args: { path: '/guidance/ibv', answers: { ...saved('bank'), getProvider: 'pending' } },
};
export const IbvProviders: Story = { name: 'Verification / choose a provider', args: { path: '/guidance/ibv', answers: saved('bank') } };
export const IbvOpening: Story = {
  name: 'Verification / opening the provider',
  args: { path: '/guidance/ibv', answers: { ...saved('bank'), createRequestCode: 'pending' }, steps: [{ type: 'ibv.choose', provider: 10000 }] },
};
export const IbvRefused: Story = {
  name: 'Verification / no more attempts',
  args: {
    path: '/guidance/ibv',
    answers: { ...saved('bank'), createRequestCode: refusal(RESULT.ibvNoMoreAttempts) },
    steps: [{ type: 'ibv.choose', provider: 10000 }],
  },
};
export const IbvProvidersFailed: Story = {
  name: 'Verification / providers could not be loaded',
  args: { path: '/guidance/ibv', answers: { ...saved('bank'), getProvider: refusal(RESULT.serviceUnavailable) } },
};
const statusStory = (
  name: string,
  answer: (ReturnType<typeof ibvStatus> & { found?: object }) | 'pending' | { refusal: { code: number; message: string } },
): Story => ({
  name: `Verification status / ${name}`,
  args: {
    path: `/guidance/ibv/${CODE}`,
    answers: { ...saved('bank'), getRequestStatus: answer === 'pending' || 'refusal' in answer ? answer : { data: answer } },
  },
});
export const StatusChecking: Story = statusStory('checking', 'pending');
export const StatusInProgress: Story = statusStory('in progress (20)', ibvStatus(20, 'Your bank is sending the details. This takes a few seconds.', false));
export const StatusNotCompleted: Story = statusStory('left unfinished (1)', ibvStatus(1, 'You left the verification before it was finished.'));
export const StatusAccountError: Story = statusStory(
  'account error (-1)',
  ibvStatus(-1, 'Your bank says your online account is locked. Unlock it with your bank, or try another way.'),
);
export const StatusInstitutionError: Story = statusStory(
  'institution error (-2)',
  ibvStatus(-2, 'Your bank is not answering right now. Please try again later or use another way.'),
);
export const StatusOtherError: Story = statusStory('other error (-3)', ibvStatus(-3, 'Something went wrong at the verification service.'));
export const StatusUnreachable: Story = statusStory('could not be asked', refusal(RESULT.serviceUnavailable));
export const StatusVerified: Story = statusStory('verified (100)', { ...ibvStatus(100, 'Your bank account is verified.', false), found: FOUND });

// Bank statement
export const StatementEmpty: Story = { name: 'Bank statement / empty', args: { path: '/guidance/bank-statement', answers: saved('bank') } };
export const StatementNoFile: Story = {
  name: 'Bank statement / no file chosen',
  args: { path: '/guidance/bank-statement', answers: saved('bank') },
  play: async ({ canvasElement }) => press(within(canvasElement), 'Upload statement'),
};
export const StatementRefused: Story = {
  name: 'Bank statement / refused by content',
  args: {
    path: '/guidance/bank-statement',
    answers: { ...saved('bank'), uploadBankStatement: refusal(RESULT.statementTypeMismatch) },
    steps: [{ type: 'statement.submit', file: { fileName: 'statement.pdf', contentType: 'application/pdf', contentBase64: 'aGVsbG8=' } }],
  },
};

// Check your answers and the result
export const Summary: Story = {
  name: 'Summary / check your answers, with what the bank verification found',
  args: { path: '/guidance/summary', answers: saved('verified', { ibvFindings: FOUND }) },
};
export const SummarySubmitting: Story = {
  name: 'Summary / checking',
  args: { path: '/guidance/summary', answers: { ...saved('verified'), checkBlackList: 'pending' }, steps: [{ type: 'summary.submit' }] },
};
export const SummaryNotOriginating: Story = {
  name: 'Summary / portfolio no longer originating (-83131201)',
  args: {
    path: '/guidance/summary',
    answers: {
      ...saved('verified'),
      checkBlackList: { data: { blackListed: false } },
      checkCollectionStatus: { data: { inCollection: false, collectionLoanNo: null, collectionPortfolioId: null, allowed: [] } },
      checkRiskInfo: { data: { riskReport: 0 } },
      calculateQualifiedAmount: refusal(RESULT.portfolioNotOriginating),
    },
    steps: [{ type: 'summary.submit' }],
  },
};
export const QualifiedMatched: Story = {
  name: 'Qualified amount / 1 matched account',
  args: { path: '/guidance/qualified-amount', answers: saved('qualified') },
};
export const QualifiedUnmatched: Story = {
  name: 'Qualified amount / 2 unmatched account',
  args: { path: '/guidance/qualified-amount', answers: saved('qualified', { qualification: QUALIFICATION(2) }) },
};
export const QualifiedUnavailable: Story = {
  name: 'Qualified amount / 3 unavailable',
  args: { path: '/guidance/qualified-amount', answers: saved('qualified', { qualification: QUALIFICATION(3) }) },
};
