// Starts the app machine with boot answers chosen by the test, and spies for the effects the app provides.
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { appMachine } from '#machines/app/app.machine.ts';
import type { AppInput } from '#machines/app/types.ts';
import type { PortfolioLookup } from '#machines/app/portfolio-lookup.ts';
import { routeEnterEvent } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';

export type BootAnswers = {
  datePattern?: string | Error;
  holidays?: readonly string[] | Error;
  portfolio?: Portfolio | Error;
};

const answer = <T>(value: T | Error) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));

export function startApp(input: Partial<AppInput> = {}, answers: BootAnswers = {}) {
  const lookups: PortfolioLookup[] = [];
  const wentTo: string[] = [];
  let sessionsCleared = 0;
  const machine = appMachine.provide({
    actors: {
      loadDatePattern: fromPromise(() => answer(answers.datePattern ?? 'MM/dd/YYYY')),
      loadHolidays: fromPromise(() => answer(answers.holidays ?? ['2026-12-25'])),
      loadPortfolio: fromPromise<Portfolio, PortfolioLookup>(({ input: lookup }) => {
        lookups.push(lookup);
        return answer(answers.portfolio ?? PORTFOLIO_118);
      }),
    },
    actions: {
      goToUrl: (_, params: { url: string }) => void wentTo.push(params.url),
      clearSession: () => void (sessionsCleared += 1),
    },
  });
  const actor = createActor(machine, {
    input: { url: 'http://localhost:5173/', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', redirectParam: null, ...input },
  });
  actor.start();
  const booted = () => waitFor(actor, (snapshot) => !snapshot.matches('booting'));
  const enter = (path: string) => actor.send(routeEnterEvent(ROUTES, path));
  return { actor, booted, enter, lookups, wentTo, sessionsCleared: () => sessionsCleared };
}

/**
 * The state value below `ready`, dotted: 'notification.invalidLink'; for the accounts flow, the flow's own
 * top state: 'signIn', 'welcome'.
 */
export function page(actor: ReturnType<typeof startApp>['actor']): string {
  const snapshot = actor.getSnapshot();
  const value = snapshot.value;
  if (typeof value !== 'object' || !('ready' in value)) return String(JSON.stringify(value));
  if (value.ready === 'account') {
    const flow = (snapshot.children.account?.getSnapshot() as { value?: unknown } | undefined)?.value;
    return typeof flow === 'string' ? flow : (Object.keys(flow ?? {})[0] ?? 'account');
  }
  const flatten = (v: unknown): string =>
    typeof v === 'string'
      ? v
      : Object.entries(v as object)
          .map(([k, child]) => `${k}.${flatten(child)}`)
          .join(',');
  return flatten(value.ready);
}
