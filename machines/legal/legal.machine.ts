// The lender's public pages (issue 18, decision 0760), opened from the footer of every page or by a deep link,
// without signing in. Privacy, Terms of Use and Accessibility are the views' own words in the brand's name; Rates &
// Terms loads its figures (get-rates-and-terms: every one computed by the server from the pricing module and the
// domain's loan math) and the E-Sign disclosure its text (the signing page's own), each once while the flow runs.
// A failed load is said on the page, with a retry.
import { assign, raise, setup } from 'xstate';
import type { RatesAndTerms } from '#src/api/contract/legal.ts';
import type { EsignDisclosure } from '#src/api/contract/signing.ts';
import { failureMessage } from '../kit/failure.ts';
import { actorProvidedByApp } from '../kit/provided-by-app.ts';
import { BUSY, failedState } from '../kit/retry.ts';
import { isPath } from '../kit/route-table.ts';
import { LEGAL_PAGES, type LegalPage } from './pages.ts';
import type { LegalContext, LegalEvent, LegalInput, PortfolioInput } from './types.ts';

/** A page whose content is loaded: shown at once when it already is, else loading (`busy`), failed (`failed`, `retry`) or shown. */
const loadedPage = <K extends 'ratesAndTerms' | 'eSignDisclosure'>(page: K, load: K extends 'ratesAndTerms' ? 'loadRatesAndTerms' : 'loadEsignDisclosure') => ({
  meta: LEGAL_PAGES[page],
  initial: 'checking' as const,
  states: {
    checking: { always: [{ guard: { type: 'isLoaded' as const, params: { page } }, target: 'shown' }, { target: 'loading' }] },
    loading: {
      tags: [BUSY],
      invoke: {
        id: load,
        src: load,
        input: ({ context }: { context: LegalContext }): PortfolioInput => ({ portfolioId: context.portfolioId }),
        onDone: { target: 'shown', actions: { type: 'remember' as const, params: { page } } },
        onError: { target: 'failed', actions: 'rememberError' as const },
      },
    },
    failed: failedState('loading', 'clearError'),
    shown: {},
  },
});

export const legalMachine = setup({
  types: {
    input: {} as LegalInput,
    context: {} as LegalContext,
    events: {} as LegalEvent,
  },
  actors: {
    loadRatesAndTerms: actorProvidedByApp<RatesAndTerms, PortfolioInput>('loadRatesAndTerms'),
    loadEsignDisclosure: actorProvidedByApp<EsignDisclosure, PortfolioInput>('loadEsignDisclosure'),
  },
  guards: {
    isPath,
    isLoaded: ({ context }, params: { page: LegalPage }) =>
      params.page === 'ratesAndTerms' ? context.ratesAndTerms !== null : context.esignDisclosure !== null,
  },
  actions: {
    remember: assign(({ event }, params: { page: LegalPage }) => {
      const output = (event as unknown as { output: unknown }).output;
      return params.page === 'ratesAndTerms'
        ? { ratesAndTerms: output as RatesAndTerms, error: null }
        : { esignDisclosure: output as EsignDisclosure, error: null };
    }),
    rememberError: assign({ error: failureMessage }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'legal',
  context: ({ input }) => ({ portfolioId: input.portfolioId, firstVisit: input.entry, ratesAndTerms: null, esignDisclosure: null, error: null }),
  initial: 'entering',
  on: {
    'route.enter': (Object.keys(LEGAL_PAGES) as LegalPage[]).map((page) => ({
      guard: { type: 'isPath' as const, params: { path: LEGAL_PAGES[page].path } },
      target: `.${page}`,
    })),
  },
  states: {
    /** Started by a visit; raises it as its first event. */
    entering: { entry: raise(({ context }) => context.firstVisit) },
    ratesAndTerms: loadedPage('ratesAndTerms', 'loadRatesAndTerms'),
    privacy: { meta: LEGAL_PAGES.privacy },
    termsOfUse: { meta: LEGAL_PAGES.termsOfUse },
    eSignDisclosure: loadedPage('eSignDisclosure', 'loadEsignDisclosure'),
    accessibility: { meta: LEGAL_PAGES.accessibility },
  },
});
