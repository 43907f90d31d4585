// Whether a new password that meets the spec's rules is hard enough to guess: the verdict the server gives
// (-10718, decision 0212), for this brand and, when signed in, this borrower's e-mail. Loaded lazily by the
// password checklist; the estimator's word lists are fetched as data the first time (password-dictionaries.ts),
// the checklist's "checking" line showing meanwhile. Should they not arrive, no verdict is shown: the server
// still gives its own when the form is sent.
import { use, useDeferredValue, useMemo } from 'react';
import { createPasswordEstimator, type PasswordEstimator } from '#src/domain/password-estimator.ts';
import { useAppSelector } from '#src/views/app-actor.ts';
import { loadPasswordDictionaries } from './password-dictionaries.ts';
import { VerdictLine } from './parts/password-field.tsx';

let estimating: Promise<PasswordEstimator | null> | undefined;

/** The estimator, built once per page from the fetched dictionaries; null when they could not be fetched. */
function estimator(): Promise<PasswordEstimator | null> {
  estimating ??= loadPasswordDictionaries().then(createPasswordEstimator, () => {
    estimating = undefined;
    return null;
  });
  return estimating;
}

export default function PasswordVerdict({ password }: { password: string }) {
  const estimate = use(estimator());
  const name = useAppSelector((snapshot) => snapshot.context.portfolio?.portfolioName);
  const legalName = useAppSelector((snapshot) => snapshot.context.portfolio?.legalName);
  const email = useAppSelector((snapshot) => snapshot.context.customer?.email);
  // Typing stays quick: the estimate follows the text a moment behind when the browser is busy.
  const deferred = useDeferredValue(password);
  const strong = useMemo(
    () => estimate?.(deferred, { brandNames: [name, legalName].filter((text): text is string => Boolean(text)), email }).strong ?? null,
    [estimate, deferred, name, legalName, email],
  );
  return strong === null ? null : <VerdictLine verdict={strong ? 'strong' : 'weak'} />;
}
