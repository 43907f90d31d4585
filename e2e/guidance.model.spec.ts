// Model-based paths of the guidance statechart (issue 5): from a new borrower's first visit to /guidance,
// the clear applicant's answers, both IBV providers with the sandbox's outcomes (success, a wrong password
// then success, a locked account, the bank down), a bank statement instead, the summary and the qualified
// amount; replayed in Chromium against the real server. The model also takes the server's answers as
// events: a state that only waits for an answer (a save on its way, the provider's pages) is not a page the
// borrower stops on, so its URL is not asserted; every other state's URL and <h1> are, after each step.
import { expect, test, type Page } from '@playwright/test';
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { GuidanceProgress, Qualification } from '#src/api/contract/application.ts';
import { SECTION, type Section } from '#src/domain/codes/application.ts';
import { IBV_PROVIDER, IBV_STATUS, type IbvProvider } from '#src/domain/codes/ibv.ts';
import { guidanceMachine } from '#machines/guidance.machine.ts';
import type { GuidanceContext, GuidanceEvent, IbvStatusAnswer, StepSubmitEvent } from '#machines/guidance-types.ts';
import { activeRoute } from '#machines/route-table.ts';
import { savesNow } from '#machines/guidance-steps.ts';
import { BRANDS, brandUrl, freshEmail } from './accounts-helpers.ts';
import { answerStep, CLEAR_APPLICANT, playSandboxOutcome, signUp, type SandboxOutcome } from './guidance-helpers.ts';
import { expectStatePage, modelPaths, type ModelPath } from './support/model.ts';

// Bluepeak asks the questions page as well: every question page is in the model.
const BRAND = BRANDS.find((brand) => brand.id === 118)!;
const SECTIONS: Section[] = [SECTION.personal, SECTION.employment, SECTION.bank, SECTION.question, SECTION.ibv, SECTION.summary];

type Answer = EventObject & { output?: unknown; error?: unknown };
/** The status after the provider's pages, with what the borrower met there (the executor plays it). */
type StatusAnswer = Answer & { outcome: SandboxOutcome };
type ModelEvent = GuidanceEvent | Answer | StatusAnswer;
type ChooseEvent = Extract<GuidanceEvent, { type: 'ibv.choose' }>;

// Telling the app machine (a result page, /home) needs the parent the app gives the flow: here those
// steps stay in the flow's state, and their executors check the page the app opens.
const modelMachine = guidanceMachine.provide({ actions: { notifyNoIbv: () => {}, notifyStatementReceived: () => {}, goHome: () => {} } });

const done = (id: string, output: unknown): Answer => ({ type: `xstate.done.actor.${id}`, output });
const isAnswer = (event: EventObject) => event.type.startsWith('xstate.');

const progress = (complete: Section[]): GuidanceProgress => ({
  applicationNo: 'MODEL-1',
  resumeStep: null,
  sections: SECTIONS.map((section) => ({ section, label: section, complete: complete.includes(section) })),
});
const sectionOfStep = (step: string): Section => step.split('/')[0] as Section;
const completeSections = (context: GuidanceContext) => context.progress?.sections.filter((s) => s.complete).map((s) => s.section) ?? [];

// The clear applicant of e2e/guidance-helpers.ts, page by page (the executor types the same on the page).
const ANSWERS: StepSubmitEvent[] = [
  { type: 'step.submit', step: 'personal/name', answers: { firstName: 'Jane', middleName: '', lastName: 'Doe', dateOfBirth: '1990-04-12' } },
  { type: 'step.submit', step: 'personal/address', answers: { address: { street1: '12 Main Street', street2: '', city: 'Austin', state: CLEAR_APPLICANT.state, zip: '78701' } } },
  { type: 'step.submit', step: 'personal/contact', answers: { contacts: { homePhone: '', cellPhone: '(512) 555-0100', email: 'jane.doe@example.com', alternativePhone: '', alternativeEmail: '' } } },
  { type: 'step.submit', step: 'personal/military', answers: { military: -1, optInFlags: 0 } },
  { type: 'step.submit', step: 'personal/ssn', answers: { ssn: CLEAR_APPLICANT.ssn } },
  { type: 'step.submit', step: 'employment/income', answers: { incomeType: 7002, jobType: 1000, employerName: 'Acme Corp', employerPhone: '', payrollType: 18000 } },
  { type: 'step.submit', step: 'employment/payday', answers: { payrollFrequency: 17000, lastPayday: '2026-11-20', dayOfWeekPaid: 6, paydayOnHoliday: -1, paydayOnAvailability: 0 } },
  { type: 'step.submit', step: 'employment/net-pay', answers: { netPayCents: 150_000 } },
  { type: 'step.submit', step: 'question/about', answers: { inBankruptcy: false, purpose: 'bills' } },
  { type: 'step.submit', step: 'bank/account', answers: { routingNumber: CLEAR_APPLICANT.routingNumber, accountNumber: CLEAR_APPLICANT.accountNumber, accountType: 3001 } },
] as unknown as StepSubmitEvent[];

const QUALIFICATION: Qualification = {
  loanAmountResult: 1,
  qualifiedAmountCents: 100_000,
  incomeSource: 'ibv',
  monthlyIncomeCents: 249_167,
  message: '',
  calculatedAt: '2026-11-22T00:00:00.000Z',
} as Qualification;

/** What get-request-status answers after each sandbox outcome (docs/sandbox-ibv.md). */
function statusAfter(outcome: SandboxOutcome, provider: IbvProvider): StatusAnswer {
  const status = outcome === 'locked' ? IBV_STATUS.accountError : outcome === 'institution-down' ? IBV_STATUS.institutionError : IBV_STATUS.successful;
  const failed = status !== IBV_STATUS.successful;
  const output = { requestCode: 'model', provider, status, message: '', canRetry: failed, canUseAnotherProvider: failed, canUploadStatement: failed, noIbvSituation: null } as IbvStatusAnswer;
  return { ...done('getRequestStatus', output), outcome };
}

/** The provider sends the borrower back to our status page. */
const RETURN: GuidanceEvent = { type: 'route.enter', path: '/guidance/ibv/model', params: { requestCode: 'model' } };

/** What can happen in each state: the borrower's moves, or the server's (or provider's) answer on its way. */
function eventsOf(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const at = (value: object | string) => snapshot.matches(value as never);
  const context = snapshot.context as GuidanceContext;
  const provider = context.provider ?? IBV_PROVIDER.provider10000;
  if (at({ loading: 'sections' })) return [done('listSection', progress([]))];
  if (at({ loading: 'application' })) {
    const { applicationNo, sections, resumeStep } = progress([]);
    return [done('getPersonalInfo', { applicationNo, sections, resumeStep, customerCategory: 1, personal: null, employment: null, bank: null, questions: null, qualification: null, drafts: { personal: null, employment: null }, accountEmail: 'jane.doe@example.com' })];
  }
  const saving = context.saving;
  // A section's first pages save its draft; its last page saves the section.
  if (saving) return [done('recordBusinessData', progress([...completeSections(context), ...(savesNow(context, saving.step) ? [sectionOfStep(saving.step)] : [])]))];
  const editing = JSON.stringify(snapshot.value).includes('"editing"');
  const question = editing && ANSWERS.find((answer) => activeRoute(snapshot)?.path === `/guidance/${answer.step}`);
  if (question) return [question];
  if (at({ ready: { ibv: 'loading' } })) return [done('getProvider', [])];
  // Either provider, or a bank statement instead of online verification.
  if (at({ ready: { ibv: 'choosing' } })) return [{ type: 'ibv.choose', provider: IBV_PROVIDER.provider10000 }, { type: 'ibv.choose', provider: IBV_PROVIDER.provider20000 }, { type: 'ibv.upload' }];
  if (at({ ready: { ibv: 'creating' } }) || at({ ready: { ibvStatus: 'creating' } })) {
    return [done('createRequestCode', { requestCode: 'model', provider, providerUrl: `/sandbox-ibv/${provider}/model/bank`, expiresAt: '2026-11-22T00:30:00.000Z' })];
  }
  if (at({ ready: { ibv: 'leaving' } }) || at({ ready: { ibvStatus: 'leaving' } })) return [RETURN];
  // Every sandbox outcome; success first, which a path that reaches this state again goes on with.
  if (at({ ready: { ibvStatus: 'checking' } })) return (['success', 'wrong-password-then-success', 'locked', 'institution-down'] as const).map((outcome) => statusAfter(outcome, provider));
  if (at({ ready: { ibvStatus: 'verified' } })) return [done('recordBusinessData', progress([...completeSections(context), SECTION.ibv]))];
  if (at({ ready: { ibvStatus: 'failed' } })) return [{ type: 'ibv.retry' }, { type: 'ibv.anotherProvider' }, { type: 'ibv.upload' }];
  if (at({ ready: { bankStatement: 'choosing' } })) return [{ type: 'statement.submit', file: {} as never }];
  if (at({ ready: { bankStatement: 'uploading' } })) return [done('uploadBankStatement', { receivedAt: '2026-11-22T00:00:00.000Z' })];
  if (at({ ready: { summary: 'reviewing' } })) return [{ type: 'summary.submit' }];
  for (const [state, call] of [['blackList', 'checkBlackList'], ['collection', 'checkCollectionStatus'], ['risk', 'checkRiskInfo']] as const) {
    if (at({ ready: { summary: { submitting: state } } })) return [done(call, {})];
  }
  if (at({ ready: { summary: { submitting: 'calculating' } } })) return [done('calculateQualifiedAmount', QUALIFICATION)];
  if (at({ ready: 'qualifiedAmount' })) return [{ type: 'qualified.continue' }];
  return [];
}

/** A state the borrower does not stop on: a call on its way, or the provider's pages. */
const passing = (snapshot: AnyMachineSnapshot) => {
  const events = eventsOf(snapshot);
  return events.length > 0 && events.every((event) => isAnswer(event) || event.type === 'route.enter');
};
/** Steps that leave the flow for another page of the app: their executors check that page. */
const LEAVES_FLOW = new Set(['qualified.continue', 'xstate.done.actor.uploadBankStatement']);

/**
 * A path the breadth-first search stopped in a passing state (a state reached before) goes on with the
 * state's first event until the borrower stops: a path ends on a page, never halfway through a save.
 */
function toStop(path: ModelPath<ModelEvent>): ModelPath<ModelEvent> {
  const events = [...path.events];
  const snapshots = [...path.snapshots];
  while (passing(snapshots.at(-1)!) && !LEAVES_FLOW.has(events.at(-1)!.type)) {
    const event = eventsOf(snapshots.at(-1)!)[0]!;
    const [next] = transition(modelMachine, snapshots.at(-1)! as never, event as never) as unknown as [AnyMachineSnapshot];
    events.push(event);
    snapshots.push(next);
  }
  return { ...path, events, snapshots };
}

const describeStep = (event: ModelEvent) => {
  if ('outcome' in event) return `${event.outcome} at ${(event.output as IbvStatusAnswer).provider}`;
  if (event.type === 'step.submit') return `answer ${(event as StepSubmitEvent).step}`;
  if (event.type === 'ibv.choose') return `choose ${(event as ChooseEvent).provider}`;
  return event.type.replace('xstate.done.actor.', 'answer of ');
};
const key = (path: ModelPath<ModelEvent>) => path.events.map((event) => JSON.stringify(event)).join('|');

const [first] = initialTransition(modelMachine, { portfolioId: BRAND.id, entry: { type: 'route.enter', path: '/guidance', params: {} } });
const generated = modelPaths(modelMachine, { fromState: first as AnyMachineSnapshot, events: eventsOf as never }).map(toStop);
// A path that another one starts with is replayed by that one: only the longest are run.
const startsWith = (other: ModelPath<ModelEvent>, path: ModelPath<ModelEvent>) => `${key(other)}|`.startsWith(`${key(path)}|`);
const paths = generated.filter(
  (path, index) => !generated.some((other, otherIndex) => otherIndex !== index && startsWith(other, path) && (other.events.length > path.events.length || otherIndex < index)),
);

const providerName = (provider: IbvProvider) => (provider === IBV_PROVIDER.provider10000 ? /Verify with Tallyway/ : /Verify with Quillbank/);
const STATUS_PAGE = /^\/guidance\/ibv\/[A-Za-z0-9_-]{20,}$/;

async function execute(page: Page, event: ModelEvent): Promise<void> {
  switch (event.type) {
    case 'xstate.done.actor.listSection':
      // The first visit to /guidance of a borrower who has just signed up.
      await signUp(page, BRAND, freshEmail('guidance-model'));
      await page.goto(brandUrl(BRAND, '/guidance'));
      return;
    case 'step.submit':
      return answerStep(page, (event as StepSubmitEvent).step, CLEAR_APPLICANT);
    case 'ibv.choose':
      return page.getByRole('button', { name: providerName((event as ChooseEvent).provider) }).click();
    case 'ibv.upload':
      return page.getByRole('button', { name: /^Upload a bank statement/ }).click();
    case 'ibv.retry':
      return page.getByRole('button', { name: 'Try again', exact: true }).click();
    case 'ibv.anotherProvider':
      return page.getByRole('button', { name: /^Use .* instead$/ }).click();
    case 'route.enter':
      // The provider's pages lead back to our status page once the borrower is done there (next step).
      return;
    case 'xstate.done.actor.getRequestStatus': {
      const answer = (event as StatusAnswer).output as IbvStatusAnswer;
      await playSandboxOutcome(page, answer.provider as 10000 | 20000, (event as StatusAnswer).outcome);
      // A failure is read on our status page with its ways on.
      if (answer.status !== IBV_STATUS.successful) await expect(page.locator('[data-ibv-message]')).not.toBeEmpty();
      return;
    }
    case 'statement.submit':
      await page.getByLabel('Bank statement').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') });
      return page.getByRole('button', { name: 'Upload statement' }).click();
    case 'xstate.done.actor.uploadBankStatement':
      await expect(page).toHaveURL((url) => url.pathname === '/notification/104');
      return;
    case 'summary.submit':
      return page.getByRole('button', { name: 'Submit application' }).click();
    case 'xstate.done.actor.calculateQualifiedAmount':
      return;
    case 'qualified.continue':
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/home');
      return;
    case 'xstate.done.actor.createRequestCode':
      await expect(page).toHaveURL(/\/sandbox-ibv\/\d+\//);
      return;
    default:
      // The other answers (loads, saves, checks) show as the next page the borrower stops on.
      if (!isAnswer(event)) throw new Error(`No executor for ${event.type}`);
  }
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

test('the guidance model gives 6 to 12 paths through both providers', () => {
  expect(paths.length).toBeGreaterThanOrEqual(6);
  expect(paths.length).toBeLessThanOrEqual(12);
  const chosen = new Set(paths.flatMap((path) => path.snapshots.map((snapshot) => (snapshot.context as GuidanceContext).provider)));
  expect(chosen).toEqual(new Set([null, IBV_PROVIDER.provider10000, IBV_PROVIDER.provider20000]));
});

for (const [index, path] of paths.entries()) {
  const description = path.events.filter((event) => 'outcome' in event || (event.type !== 'step.submit' && event.type !== 'route.enter' && !isAnswer(event))).map(describeStep).join(', ');
  test(`guidance model ${index + 1}: questions, ${description || 'first page'}`, async ({ page }) => {
    for (const [step, event] of path.events.entries()) {
      await execute(page, event);
      const snapshot = path.snapshots[step]!;
      if (LEAVES_FLOW.has(event.type) || passing(snapshot)) continue;
      await expectPageOf(page, snapshot);
    }
  });
}
