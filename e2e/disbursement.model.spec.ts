// Model-based paths of the disbursement wizard's statechart (issue 11): from a qualified borrower's first visit
// to /disbursement, every step and its save, repaying by ACH (with the separate authorization) or by paper check
// (the mailing address before confirming), one payment's split on the term, the confirmation's change links back
// to each step, the form that failed to load and Retry, and the confirmation that hands over to the signing
// step. Paths come from xstate's pure `transition` over the machine (tests/support/model-paths.ts), and each is
// replayed in Chromium against the real server, for Bluepeak, and one path for Goldcrest (weekly pay), each by
// a borrower of its own (signed up through the API and qualified by /dev/qualify, development only). The model
// takes the server's answers as events; a state that only waits for one (a save on its way) is not a page the
// borrower stops on, so its URL is not asserted; every other state's URL and <h1> are, after each step.
import { type Page } from '@playwright/test';
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { getForm } from '#src/api/contract/config-forms.ts';
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY, type PaymentFrequency } from '#src/domain/codes/payroll.ts';
import { disbursementMachine } from '#machines/disbursement/disbursement.machine.ts';
import { nextStep } from '#machines/disbursement/steps.ts';
import { stepPath, type WizardStep } from '#machines/disbursement/pages.ts';
import type { DisbursementContext, DisbursementEvent, SaveAnswer } from '#machines/disbursement/types.ts';
import { routeEnterEvent } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PAPER_CHECK, paymentOptionWith, PRIMARY_ACCOUNT_ID, SCHEDULE, WIZARD_FORMS } from '#src/ui/fixtures/disbursement.ts';
import { expect, STEP_BUDGET_MS, test } from './support/test.ts';
import { freshEmail } from './accounts-helpers.ts';
import { BRANDS, brandUrl, type Brand } from './support/brands.ts';
import { failNextCall, FAULT_MESSAGES } from './guidance-helpers.ts';
import { describeMove, expectStatePage, modelPaths, type ModelPath } from './support/model.ts';
import { seedQualified } from './support/seed.ts';

const BLUEPEAK = BRANDS.find((brand) => brand.id === 118)!;
const GOLDCREST = BRANDS.find((brand) => brand.id === 110)!;
const BRAND_NAMES: Record<Brand['id'], string> = { 110: 'Goldcrest', 118: 'Bluepeak' };
/** Weekly installments need weekly pay: /dev/qualify pays Goldcrest's borrower weekly, Bluepeak's every other week. */
const FREQUENCY_OF: Record<Brand['id'], { code: PaymentFrequency; label: string }> = {
  110: { code: PAYMENT_FREQUENCY.weekly, label: 'Weekly' },
  118: { code: PAYMENT_FREQUENCY.biWeekly, label: 'Bi-weekly' },
};

type Answer = EventObject & { output?: unknown; error?: unknown };
type ModelEvent = DisbursementEvent | Answer;

// Telling the app (the signing page, a loan flag's page elsewhere) needs the parent the app gives the flow:
// here those steps stay in the flow's state, and their executors check the page the app opens.
const modelMachine = disbursementMachine.provide({ actions: { goToSigning: () => {}, leaveForFlag: () => {} } });

const done = (id: string, output: unknown): Answer => ({ type: `xstate.done.actor.${id}`, output });
const failure = (id: string): Answer => ({ type: `xstate.error.actor.${id}`, error: new Error('model') });
const isAnswer = (event: EventObject) => event.type.startsWith('xstate.done.') || event.type.startsWith('xstate.error.');
const isFailure = (event: EventObject) => event.type.startsWith('xstate.error.');
const actorOf = (event: EventObject) => event.type.replace(/^xstate\.(done|error)\.actor\./, '');
const saved = (step: SaveAnswer['step'], loanNo: string | null = null): SaveAnswer => ({ step, requestId: 'model', loanNo, loanFlag: null });

/** The one call the model lets fail (the network drops it), and the message the borrower reads. */
const FAULTS: Record<string, { path: string; message: string }> = {
  loadForms: { path: getForm.path, message: FAULT_MESSAGES.abort },
};

const at = (snapshot: AnyMachineSnapshot, value: object | string) => snapshot.matches(value as never);
const ready = (step: WizardStep, state?: string) => ({ wizard: { ready: state ? { [step]: state } : step } });
/** Repaying by check, chosen or being saved. */
const byCheck = (context: DisbursementContext) => (context.submitted?.repaymentMode ?? context.choices.repaymentMode) === TRANSACTION_MODE.paperCheck;
const changeLink = (step: WizardStep): DisbursementEvent => routeEnterEvent(ROUTES, stepPath(step));

/** What can happen in each state: the borrower's moves, or the server's answer on its way. */
function eventsOf(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as DisbursementContext;
  if (at(snapshot, { wizard: 'loading' })) {
    // Both asked at once; the model takes the saved choices first, then the form (or its failure).
    return context.option === null
      ? [done('getPaymentOption', paymentOptionWith({ requestId: null }))]
      : [done('loadForms', WIZARD_FORMS), failure('loadForms')];
  }
  if (at(snapshot, { wizard: 'loadFailed' })) return [{ type: 'retry' }];
  for (const step of ['choose-loan-amount', 'choose-payment-mode', 'choose-bank-account'] as const) {
    if (at(snapshot, ready(step, 'saving'))) return [done('savePaymentOption', saved(nextStep(step)))];
  }
  if (at(snapshot, ready('choose-loan-amount', 'editing'))) return [{ type: 'amount.submit', amountCents: 500_00 }];
  if (at(snapshot, ready('choose-payment-mode', 'editing'))) {
    const paymentFrequency = FREQUENCY_OF[context.portfolioId as Brand['id']].code;
    return [
      { type: 'mode.submit', paymentFrequency, repaymentMode: PAYMENT_MODE.ach, achAuthorized: true },
      { type: 'mode.submit', paymentFrequency, repaymentMode: TRANSACTION_MODE.paperCheck, achAuthorized: false },
    ];
  }
  if (at(snapshot, ready('choose-bank-account', 'editing'))) {
    return [{ type: 'account.submit', disbursementDate: '2026-11-27', disbursementMode: PAYMENT_MODE.ach, bankAccountId: PRIMARY_ACCOUNT_ID }];
  }
  if (at(snapshot, ready('choose-loan-term', 'calculating'))) return [done('calculatePaymentSchedule', SCHEDULE)];
  if (at(snapshot, ready('choose-loan-term', 'shown'))) {
    // One payment's split (a path of its own ends there), or Continue.
    return [{ type: 'term.paymentDetail', number: 1 }, { type: 'term.continue' }];
  }
  if (at(snapshot, ready('choose-loan-term', 'detail'))) return [done('paymentDetail', SCHEDULE.schedule[0])];
  if (at(snapshot, ready('choose-loan-term', 'saving'))) return [done('savePaymentOption', saved('confirm-details'))];
  // A confirmation opened without the term's schedule asks for it first.
  if (at(snapshot, ready('confirm-details', 'quoting'))) return [done('calculatePaymentSchedule', SCHEDULE)];
  if (at(snapshot, ready('confirm-details', 'addressing'))) return [done('paperCheck', PAPER_CHECK)];
  if (at(snapshot, ready('confirm-details', 'confirming'))) return [done('savePaymentOption', saved('sign-loan-agreement', 'MODEL-1'))];
  if (at(snapshot, ready('confirm-details', 'reviewing')) || at(snapshot, ready('confirm-details', 'addressed'))) {
    // Confirm, or a change link back to a step (ACH only: the paper-check paths confirm).
    const changes = byCheck(context)
      ? []
      : [changeLink('choose-loan-amount'), changeLink('choose-payment-mode'), changeLink('choose-bank-account'), changeLink('choose-loan-term')];
    return [{ type: 'confirm.submit' }, ...changes];
  }
  return [];
}

/** A state the borrower does not stop on: a call on its way. */
const passing = (snapshot: AnyMachineSnapshot) => {
  const events = eventsOf(snapshot);
  return events.length > 0 && events.every(isAnswer);
};
/** Confirming leaves the flow for the signing flow's page: its executor checks that page. */
const leavesFlow = (event: ModelEvent, before: AnyMachineSnapshot) =>
  event.type === 'xstate.done.actor.savePaymentOption' && at(before, ready('confirm-details', 'confirming'));

const step = (snapshot: AnyMachineSnapshot, event: ModelEvent) =>
  (transition(modelMachine, snapshot as never, event as never) as unknown as [AnyMachineSnapshot])[0];

type BrandPath = ModelPath<ModelEvent> & { brand: Brand; first: AnyMachineSnapshot };

/** A path the search stopped in a passing state goes on with that state's first event until the borrower stops. */
function toStop(path: ModelPath<ModelEvent>): ModelPath<ModelEvent> {
  const events = [...path.events];
  const snapshots = [...path.snapshots];
  while (passing(snapshots.at(-1)!)) {
    const before = snapshots.at(-1)!;
    const event = eventsOf(before)[0]!;
    events.push(event);
    snapshots.push(step(before, event));
    if (leavesFlow(event, before)) break;
  }
  return { ...path, events, snapshots };
}

const key = (path: ModelPath<ModelEvent>) => path.events.map((event) => JSON.stringify(event)).join('|');
/** A path another one starts with is replayed by that one: only the longest are run. */
const longest = (generated: ModelPath<ModelEvent>[]) =>
  generated.filter(
    (path, index) =>
      !generated.some(
        (other, otherIndex) =>
          otherIndex !== index && `${key(other)}|`.startsWith(`${key(path)}|`) && (other.events.length > path.events.length || otherIndex < index),
      ),
  );

function pathsOf(brand: Brand): BrandPath[] {
  const [first] = initialTransition(modelMachine, { portfolioId: brand.id, entry: routeEnterEvent(ROUTES, '/disbursement') });
  const generated = modelPaths(modelMachine, {
    fromState: first as AnyMachineSnapshot,
    events: eventsOf as never,
    // Loaded or not, and repaying by check or not, are states of their own for this model.
    distinguish: (snapshot) => {
      const context = snapshot.context as DisbursementContext;
      return [context.option !== null, context.forms !== null, byCheck(context)];
    },
  })
    // The form fails once; after Retry it loads.
    .filter((path) => path.events.filter(isFailure).length <= 1)
    .map(toStop);
  return longest(generated).map((path) => ({ ...path, brand, first: first as AnyMachineSnapshot }));
}

const bluepeakPaths = pathsOf(BLUEPEAK);
// Goldcrest: its path by ACH through every step to the signing page, without a failure or a change link.
const goldcrestPaths = pathsOf(GOLDCREST)
  .filter((path) => path.events.some((event, index) => leavesFlow(event, index > 0 ? path.snapshots[index - 1]! : path.first)))
  .filter((path) => !path.events.some((event) => isFailure(event) || event.type === 'route.enter' || event.type === 'term.paymentDetail'))
  .filter((path) => !byCheck(path.snapshots.at(-1)!.context as DisbursementContext))
  .slice(0, 1);
const paths = [...bluepeakPaths, ...goldcrestPaths];

const reached = (value: object) => paths.some((path) => path.snapshots.some((snapshot) => at(snapshot, value)));

test('the disbursement model gives 8 to 14 paths: every step, both ways to repay, the failed form, each change link, both brands', () => {
  expect(paths.length).toBeGreaterThanOrEqual(8);
  expect(paths.length).toBeLessThanOrEqual(14);
  expect(new Set(paths.map((path) => path.brand.id))).toEqual(new Set([110, 118]));
  expect(reached({ wizard: 'loadFailed' })).toBe(true);
  for (const [stepName, state] of [
    ['choose-loan-term', 'detail'],
    ['confirm-details', 'addressed'],
    ['confirm-details', 'confirmed'],
  ] as const) {
    expect(reached(ready(stepName, state)), `${stepName} ${state}`).toBe(true);
  }
  const changes = new Set(
    paths.flatMap((path) => path.events.filter((event) => event.type === 'route.enter').map((event) => (event as { path: string }).path)),
  );
  expect(changes).toEqual(
    new Set(['choose-loan-amount', 'choose-payment-mode', 'choose-bank-account', 'choose-loan-term'].map((each) => stepPath(each as WizardStep))),
  );
});

const SIGNING = { path: stepPath('sign-loan-agreement'), title: 'Sign Loan Agreement' };
const CHANGE_LINK_NAMES: Record<string, string> = {
  [stepPath('choose-loan-amount')]: 'Change loan amount',
  [stepPath('choose-payment-mode')]: 'Change how often you pay',
  [stepPath('choose-bank-account')]: 'Change date your money is sent',
  [stepPath('choose-loan-term')]: 'Review loan term',
};
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** Before the borrower's move, the failures among the answers it leads to are armed: the next call of that kind fails in the network. */
async function armFaultsFrom(page: Page, events: readonly ModelEvent[], from: number, armed: Set<number>): Promise<void> {
  for (let index = from; index < events.length && (index === from || isAnswer(events[index]!)); index += 1) {
    const event = events[index]!;
    if (!isFailure(event) || armed.has(index)) continue;
    armed.add(index);
    await failNextCall(page, FAULTS[actorOf(event)]!.path, 'abort');
  }
}

/** The borrower's move; an answer on its way shows as the next page the borrower stops on. */
async function execute(page: Page, brand: Brand, event: ModelEvent, before: AnyMachineSnapshot): Promise<void> {
  switch (event.type) {
    case 'xstate.done.actor.getPaymentOption':
      // The first answer: the qualified borrower opens /disbursement (the home page's button is the journeys' subject).
      await page.goto(brandUrl(brand, '/disbursement'));
      break;
    case 'retry':
      await page.getByRole('button', { name: 'Retry' }).click();
      break;
    case 'amount.submit':
      await page.getByLabel('Or type the amount (US dollars)').fill('500');
      await expect(page.locator('[data-chosen-amount]')).toHaveText('$500.00');
      await saveAndContinue(page);
      break;
    case 'mode.submit': {
      const { repaymentMode } = event as Extract<DisbursementEvent, { type: 'mode.submit' }>;
      await page.getByRole('radio', { name: new RegExp(`^${FREQUENCY_OF[brand.id].label} `) }).check();
      if (repaymentMode === PAYMENT_MODE.ach) {
        await page.getByRole('radio', { name: /^Automatic payments from your bank/ }).check();
        await page.getByRole('checkbox', { name: /I authorize/ }).check();
      } else {
        await page.getByRole('radio', { name: /^Paper check by mail/ }).check();
      }
      await saveAndContinue(page);
      break;
    }
    case 'account.submit':
      // The earliest funding date is chosen already (get-default-disbursement-date).
      await expect(page.locator('[data-date-reason]')).toHaveText(/^Chosen: /);
      await page.getByRole('radio', { name: /^Standard bank transfer/ }).check();
      await page.getByRole('radio', { name: /the account in your application/ }).check();
      await saveAndContinue(page);
      break;
    case 'term.paymentDetail':
      await page.getByRole('button', { name: 'Details of payment 1', exact: true }).click();
      break;
    case 'xstate.done.actor.paymentDetail':
      // The split of the first payment, in the rows of the server's payment-fee section.
      await expect(page.locator('[data-payment-detail]')).toContainText(/Payment 1, due/);
      await expect(page.locator('[data-payment-detail] dt')).toHaveText(['Principal', 'Interest', 'Fee', 'Payment', 'Still owed after it']);
      break;
    case 'term.continue':
      await page.getByRole('button', { name: 'Continue' }).click();
      break;
    case 'xstate.done.actor.paperCheck':
      await expect(page.locator('[data-paper-check]')).toContainText('Write ');
      break;
    case 'confirm.submit':
      await page.getByRole('button', { name: 'Confirm my loan' }).click();
      break;
    case 'route.enter':
      await page.getByRole('link', { name: CHANGE_LINK_NAMES[(event as { path: string }).path]! }).click();
      break;
    case 'xstate.done.actor.savePaymentOption':
      if (leavesFlow(event, before)) {
        await expect(page).toHaveURL((url) => url.pathname === SIGNING.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(SIGNING.title);
      }
      break;
    default:
      // The other answers (loads, saves, the schedule) show as the next page the borrower stops on.
      if (!isAnswer(event)) throw new Error(`No executor for ${event.type}`);
  }
  // A call that failed: the borrower reads why on the page, with Retry.
  if (isFailure(event)) await expect(page.getByRole('main').getByRole('alert').first()).toContainText(FAULTS[actorOf(event)]!.message);
}

const describeStep = (event: ModelEvent) => {
  if (isFailure(event)) return `${actorOf(event)} fails`;
  if (event.type === 'mode.submit') {
    return (event as Extract<DisbursementEvent, { type: 'mode.submit' }>).repaymentMode === PAYMENT_MODE.ach ? 'ACH with its authorization' : 'paper check';
  }
  if (event.type === 'route.enter') return `change link to ${(event as { path: string }).path.split('/').at(-1)}`;
  if (event.type === 'term.paymentDetail') return 'a payment split';
  if (event.type === 'confirm.submit') return 'confirm';
  return undefined;
};

for (const [index, path] of paths.entries()) {
  const description = path.events.map(describeStep).filter(Boolean).join(', ');
  test(`disbursement model ${index + 1}: ${BRAND_NAMES[path.brand.id]}, ${description || 'first step'}`, async ({ page, step }) => {
    const armed = new Set<number>();
    await step('a borrower of their own, signed up and qualified through the API', async () => {
      await seedQualified(page, path.brand, freshEmail('disbursement-model'));
      await armFaultsFrom(page, path.events, 0, armed);
    });
    for (const [index, event] of path.events.entries()) {
      const before = index > 0 ? path.snapshots[index - 1]! : path.first;
      const snapshot = path.snapshots[index]!;
      await step(
        describeMove(event, snapshot),
        async () => {
          if (index > 0) await armFaultsFrom(page, path.events, index, armed);
          await execute(page, path.brand, event, before);
          if (leavesFlow(event, before) || passing(snapshot)) return;
          await expectStatePage(page, snapshot);
        },
        index === 0 ? 2 * STEP_BUDGET_MS : STEP_BUDGET_MS,
      );
    }
  });
}
