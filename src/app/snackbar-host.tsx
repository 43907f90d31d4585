import { useSelector } from '@xstate/react';
import { Snackbar } from '#src/ui/snackbar.tsx';
import type { AppActor } from '#src/views/app-actor.ts';

/** Shows the snackbar machine's message while it is visible. */
export function SnackbarHost({ actor }: { actor: AppActor }) {
  const snackbar = useSelector(actor, (snapshot) => snapshot.children.snackbar);
  const shown = useSelector(snackbar, (snapshot) => (snapshot?.matches('visible') ? snapshot.context : null));
  if (!snackbar || !shown) return null;
  return <Snackbar message={shown.message} kind={shown.kind} actionLabel={shown.actionLabel} onDismiss={() => snackbar.send({ type: 'snackbar.dismiss' })} />;
}
