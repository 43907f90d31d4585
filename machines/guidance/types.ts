// The guidance flow's input, context and events (issue 5). Secrets (SSN, routing and account numbers)
// travel only in the event that saves them; the context keeps what the server answers: masked values.
import type { CallResponse } from '#src/api/contract/define-call.ts';
import type {
  BankAnswers,
  EmploymentAnswers,
  EmploymentDraft,
  GuidanceProgress,
  PersonalAnswers,
  PersonalDraft,
  Qualification,
  QuestionAnswers,
  SavedBank,
  SavedPersonal,
  getPersonalInfo,
  recordBusinessData,
  uploadBankStatement,
} from '#src/api/contract/application.ts';
import type { CallRequest } from '#src/api/contract/define-call.ts';
import type { IbvFindings, IbvStatusAnswer, createRequestCode, getProvider } from '#src/api/contract/ibv.ts';
import type { IbvProvider } from '#src/domain/codes/ibv.ts';
import type { RouteEnterEvent } from '../kit/route-meta.ts';
import type { RetryEvent } from '../kit/retry.ts';

export type ApplicationInfo = CallResponse<typeof getPersonalInfo>;
export type RecordRequest = CallRequest<typeof recordBusinessData>;
export type ProviderList = CallResponse<typeof getProvider>['providers'];
export type RequestCodeAnswer = CallResponse<typeof createRequestCode>;
export type StatementUpload = CallRequest<typeof uploadBankStatement>;
export type StatementReceipt = CallResponse<typeof uploadBankStatement>;
export type BankInfo = { routingNumber: string; bankName: string | null };
export type { IbvStatusAnswer };

/** What each question page asks (one group per page). */
export type StepAnswers = {
  'personal/name': Pick<PersonalAnswers, 'firstName' | 'middleName' | 'lastName' | 'dateOfBirth'>;
  'personal/address': Pick<PersonalAnswers, 'address'>;
  'personal/contact': Pick<PersonalAnswers, 'contacts'>;
  'personal/military': Pick<PersonalAnswers, 'military' | 'optInFlags'>;
  /** Omitted when an SSN is already saved and the borrower did not change it. */
  'personal/ssn': Pick<PersonalAnswers, 'ssn'>;
  'employment/income': Pick<EmploymentAnswers, 'incomeType' | 'jobType' | 'employerName' | 'employerPhone' | 'payrollType'>;
  'employment/payday': Pick<
    EmploymentAnswers,
    'payrollFrequency' | 'lastPayday' | 'dayOfWeekPaid' | 'semiMonthlyDays' | 'monthDay' | 'paydayOnHoliday' | 'paydayOnAvailability'
  >;
  'employment/net-pay': Pick<EmploymentAnswers, 'netPayCents'>;
  'bank/account': BankAnswers;
  'question/about': QuestionAnswers;
};
export type QuestionStep = keyof StepAnswers;

export type StepSubmitEvent = { [K in QuestionStep]: { type: 'step.submit'; step: K; answers: StepAnswers[K] } }[QuestionStep];

/** Answers of a multi-page section before its last page saves it (never a secret). */
export type GuidanceDraft = { personal: PersonalDraft; employment: EmploymentDraft };

export type GuidanceInput = {
  portfolioId: number;
  /** The visit that opened the flow; routed once the application is loaded. */
  entry: RouteEnterEvent;
};

export type GuidanceContext = {
  portfolioId: number;
  /** The visit to route once loaded (the first one, or one that arrived while loading). */
  pendingVisit: RouteEnterEvent;
  progress: GuidanceProgress | null;
  personal: SavedPersonal | null;
  employment: EmploymentAnswers | null;
  bank: SavedBank | null;
  questions: QuestionAnswers | null;
  qualification: Qualification | null;
  /** The sections being answered, as saved on the server after each page. */
  draft: GuidanceDraft;
  /** The e-mail the borrower signed up with, offered on the contact page. */
  accountEmail: string | null;
  /** The page being saved: its answers without secrets, and the last four digits of each secret (for the masked copy). */
  saving: { step: QuestionStep; plain: Record<string, unknown>; last4: { ssn?: string; routing?: string; account?: string } } | null;
  /** The bank of the routing number being typed. */
  bankLookup: BankInfo | null;
  providers: ProviderList;
  /** The provider chosen last (for "use the other provider"). */
  provider: IbvProvider | null;
  /** The verification the borrower came back from (/guidance/ibv/:requestCode). */
  requestCode: string | null;
  ibvStatus: IbvStatusAnswer | null;
  /** What the application's bank verification found (issue 18), told on the summary before the amount. */
  ibvFindings: IbvFindings | null;
  /** The message of the last refused or failed call, shown on the page. */
  error: string | null;
};

export type GuidanceEvent =
  | RouteEnterEvent
  | StepSubmitEvent
  | RetryEvent
  | { type: 'bank.lookup'; routingNumber: string }
  | { type: 'ibv.choose'; provider: IbvProvider }
  | { type: 'ibv.retry' }
  | { type: 'ibv.anotherProvider' }
  | { type: 'ibv.upload' }
  | { type: 'statement.submit'; file: StatementUpload }
  | { type: 'summary.submit' }
  | { type: 'qualified.continue' };
