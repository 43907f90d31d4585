// The lender's public pages (issue 18, decision 0760): each path opens its page without a session, from a deep
// link or another page; Rates & Terms and the E-Sign disclosure load their content once, say a failure and retry;
// moving between the pages keeps what was loaded; a later visit elsewhere leaves the flow.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appMachine } from '#machines/app/app.machine.ts';
import { BUSY, FAILED, RETRY } from '#machines/kit/retry.ts';
import { activeRoute, routeEnterEvent } from '#machines/kit/route-table.ts';
import { legalMachine } from '#machines/legal/legal.machine.ts';
import { LEGAL_PAGES, LEGAL_PATHS } from '#machines/legal/pages.ts';
import type { PortfolioInput } from '#machines/legal/types.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { ApiError } from '#src/api/api-error.ts';
import type { RatesAndTerms } from '#src/api/contract/legal.ts';
import type { EsignDisclosure } from '#src/api/contract/signing.ts';
import { PORTFOLIO_110 } from '#src/ui/fixtures/portfolios.ts';

const RATES = { portfolioId: 110, programName: 'Goldcrest Installment Loan' } as RatesAndTerms;
const DISCLOSURE: EsignDisclosure = { version: '2026-11', heading: 'Consent to electronic records and signatures', paragraphs: ['One.'] };

type Answer<T> = (input: PortfolioInput) => Promise<T>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start({ rates = async () => RATES, esign = async () => DISCLOSURE }: { rates?: Answer<RatesAndTerms>; esign?: Answer<EsignDisclosure> } = {}) {
  const calls: Array<{ call: string; input: PortfolioInput }> = [];
  const legal = legalMachine.provide({
    actors: {
      loadRatesAndTerms: fromPromise(({ input }: { input: PortfolioInput }) => (calls.push({ call: 'loadRatesAndTerms', input }), rates(input))),
      loadEsignDisclosure: fromPromise(({ input }: { input: PortfolioInput }) => (calls.push({ call: 'loadEsignDisclosure', input }), esign(input))),
    },
  });
  const machine = appMachine.provide({
    actors: {
      loadDatePattern: fromPromise(async () => 'MM/dd/YYYY'),
      loadHolidays: fromPromise(async (): Promise<readonly string[]> => []),
      loadPortfolio: fromPromise(async () => PORTFOLIO_110),
      legal,
    },
    actions: { goToUrl: () => {}, clearSession: () => {} },
  });
  const actor = createActor(machine, { input: { url: 'http://p110.localhost/', userAgent: 'desktop', redirectParam: null } }).start();
  const flow = () => actor.getSnapshot().children.legal as ReturnType<typeof createActor<typeof legal>> | undefined;
  return {
    actor,
    calls,
    flow,
    booted: () => waitFor(actor, (snapshot) => snapshot.matches('ready')),
    open: async (path: string) => {
      actor.send(routeEnterEvent(ROUTES, path));
      await settle();
    },
    route: () => activeRoute(actor.getSnapshot()),
    page: () => {
      const value = flow()?.getSnapshot().value;
      return typeof value === 'string' ? value : JSON.stringify(value);
    },
  };
}

describe('the legal flow', () => {
  it.each(Object.entries(LEGAL_PAGES))('opens %s from a deep link without a session, titled and with a way back', async (_name, meta) => {
    const app = start({ rates: () => new Promise(() => {}), esign: () => new Promise(() => {}) });
    await app.booted();
    await app.open(meta.path);
    expect(app.actor.getSnapshot().matches({ ready: 'legal' })).toBe(true);
    expect(app.route()).toMatchObject({ machineId: 'legal', path: meta.path, meta: { title: meta.title, back: '/home' } });
  });

  it('loads Rates & Terms for the brand, once: another page and back shows it without asking again', async () => {
    const app = start();
    await app.booted();
    await app.open(LEGAL_PATHS.ratesAndTerms);
    expect(app.page()).toBe('{"ratesAndTerms":"shown"}');
    expect(app.flow()!.getSnapshot().context.ratesAndTerms).toBe(RATES);
    await app.open(LEGAL_PATHS.privacy);
    expect(app.page()).toBe('privacy');
    await app.open(LEGAL_PATHS.ratesAndTerms);
    expect(app.page()).toBe('{"ratesAndTerms":"shown"}');
    expect(app.calls).toEqual([{ call: 'loadRatesAndTerms', input: { portfolioId: 110 } }]);
  });

  it('shows the page while Rates & Terms loads', async () => {
    const app = start({ rates: () => new Promise(() => {}) });
    await app.booted();
    await app.open(LEGAL_PATHS.ratesAndTerms);
    expect(app.page()).toBe('{"ratesAndTerms":"loading"}');
    expect(app.flow()!.getSnapshot().hasTag(BUSY)).toBe(true);
    expect(app.flow()!.getSnapshot().hasTag(FAILED)).toBe(false);
    expect(app.route()?.path).toBe('/rates-and-terms');
  });

  it('says why the content could not be loaded, and loads it again on retry', async () => {
    let failures = 1;
    const app = start({
      esign: async () => {
        if (failures-- > 0)
          throw new ApiError('business', 'Something went wrong on our side. Please try again.', {
            code: -10500,
            message: 'Something went wrong on our side. Please try again.',
            data: null,
          });
        return DISCLOSURE;
      },
    });
    await app.booted();
    await app.open(LEGAL_PATHS.eSignDisclosure);
    expect(app.page()).toBe('{"eSignDisclosure":"failed"}');
    expect(app.flow()!.getSnapshot().hasTag(FAILED)).toBe(true);
    expect(app.flow()!.getSnapshot().hasTag(BUSY)).toBe(false);
    expect(app.flow()!.getSnapshot().context.error).toBe('Something went wrong on our side. Please try again.');
    app.flow()!.send(RETRY);
    await settle();
    expect(app.page()).toBe('{"eSignDisclosure":"shown"}');
    expect(app.flow()!.getSnapshot().hasTag(FAILED) || app.flow()!.getSnapshot().hasTag(BUSY)).toBe(false);
    expect(app.flow()!.getSnapshot().context).toMatchObject({ esignDisclosure: DISCLOSURE, error: null });
    expect(app.calls.map((call) => call.call)).toEqual(['loadEsignDisclosure', 'loadEsignDisclosure']);
  });

  it('leaves the flow for any other page, and starts afresh on the next visit', async () => {
    const app = start();
    await app.booted();
    await app.open(LEGAL_PATHS.accessibility);
    expect(app.page()).toBe('accessibility');
    await app.open('/sign-in');
    expect(app.actor.getSnapshot().matches({ ready: 'legal' })).toBe(false);
    expect(app.route()?.path).toBe('/sign-in');
    await app.open(LEGAL_PATHS.termsOfUse);
    expect(app.page()).toBe('termsOfUse');
  });

  it('owns exactly its five paths', async () => {
    const app = start();
    await app.booted();
    await app.open('/rates-and-terms/extra');
    expect(app.actor.getSnapshot().matches({ ready: 'notFound' })).toBe(true);
    expect(ROUTES.filter((route) => route.machineId === 'legal').map((route) => route.meta.path)).toEqual(Object.values(LEGAL_PATHS));
  });
});
