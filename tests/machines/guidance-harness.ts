// The guidance flow's fakes and fixtures: it runs the way the browser does, inside the app machine
// (support/flow-harness.ts), visits sent as route.enter, every call answered by the test (recorded with its
// input), the clock simulated for the IBV polling.
import { SimulatedClock, type AnyStateMachine } from 'xstate';
import type { GuidanceProgress } from '#src/api/contract/application.ts';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { SECTION, type Section } from '#src/domain/codes/application.ts';
import { guidanceMachine } from '#machines/guidance/guidance.machine.ts';
import type { ApplicationInfo, GuidanceEvent } from '#machines/guidance/types.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import { applicationWith } from '#src/ui/fixtures/applications.ts';
import { BUSY } from '#machines/kit/retry.ts';
import { callNames, fakeCalls, inputsOf, settle as settleRounds, startInApp, type Answer, type Call } from './support/flow-harness.ts';

type CallName = keyof typeof guidanceMachine.implementations.actors;
export type Answers = Partial<Record<CallName, Answer>>;

export const ALL_SECTIONS: Section[] = [SECTION.personal, SECTION.employment, SECTION.bank, SECTION.question, SECTION.ibv, SECTION.summary];

export function progress(complete: Section[] = [], resumeStep: string | null = null, sections: Section[] = ALL_SECTIONS): GuidanceProgress {
  return { applicationNo: 'A-1001', resumeStep, sections: sections.map((section) => ({ section, label: section, complete: complete.includes(section) })) };
}

// The applicant's answers are the stories' too (src/ui/fixtures/applications.ts).
export { EMPLOYMENT, PERSONAL, QUESTIONS, SAVED_BANK, SAVED_PERSONAL } from '#src/ui/fixtures/applications.ts';
/** An $800 qualification from the bank verification. */
export const QUALIFICATION = {
  loanAmountResult: 1,
  qualifiedAmountCents: 80_000,
  incomeSource: 'ibv',
  monthlyIncomeCents: 270_000,
  message: 'You qualify for $800.00.',
  calculatedAt: '2026-11-22T01:00:00.000Z',
} as const;

/** What get-personal-info answers for an application with these parts saved. */
export const application = (parts: Partial<ApplicationInfo> = {}, saved: GuidanceProgress = progress()): ApplicationInfo => applicationWith(saved, parts);

export const settle = () => settleRounds();

export async function startGuidance(answers: Answers = {}, portfolio: Portfolio = PORTFOLIO_118) {
  const calls: Call[] = [];
  const opened: string[] = [];
  const guidance = guidanceMachine.provide({
    actors: fakeCalls(callNames(guidanceMachine as AnyStateMachine), answers, (name, input) => void calls.push({ name, input })),
    actions: { openProvider: ({ event }) => void opened.push((event as unknown as { output: { providerUrl: string } }).output.providerUrl) },
  });
  const clock = new SimulatedClock();
  const app = await startInApp({ actors: { guidance }, portfolio, clock });

  const flow = app.driver<typeof guidanceMachine>('guidance', 'guidance', 5);
  const settleAll = () => settleRounds(5);
  return {
    actor: app.actor,
    snackbar: app.snackbar,
    clock,
    calls,
    opened,
    inputsOf: (name: CallName) => inputsOf(calls, name),
    open: app.visitThenSettle(5),
    send: flow.send as (event: GuidanceEvent) => Promise<void>,
    can: flow.can as (event: GuidanceEvent) => boolean,
    context: flow.context,
    matches: flow.matches,
    /** A call under way, as the views read it: the machine's busy tag (machines/kit/retry.ts). */
    busy: () => flow.snapshot().hasTag(BUSY),
    running: () => app.running('guidance'),
    path: app.path,
    title: app.title,
    back: app.back,
    settle: settleAll,
  };
}
