// Model-based paths of the guidance statechart (issue 5): from a new borrower's first visit to /guidance,
// the clear applicant's answers, both IBV providers with the sandbox's outcomes (success, a wrong password
// then success, a locked account, the bank down, no checking account, a report still being built, an
// account verified without regular pay (no-IBV 204) and then the other provider), the
// third failed verification that ends online verification (/notification/203), a bank statement instead,
// the summary and the qualified amount; replayed in Chromium against the real server, for Bluepeak (with
// the questions page) and one path for Goldcrest (without). The model also takes the server's answers as
// events, failures too: the executor of a failure makes exactly that one call fail in the network (a
// dropped connection or a 500), the real server answers every other, and the borrower tries again. A state
// that only waits for an answer (a save on its way, the provider's pages) is not a page the borrower stops
// on, so its URL is not asserted; every other state's URL and <h1> are, after each step.
import { type Page } from '@playwright/test';
import { expect, STEP_BUDGET_MS, test } from './support/test.ts';
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { getPersonalInfo, listSection, recordBusinessData, type GuidanceProgress, type Qualification } from '#src/api/contract/application.ts';
import { getProvider, getRequestStatus } from '#src/api/contract/ibv.ts';
import { SECTION, type Section } from '#src/domain/codes/application.ts';
import { IBV_PROVIDER, IBV_STATUS, NO_IBV_SITUATION, type IbvProvider } from '#src/domain/codes/ibv.ts';
import { FAILED_REQUESTS_BEFORE_NOT_VERIFIED } from '#server/ibv/status-answers.ts';
import { guidanceMachine } from '#machines/guidance/guidance.machine.ts';
import { IBV_POLL_MS } from '#machines/guidance/setup.ts';
import type { GuidanceContext, GuidanceEvent, IbvStatusAnswer, StepSubmitEvent } from '#machines/guidance/types.ts';
import { activeRoute } from '#machines/kit/route-table.ts';
import { savesNow } from '#machines/guidance/steps.ts';
import { freshEmail } from './accounts-helpers.ts';
import { BRANDS, brandUrl, type Brand } from './support/brands.ts';
import {
  answerStep,
  CLEAR_APPLICANT,
  CLEAR_PAGE_ANSWERS,
  failNextCall,
  FAULT_MESSAGES,
  playSandboxOutcome,
  seedAnsweredApplicant,
  type Fault,
  type SandboxOutcome,
} from './guidance-helpers.ts';
import { applicationWith } from '#src/ui/fixtures/applications.ts';
import { describeMove, expectStatePage, modelPaths, type ModelPath } from './support/model.ts';
import { seedSignedUp } from './support/seed.ts';

const BLUEPEAK = BRANDS.find((brand) => brand.id === 118)!;
const GOLDCREST = BRANDS.find((brand) => brand.id === 110)!;
const BRAND_NAMES: Record<Brand['id'], string> = { 110: 'Goldcrest', 118: 'Bluepeak' };
// Bluepeak asks the questions page as well; Goldcrest does not.
const SECTIONS_OF: Record<Brand['id'], Section[]> = {
  110: [SECTION.personal, SECTION.employment, SECTION.bank, SECTION.ibv, SECTION.summary],
  118: [SECTION.personal, SECTION.employment, SECTION.bank, SECTION.question, SECTION.ibv, SECTION.summary],
};

type Answer = EventObject & { output?: unknown; error?: unknown };
/** What the borrower meets on the provider's pages before the answer (the executor plays it there). */
type AfterProvider = { outcome: SandboxOutcome };
type ModelEvent = GuidanceEvent | Answer | (Answer & AfterProvider);
type ChooseEvent = Extract<GuidanceEvent, { type: 'ibv.choose' }>;

// Telling the app machine (a result page, /home) needs the parent the app gives the flow: here those
// steps stay in the flow's state, and their executors check the page the app opens.
const modelMachine = guidanceMachine.provide({ actions: { notifyNoIbv: () => {}, notifyStatementReceived: () => {}, goHome: () => {} } });

const done = (id: string, output: unknown): Answer => ({ type: `xstate.done.actor.${id}`, output });
const failure = (id: string): Answer => ({ type: `xstate.error.actor.${id}`, error: new Error('model') });
const isAnswer = (event: EventObject) => event.type.startsWith('xstate.done.') || event.type.startsWith('xstate.error.');
const isFailure = (event: EventObject) => event.type.startsWith('xstate.error.');
const playsProvider = (event: EventObject): event is Answer & AfterProvider => 'outcome' in event;

/** The call behind each actor a failure is injected into, and how it fails. */
const FAULTS: Record<string, { path: string; fault: Fault }> = {
  listSection: { path: listSection.path, fault: 'abort' },
  getPersonalInfo: { path: getPersonalInfo.path, fault: 'abort' },
  getProvider: { path: getProvider.path, fault: 'abort' },
  getRequestStatus: { path: getRequestStatus.path, fault: 'abort' },
  recordBusinessData: { path: recordBusinessData.path, fault: 500 },
};
const actorOf = (event: EventObject) => event.type.replace(/^xstate\.(done|error)\.actor\./, '');

const progress = (portfolioId: number, complete: Section[]): GuidanceProgress => ({
  applicationNo: 'MODEL-1',
  resumeStep: null,
  sections: SECTIONS_OF[portfolioId as Brand['id']].map((section) => ({ section, label: section, complete: complete.includes(section) })),
});
const sectionOfStep = (step: string): Section => step.split('/')[0] as Section;
const completeSections = (context: GuidanceContext) => context.progress?.sections.filter((s) => s.complete).map((s) => s.section) ?? [];

const ANSWERS = CLEAR_PAGE_ANSWERS;
/** The one page whose save the model lets fail (a server error), then saved again. */
const REFUSED_PAGE = 'personal/name';

const QUALIFICATION: Qualification = {
  loanAmountResult: 1,
  qualifiedAmountCents: 100_000,
  incomeSource: 'ibv',
  monthlyIncomeCents: 249_167,
  message: '',
  calculatedAt: '2026-11-22T00:00:00.000Z',
} as Qualification;

// The provider sends the borrower back to /guidance/ibv/:requestCode. The model numbers its request codes
// (model-1, model-2 ...): the server counts an application's failed verifications, so the model tells a
// first attempt from the one whose failure ends online verification (FAILED_REQUESTS_BEFORE_NOT_VERIFIED).
const attemptOf = (context: GuidanceContext) => Number(context.requestCode?.replace('model-', '') ?? 0);
const returnFrom = (attempt: number): GuidanceEvent => ({
  type: 'route.enter',
  path: `/guidance/ibv/model-${attempt}`,
  params: { requestCode: `model-${attempt}` },
});
/** Back on the status page of an account verified without regular pay (no-IBV 204). */
const withoutPay = (context: GuidanceContext) => context.ibvStatus?.noIbvSituation === NO_IBV_SITUATION.notQualified;

type StatusOutcome = SandboxOutcome | 'report-ready' | 'not-verified';
/** What get-request-status answers after each sandbox outcome (docs/sandbox-ibv.md), on the provider it was played. */
function statusAfter(outcome: StatusOutcome, provider: IbvProvider): Answer & AfterProvider {
  const status = {
    success: IBV_STATUS.successful,
    'wrong-password-then-success': IBV_STATUS.successful,
    'report-ready': IBV_STATUS.successful,
    'no-income': IBV_STATUS.successful,
    'report-pending': IBV_STATUS.inProgress,
    locked: IBV_STATUS.accountError,
    'no-checking': IBV_STATUS.accountError,
    'not-verified': IBV_STATUS.accountError,
    'institution-down': IBV_STATUS.institutionError,
  }[outcome];
  // Verified, but the account shows no regular pay (no-IBV 204): not a failed request, yet the same ways on.
  const noPay = outcome === 'no-income';
  const failed = status < 0 || noPay;
  // The third failure (a locked account again) leaves only a statement: no-IBV situation 203.
  const ended = outcome === 'not-verified';
  const noIbvSituation =
    { 'no-checking': NO_IBV_SITUATION.noIbv, 'no-income': NO_IBV_SITUATION.notQualified, 'not-verified': NO_IBV_SITUATION.notVerified }[outcome as string] ??
    null;
  const output = {
    requestCode: 'model',
    provider,
    status,
    message: '',
    canRetry: failed && !ended,
    canUseAnotherProvider: failed && !ended,
    canUploadStatement: failed,
    noIbvSituation,
  } as IbvStatusAnswer;
  // The report being ready is read on our page: nothing more to do at the provider.
  return { ...done('getRequestStatus', output), outcome: outcome === 'report-ready' ? 'success' : outcome === 'not-verified' ? 'locked' : outcome };
}

/** What can happen in each state: the borrower's moves, or the server's (or provider's) answer on its way. */
function eventsOf(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const at = (value: object | string) => snapshot.matches(value as never);
  const context = snapshot.context as GuidanceContext;
  const provider = context.provider ?? IBV_PROVIDER.provider10000;
  const attempt = attemptOf(context);
  if (at({ loading: 'sections' })) return [done('listSection', progress(context.portfolioId, [])), failure('listSection')];
  if (at({ loading: 'application' })) {
    return [done('getPersonalInfo', applicationWith(progress(context.portfolioId, []))), failure('getPersonalInfo')];
  }
  if (at('loadFailed')) return [{ type: 'retry' }];
  const saving = context.saving;
  // A section's first pages save its draft; its last page saves the section.
  if (saving) {
    const saved = done(
      'recordBusinessData',
      progress(context.portfolioId, [...completeSections(context), ...(savesNow(context, saving.step) ? [sectionOfStep(saving.step)] : [])]),
    );
    return saving.step === REFUSED_PAGE ? [saved, failure('recordBusinessData')] : [saved];
  }
  const editing = JSON.stringify(snapshot.value).includes('"editing"');
  const question = editing && ANSWERS.find((answer) => activeRoute(snapshot)?.path === `/guidance/${answer.step}`);
  if (question) return [question];
  if (at({ ready: { ibv: 'loading' } })) return [done('getProvider', []), failure('getProvider')];
  if (at({ ready: { ibv: 'loadFailed' } })) return [{ type: 'retry' }];
  // Either provider, or a bank statement instead of online verification.
  if (at({ ready: { ibv: 'choosing' } }))
    return [{ type: 'ibv.choose', provider: IBV_PROVIDER.provider10000 }, { type: 'ibv.choose', provider: IBV_PROVIDER.provider20000 }, { type: 'ibv.upload' }];
  if (at({ ready: { ibv: 'creating' } }) || at({ ready: { ibvStatus: 'creating' } })) {
    return [
      done('createRequestCode', { requestCode: 'model', provider, providerUrl: `/sandbox-ibv/${provider}/model/bank`, expiresAt: '2026-11-22T00:30:00.000Z' }),
    ];
  }
  if (at({ ready: { ibv: 'leaving' } })) return [returnFrom(1)];
  if (at({ ready: { ibvStatus: 'leaving' } })) return [returnFrom(attempt + 1)];
  if (at({ ready: { ibvStatus: 'checking' } })) {
    // Online verification is over (the app shows the result page): nothing more in the flow.
    if (context.ibvStatus?.noIbvSituation != null) return [];
    // The report being built is asked again until it is ready.
    if (context.ibvStatus?.status === IBV_STATUS.inProgress) return [statusAfter('report-ready', provider)];
    if (attempt >= FAILED_REQUESTS_BEFORE_NOT_VERIFIED) return [statusAfter('not-verified', provider)];
    // A second attempt succeeds or fails again; the first meets every sandbox outcome (success first, which
    // a path that reaches this state again goes on with), or the status call itself fails. The failures of
    // the network are tried on a first attempt only: one path per page, not one per attempt.
    if (attempt > 1) return [statusAfter('success', provider), statusAfter('locked', provider)];
    const outcomes = ['success', 'wrong-password-then-success', 'locked', 'institution-down', 'no-checking', 'report-pending', 'no-income'] as const;
    return [...outcomes.map((outcome) => statusAfter(outcome, provider)), { ...failure('getRequestStatus'), outcome: 'success' }];
  }
  if (at({ ready: { ibvStatus: 'waiting' } })) return [{ type: 'xstate.after.poll.guidance.ready.ibvStatus.waiting' }];
  if (at({ ready: { ibvStatus: 'unreachable' } }) || at({ ready: { ibvStatus: 'saveFailed' } })) return [{ type: 'retry' }];
  if (at({ ready: { ibvStatus: 'verified' } })) {
    const saved = done('recordBusinessData', progress(context.portfolioId, [...completeSections(context), SECTION.ibv]));
    return attempt > 1 ? [saved] : [saved, failure('recordBusinessData')];
  }
  // An account without regular pay (204) is not a failed request on the server: the model's count of
  // attempts would not match it after a further failure, so it goes on one way, the other provider.
  if (at({ ready: { ibvStatus: 'failed' } }) && withoutPay(context)) return [{ type: 'ibv.anotherProvider' }];
  // Every way on after a first failure; after a second, trying again (towards the third).
  if (at({ ready: { ibvStatus: 'failed' } }))
    return attempt > 1 ? [{ type: 'ibv.retry' }] : [{ type: 'ibv.retry' }, { type: 'ibv.anotherProvider' }, { type: 'ibv.upload' }];
  if (at({ ready: { bankStatement: 'choosing' } })) return [{ type: 'statement.submit', file: {} as never }];
  if (at({ ready: { bankStatement: 'uploading' } })) return [done('uploadBankStatement', { receivedAt: '2026-11-22T00:00:00.000Z' })];
  if (at({ ready: { summary: 'reviewing' } })) return [{ type: 'summary.submit' }];
  for (const [state, call] of [
    ['blackList', 'checkBlackList'],
    ['collection', 'checkCollectionStatus'],
    ['risk', 'checkRiskInfo'],
  ] as const) {
    if (at({ ready: { summary: { submitting: state } } })) return [done(call, {})];
  }
  if (at({ ready: { summary: { submitting: 'calculating' } } })) return [done('calculateQualifiedAmount', QUALIFICATION)];
  if (at({ ready: 'qualifiedAmount' })) return [{ type: 'qualified.continue' }];
  return [];
}

/**
 * The status pages of a verification are new states on each attempt (the third failure ends differently);
 * the status page of an account without regular pay (204) is a page of its own beside the failures'.
 */
const attemptOfStatusPage = (snapshot: AnyMachineSnapshot) => {
  if (!snapshot.matches({ ready: 'ibvStatus' } as never)) return null;
  const context = snapshot.context as GuidanceContext;
  return snapshot.matches({ ready: { ibvStatus: 'failed' } } as never) && withoutPay(context) ? `${attemptOf(context)}: no regular pay` : attemptOf(context);
};

/** A state the borrower does not stop on: a call on its way, or the provider's pages. */
const passing = (snapshot: AnyMachineSnapshot) => {
  const events = eventsOf(snapshot);
  return events.length > 0 && events.every((event) => isAnswer(event) || event.type === 'route.enter');
};
/** Steps that leave the flow for another page of the app: their executors check that page. */
const leavesFlow = (event: ModelEvent) =>
  event.type === 'qualified.continue' ||
  event.type === 'xstate.done.actor.uploadBankStatement' ||
  (event.type === 'xstate.done.actor.getRequestStatus' &&
    (event as Answer).output !== undefined &&
    ((event as Answer).output as IbvStatusAnswer).noIbvSituation === NO_IBV_SITUATION.notVerified);

const step = (snapshot: AnyMachineSnapshot, event: ModelEvent) =>
  (transition(modelMachine, snapshot as never, event as never) as unknown as [AnyMachineSnapshot])[0];

/**
 * A path the breadth-first search stopped in a passing state (a state reached before) goes on with the
 * state's first event until the borrower stops: a path ends on a page, never halfway through a save. A
 * path that stopped on the page a failure left the borrower on goes on with their first move there
 * (saving again) to the next page.
 */
function toStop(path: ModelPath<ModelEvent>): ModelPath<ModelEvent> {
  const events = [...path.events];
  const snapshots = [...path.snapshots];
  const goOn = (event: ModelEvent) => {
    events.push(event);
    snapshots.push(step(snapshots.at(-1)!, event));
  };
  if (isFailure(events.at(-1)!) && !passing(snapshots.at(-1)!)) goOn(eventsOf(snapshots.at(-1)!)[0]!);
  while (passing(snapshots.at(-1)!) && !leavesFlow(events.at(-1)!)) goOn(eventsOf(snapshots.at(-1)!)[0]!);
  return { ...path, events, snapshots };
}

const describeStep = (event: ModelEvent) => {
  if (playsProvider(event) && event.type.startsWith('xstate.done.')) {
    const answer = event.output as IbvStatusAnswer;
    const what =
      answer.noIbvSituation === NO_IBV_SITUATION.notVerified
        ? `${event.outcome} again (no-IBV ${answer.noIbvSituation})`
        : answer.noIbvSituation === NO_IBV_SITUATION.notQualified
          ? `${event.outcome} (no-IBV ${answer.noIbvSituation})`
          : event.outcome;
    return `${what} at ${answer.provider}`;
  }
  if (isFailure(event)) return `${actorOf(event)} fails`;
  if (event.type === 'step.submit') return `answer ${(event as StepSubmitEvent).step}`;
  if (event.type === 'ibv.choose') return `choose ${(event as ChooseEvent).provider}`;
  if (event.type.startsWith('xstate.after.')) return 'status asked again';
  if (event.type === 'retry') return 'try again';
  return event.type.replace('xstate.done.actor.', 'answer of ');
};
/** The steps a test's name lists: the borrower's choices and what the server or provider did differently. */
const named = (event: ModelEvent, index: number, events: readonly ModelEvent[]) => {
  if (isFailure(event) || event.type.startsWith('xstate.after.')) return true;
  if (playsProvider(event)) return events[index - 1]?.type === 'route.enter' || (event.output as IbvStatusAnswer | undefined)?.status !== IBV_STATUS.successful;
  if (event.type === 'step.submit') return [events[index - 1], events[index + 1]].some((next) => next !== undefined && isFailure(next));
  return event.type !== 'route.enter' && !isAnswer(event);
};
const key = (path: ModelPath<ModelEvent>) => path.events.map((event) => JSON.stringify(event)).join('|');
// A path that another one starts with is replayed by that one: only the longest are run.
const startsWith = (other: ModelPath<ModelEvent>, path: ModelPath<ModelEvent>) => `${key(other)}|`.startsWith(`${key(path)}|`);
const longest = (generated: ModelPath<ModelEvent>[]) =>
  generated.filter(
    (path, index) =>
      !generated.some(
        (other, otherIndex) => otherIndex !== index && startsWith(other, path) && (other.events.length > path.events.length || otherIndex < index),
      ),
  );

type BrandPath = ModelPath<ModelEvent> & { brand: Brand; first: AnyMachineSnapshot };
function pathsOf(brand: Brand): BrandPath[] {
  const [first] = initialTransition(modelMachine, { portfolioId: brand.id, entry: { type: 'route.enter', path: '/guidance', params: {} } });
  const generated = modelPaths(modelMachine, { fromState: first as AnyMachineSnapshot, events: eventsOf as never, distinguish: attemptOfStatusPage }).map(
    toStop,
  );
  return longest(generated).map((path) => ({ ...path, brand, first: first as AnyMachineSnapshot }));
}

const bluepeakPaths = pathsOf(BLUEPEAK);
// Goldcrest (no questions page): its path through every question page, the verification and the summary to /home.
const goldcrestPaths = pathsOf(GOLDCREST).filter((path) => path.events.at(-1)!.type === 'qualified.continue' && !path.events.some(isFailure));
const paths = [...bluepeakPaths, ...goldcrestPaths];

const providerName = (provider: IbvProvider) => (provider === IBV_PROVIDER.provider10000 ? /Verify with Tallyway/ : /Verify with Quillbank/);
const STATUS_PAGE = /^\/guidance\/ibv\/[A-Za-z0-9_-]{20,}$/;
/** What the failed status page says for each outcome (server/ibv/status-answers.ts). */
const FAILURE_MESSAGES: Partial<Record<SandboxOutcome, string>> = {
  locked: 'Your bank says your online banking is locked.',
  'institution-down': 'Your bank is not answering right now.',
  'no-checking': 'We did not find an open checking account at this bank.',
};
/** What the status page says of an account without regular pay while online tries are left (no-IBV 204). */
const NO_REGULAR_PAY_MESSAGE =
  'We connected to your bank account, but it shows no regular pay deposits in the last 90 days, so we cannot use it to qualify your application. Verify the account your pay goes into, or upload a bank statement that shows your pay.';
const IN_PROGRESS_MESSAGE = 'Your bank is connected. We are reading your account details now; this usually takes a few seconds.';
/**
 * How long the borrower may wait on the status page for the report: the browser tests' servers build it
 * in 15 s (SANDBOX_REPORT_DELAY_MS in playwright.config.ts), and the page asks every IBV_POLL_MS after that.
 */
const REPORT_WAIT_MS = 15_000 + 10 * IBV_POLL_MS;

/** A move waits for its page; the report being built waits for the report, and the first move signs up too. */
function budgetOf(event: ModelEvent, before: AnyMachineSnapshot): number {
  if (event.type === 'xstate.done.actor.getRequestStatus' && (before.context as GuidanceContext).ibvStatus?.status === IBV_STATUS.inProgress)
    return STEP_BUDGET_MS + REPORT_WAIT_MS;
  if (event.type === 'xstate.done.actor.listSection' || event.type === 'xstate.error.actor.listSection') return 2 * STEP_BUDGET_MS;
  return STEP_BUDGET_MS;
}

async function expectResultPage(page: Page, pathname: string, title: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** Verified without regular pay: the status page says so as an alert, with every way on (not the verified page). */
async function expectNoRegularPay(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('alert').locator('[data-ibv-message]')).toHaveText(NO_REGULAR_PAY_MESSAGE);
  await expect(page.getByRole('button', { name: 'Try again', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Use .* instead$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Upload a bank statement/ })).toBeVisible();
}

/** The borrower's move or the answer on its way; `previous` tells whether the borrower is on the provider's pages. */
async function execute(
  page: Page,
  brand: Brand,
  event: ModelEvent,
  before: AnyMachineSnapshot,
  previous: ModelEvent | undefined,
  armFaults: () => Promise<void>,
): Promise<void> {
  // Back from the provider's pages: the borrower first does there what the answer says.
  if (playsProvider(event) && previous?.type === 'route.enter') {
    const provider = (before.context as GuidanceContext).provider ?? IBV_PROVIDER.provider10000;
    await playSandboxOutcome(page, provider as 10000 | 20000, event.outcome);
  }
  switch (event.type) {
    case 'xstate.done.actor.listSection':
    case 'xstate.error.actor.listSection':
      // The first visit to /guidance of a borrower who has just signed up (through the API: signing up on
      // the pages is the accounts journeys' subject, and cost each path four page loads).
      await seedSignedUp(page, brand, freshEmail('guidance-model'));
      await armFaults();
      await page.goto(brandUrl(brand, '/guidance'));
      break;
    case 'step.submit':
      await answerStep(page, (event as StepSubmitEvent).step, CLEAR_APPLICANT);
      break;
    case 'ibv.choose':
      await page.getByRole('button', { name: providerName((event as ChooseEvent).provider) }).click();
      break;
    case 'ibv.upload':
      await page.getByRole('button', { name: /^Upload a bank statement/ }).click();
      break;
    case 'ibv.retry':
    case 'retry':
      await page.getByRole('button', { name: 'Try again', exact: true }).click();
      break;
    case 'ibv.anotherProvider':
      await page.getByRole('button', { name: /^Use .* instead$/ }).click();
      break;
    case 'xstate.done.actor.getRequestStatus': {
      const answer = (event as Answer).output as IbvStatusAnswer;
      const { outcome } = event as AfterProvider;
      // The report being built: the borrower waits on the page that updates by itself until it is ready.
      if ((before.context as GuidanceContext).ibvStatus?.status === IBV_STATUS.inProgress) {
        await expect(page.getByRole('main').getByText(IN_PROGRESS_MESSAGE)).toBeHidden({ timeout: REPORT_WAIT_MS });
      }
      // A failure is read on our status page with its ways on; the third ends on the result page.
      if (answer.noIbvSituation === NO_IBV_SITUATION.notVerified) await expectResultPage(page, '/notification/203', 'Bank Account Not Verified');
      else if (answer.noIbvSituation === NO_IBV_SITUATION.notQualified) await expectNoRegularPay(page);
      else if (answer.status === IBV_STATUS.inProgress) await expect(page.getByRole('main').getByText(IN_PROGRESS_MESSAGE)).toBeVisible();
      else if (answer.status !== IBV_STATUS.successful) await expect(page.locator('[data-ibv-message]')).toContainText(FAILURE_MESSAGES[outcome]!);
      break;
    }
    case 'statement.submit':
      await page
        .getByLabel('Bank statement')
        .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') });
      await page.getByRole('button', { name: 'Upload statement' }).click();
      break;
    case 'xstate.done.actor.uploadBankStatement':
      await expectResultPage(page, '/notification/104', 'Bank Statement Received');
      break;
    case 'summary.submit':
      await page.getByRole('button', { name: 'Submit application' }).click();
      break;
    case 'qualified.continue':
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/home');
      break;
    case 'xstate.done.actor.createRequestCode':
      await expect(page).toHaveURL(/\/sandbox-ibv\/\d+\//);
      break;
    default:
      // The other answers (loads, saves, checks), the provider's return and the status asked again show as
      // the next page the borrower stops on.
      if (!isAnswer(event) && event.type !== 'route.enter' && !event.type.startsWith('xstate.after.')) throw new Error(`No executor for ${event.type}`);
  }
  // A call that failed: the borrower reads why on the page, with a way to try again.
  if (isFailure(event)) await expect(page.getByRole('main').getByRole('alert').first()).toContainText(FAULT_MESSAGES[FAULTS[actorOf(event)]!.fault]);
}

/** The page of a state: its URL (the status page's request code is the server's) and its heading. */
async function expectPageOf(page: Page, snapshot: AnyMachineSnapshot): Promise<void> {
  const route = activeRoute(snapshot);
  if (route?.meta.path.includes(':requestCode')) {
    await expect(page).toHaveURL((url) => STATUS_PAGE.test(url.pathname));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.meta.title);
    return;
  }
  await expectStatePage(page, snapshot);
}

/**
 * Before the borrower's move, the failures among the answers it leads to are armed: each makes the next
 * call of its kind fail, which is that answer's call (the first event's executor arms them once signed up).
 */
async function armFaultsFrom(page: Page, events: readonly ModelEvent[], from: number, armed: Set<number>): Promise<void> {
  for (let index = from; index < events.length && (index === from || isAnswer(events[index]!) || events[index]!.type === 'route.enter'); index += 1) {
    const event = events[index]!;
    if (!isFailure(event) || armed.has(index)) continue;
    armed.add(index);
    const { path, fault } = FAULTS[actorOf(event)]!;
    await failNextCall(page, path, fault);
  }
}

const reached = (state: object | string) => paths.some((path) => path.snapshots.some((snapshot) => snapshot.matches(state as never)));

test('the guidance model gives 15 to 22 paths: both providers, both brands, every IBV status page and every retry', () => {
  expect(paths.length).toBeGreaterThanOrEqual(15);
  expect(paths.length).toBeLessThanOrEqual(22);
  const chosen = new Set(paths.flatMap((path) => path.snapshots.map((snapshot) => (snapshot.context as GuidanceContext).provider)));
  expect(chosen).toEqual(new Set([null, IBV_PROVIDER.provider10000, IBV_PROVIDER.provider20000]));
  expect(new Set(paths.map((path) => path.brand.id))).toEqual(new Set([110, 118]));
  for (const state of ['waiting', 'unreachable', 'saveFailed', 'failed', 'verified']) expect(reached({ ready: { ibvStatus: state } }), state).toBe(true);
  expect(reached('loadFailed')).toBe(true);
  expect(reached({ ready: { ibv: 'loadFailed' } })).toBe(true);
  // The third failed verification ends online verification: the result page 203.
  expect(paths.some((path) => path.events.some((event) => leavesFlow(event) && event.type === 'xstate.done.actor.getRequestStatus'))).toBe(true);
  // An account verified without regular pay (204): one path, from its status page on to the summary.
  const withoutPayPaths = paths.filter((path) =>
    path.snapshots.some((snapshot) => snapshot.matches({ ready: { ibvStatus: 'failed' } } as never) && withoutPay(snapshot.context as GuidanceContext)),
  );
  expect(withoutPayPaths).toHaveLength(1);
  expect(withoutPayPaths[0]!.snapshots.at(-1)!.matches({ ready: { summary: 'reviewing' } } as never)).toBe(true);
});

/**
 * Where a path starts from a seeded applicant: right after the bank page's save, when nothing before it
 * failed. The first such path of each brand answers every page in the browser (the question pages stay
 * covered there, and by the guidance journeys); the others are about verification and the summary.
 */
const answeredIbvLoading = (path: BrandPath) => path.snapshots.findIndex((snapshot) => snapshot.matches({ ready: { ibv: 'loading' } } as never));
const typedInFull = new Set(BRANDS.map((brand) => paths.find((path) => path.brand.id === brand.id && answeredIbvLoading(path) >= 0)));
function seededStartOf(path: BrandPath): number {
  const answered = answeredIbvLoading(path);
  if (typedInFull.has(path) || answered < 0 || path.events.slice(0, answered + 1).some(isFailure)) return 0;
  return answered + 1;
}

for (const [index, path] of paths.entries()) {
  const answersAll = path.events.some((event) => event.type === 'step.submit' && (event as StepSubmitEvent).step === 'bank/account');
  const start = seededStartOf(path);
  const description = [...(answersAll ? [start > 0 ? 'answers seeded' : 'questions'] : []), ...path.events.filter(named).map(describeStep)].join(', ');
  test(`guidance model ${index + 1}: ${BRAND_NAMES[path.brand.id]}, ${description}`, async ({ page, step }) => {
    const armed = new Set<number>();
    if (start > 0) {
      await step('sign up and save every answer through the API', () => seedAnsweredApplicant(page, path.brand, freshEmail('guidance-model')));
      await step('open /guidance: it resumes at the bank verification', async () => {
        await armFaultsFrom(page, path.events, start, armed);
        await page.goto(brandUrl(path.brand, '/guidance'));
      });
    }
    for (const [index, event] of path.events.entries()) {
      if (index < start) continue;
      const snapshot = path.snapshots[index]!;
      await step(
        describeMove(event, snapshot),
        async () => {
          const arm = () => armFaultsFrom(page, path.events, index, armed);
          // The first event's executor signs up first, then arms its failures before /guidance loads.
          if (index > 0) await arm();
          await execute(page, path.brand, event, index > 0 ? path.snapshots[index - 1]! : path.first, path.events[index - 1], arm);
          if (leavesFlow(event) || passing(snapshot)) return;
          await expectPageOf(page, snapshot);
        },
        budgetOf(event, index > 0 ? path.snapshots[index - 1]! : path.first),
      );
    }
  });
}
