// Runs the guidance flow the way the browser does: inside the app machine, visits sent as route.enter,
// every call answered by the test (recorded with its input), the clock simulated for the IBV polling.
import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import type { GuidanceProgress } from '#src/api/contract/application.ts';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { SECTION, type Section } from '#src/domain/codes/application.ts';
import { appMachine } from '#machines/app/app.machine.ts';
import { guidanceMachine } from '#machines/guidance/guidance.machine.ts';
import type { ApplicationInfo, GuidanceEvent } from '#machines/guidance/types.ts';
import { activeRoute, routeEnterEvent } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import { applicationWith } from '#src/ui/fixtures/applications.ts';

type CallName = keyof typeof guidanceMachine.implementations.actors;
type Answer = (input: never) => unknown;
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

/** What get-personal-info answers for an application with these parts saved. */
export const application = (parts: Partial<ApplicationInfo> = {}, saved: GuidanceProgress = progress()): ApplicationInfo => applicationWith(saved, parts);

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function startGuidance(answers: Answers = {}, portfolio: Portfolio = PORTFOLIO_118) {
  const calls: Array<{ name: string; input: unknown }> = [];
  const opened: string[] = [];
  const fake = (name: CallName) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      calls.push({ name, input });
      const answer = answers[name];
      if (!answer) throw new Error(`The test gave no answer for ${name}`);
      return (answer as (input: unknown) => unknown)(input);
    });
  const names = Object.keys(guidanceMachine.implementations.actors) as CallName[];
  const guidance = guidanceMachine.provide({
    actors: Object.fromEntries(names.map((name) => [name, fake(name)])) as never,
    actions: { openProvider: ({ event }) => void opened.push((event as unknown as { output: { providerUrl: string } }).output.providerUrl) },
  });
  const machine = appMachine.provide({
    actors: {
      loadDatePattern: fromPromise(async () => 'MM/dd/YYYY'),
      loadHolidays: fromPromise(async (): Promise<readonly string[]> => []),
      loadPortfolio: fromPromise(async () => portfolio),
      guidance,
    },
    actions: { goToUrl: () => {}, clearSession: () => {} },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { url: 'http://localhost/', userAgent: 'test', redirectParam: null } });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));

  const flow = () => {
    const child = actor.getSnapshot().children.guidance as ActorRefFrom<typeof guidanceMachine> | undefined;
    if (!child) throw new Error('The guidance flow is not running');
    return child;
  };
  const settleAll = async () => {
    for (let round = 0; round < 5; round += 1) await settle();
  };
  return {
    actor,
    clock,
    calls,
    opened,
    inputsOf: (name: CallName) => calls.filter((call) => call.name === name).map((call) => call.input),
    open: async (path: string) => {
      actor.send(routeEnterEvent(ROUTES, path));
      await settleAll();
    },
    send: async (event: GuidanceEvent) => {
      flow().send(event);
      await settleAll();
    },
    can: (event: GuidanceEvent) => flow().getSnapshot().can(event),
    context: () => flow().getSnapshot().context,
    matches: (value: string | object) =>
      flow()
        .getSnapshot()
        .matches(value as never),
    running: () => actor.getSnapshot().children.guidance !== undefined,
    path: () => activeRoute(actor.getSnapshot())?.path,
    title: () => activeRoute(actor.getSnapshot())?.meta.title,
    back: () => activeRoute(actor.getSnapshot())?.meta.back,
    settle: settleAll,
  };
}
