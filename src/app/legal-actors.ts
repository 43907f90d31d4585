// The lender's public pages' calls, made through the API client (decision 0760): the flow's (Rates & Terms, the
// E-Sign disclosure), and the state licences the footer of every page prints. The footer is not a flow's page, so
// its licences are loaded here, once per tab and brand, by the shell's routed page (src/app/routed-page.tsx).
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import { getEsignDisclosure, getLenderLicences, getRatesAndTerms, type LenderLicence, type LenderLicences } from '#src/api/contract/legal.ts';
import { legalMachine } from '#machines/legal/legal.machine.ts';
import type { PortfolioInput } from '#machines/legal/types.ts';

type Input = { input: PortfolioInput; signal: AbortSignal };

type LicenceLoader = (portfolioId: number) => Promise<LenderLicences>;

let loadLicences: LicenceLoader | null = null;
const loaded = new Map<number, Promise<LenderLicence[] | null>>();

/**
 * Where the footer's licences come from (the browser app's API client, a story's fixture); null: none, the footer
 * then prints its other lines. A failed load is not retried in this tab: the footer is never held up by it.
 */
export function provideLicenceLoader(load: LicenceLoader | null): void {
  loadLicences = load;
  loaded.clear();
}

function licencesOf(portfolioId: number): Promise<LenderLicence[] | null> {
  let found = loaded.get(portfolioId);
  if (!found) {
    found = loadLicences
      ? loadLicences(portfolioId).then(
          (answer) => answer.licences,
          () => null,
        )
      : Promise.resolve(null);
    loaded.set(portfolioId, found);
  }
  return found;
}

/** The brand's state licences for the footer: null until loaded (or when they cannot be). */
export function useLenderLicences(portfolioId: number): LenderLicence[] | null {
  const [licences, setLicences] = useState<{ portfolioId: number; licences: LenderLicence[] | null } | null>(null);
  useEffect(() => {
    let live = true;
    void licencesOf(portfolioId).then((answer) => {
      if (live) setLicences({ portfolioId, licences: answer });
    });
    return () => {
      live = false;
    };
  }, [portfolioId]);
  return licences?.portfolioId === portfolioId ? licences.licences : null;
}

/** The legal flow with its calls, for the app machine's `legal` actor; the footer's licences through the same client. */
export function legalFlow({ call }: { call: ApiCall }) {
  provideLicenceLoader((portfolioId) => call(getLenderLicences, { portfolioId }));
  return legalMachine.provide({
    actors: {
      loadRatesAndTerms: fromPromise(({ input, signal }: Input) => call(getRatesAndTerms, input, { signal })),
      loadEsignDisclosure: fromPromise(({ input, signal }: Input) => call(getEsignDisclosure, input, { signal })),
    },
  });
}
