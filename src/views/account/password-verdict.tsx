// Whether a new password that meets the spec's rules is hard enough to guess: the verdict the server gives
// (-10718, decision 0212), for this brand and, when signed in, this borrower's e-mail. Loaded lazily by the
// password checklist, with the estimator's dictionaries, so no other page carries them.
import { useDeferredValue, useMemo } from 'react';
import { passwordStrength } from '#src/domain/password-strength.ts';
import { useAppSelector } from '#src/views/app-actor.ts';
import { VerdictLine } from './parts/password-field.tsx';

export default function PasswordVerdict({ password }: { password: string }) {
  const name = useAppSelector((snapshot) => snapshot.context.portfolio?.portfolioName);
  const legalName = useAppSelector((snapshot) => snapshot.context.portfolio?.legalName);
  const email = useAppSelector((snapshot) => snapshot.context.customer?.email);
  // Typing stays quick: the estimate follows the text a moment behind when the browser is busy.
  const deferred = useDeferredValue(password);
  const strong = useMemo(
    () => passwordStrength(deferred, { brandNames: [name, legalName].filter((text): text is string => Boolean(text)), email }).strong,
    [deferred, name, legalName, email],
  );
  return <VerdictLine verdict={strong ? 'strong' : 'weak'} />;
}
