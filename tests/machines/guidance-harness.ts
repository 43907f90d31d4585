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
import { callNames, fakeCalls, inputsOf, settle as settleRounds, startInApp, type Answer, type Call } from './support/flow-harness.ts';

type CallName = keyof typeof guidanceMachine.implementations.actors;
export type Answers = Partial<Record<CallName, Answer>>;

export const ALL_SECTIONS: Section[] = [SECTION.personal, SECTION.employment, SECTION.bank, SECTION.question, SECTION.ibv, SECTION.summary];

export function progress(complete: Section[] = [], resumeStep: string | null = null, sections: Section[] = ALL_SECTIONS): GuidanceProgress {
  return { applicationNo: 'A-1001', resumeStep, sections: sections.map((section) => ({ section, label: section, complete: complete.includes(section) })) };
}

export const PERSONAL = {
  firstName: 'Jane',
  middleName: '',
  lastName: 'Doe',
  dateOfBirth: '1990-04-12',
  address: { street1: '12 Main Street', street2: '', city: 'Albany', state: 'NY', zip: '12207' },
  military: -1,
  contacts: { homePhone: '', cellPhone: '(212) 555-0100', email: 'jane@example.com', alternativePhone: '', alternativeEmail: '' },
  optInFlags: 8,
} as const;
export const SAVED_PERSONAL = {
  ...PERSONAL,
  ssnMasked: '***-**-6789',
  verify: { homePhoneVerify: false, cellPhoneVerify: true, emailVerify: true, alternativePhoneVerify: false, alternativeEmailVerify: false },
};
export const EMPLOYMENT = {
  incomeType: 7002,
  jobType: 1000,
  employerName: 'Acme Corp',
  employerPhone: '(212) 555-0199',
  payrollType: 18000,
  payrollFrequency: 17000,
  lastPayday: '2026-11-13',
  dayOfWeekPaid: 6,
  paydayOnHoliday: -1,
  paydayOnAvailability: 0,
  netPayCents: 125_000,
} as const;
export const SAVED_BANK = {
  bankAccountId: 'b-1',
  bankName: 'Chase',
  routingMasked: '*****0021',
  accountMasked: '*****4321',
  accountType: 3001,
  verified: false,
} as const;
export const QUESTIONS = { inBankruptcy: false, purpose: 'bills' } as const;
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
    running: () => app.running('guidance'),
    path: app.path,
    title: app.title,
    back: app.back,
    settle: settleAll,
  };
}
