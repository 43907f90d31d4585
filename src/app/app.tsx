import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { LoadingOverlay } from '#src/ui/loading-overlay.tsx';
import type { AppActor } from '#src/views/app-actor.ts';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';
import { lazyComponent } from './chunk-load.ts';
import type { AppHistory } from './routing/history.ts';

/** The themed part of the app; main.tsx starts downloading it at once, beside the boot calls. */
export const Shell = lazyComponent(() => import('./shell.tsx').then((module) => module.Shell));

/** While the app boots (or leaves for the right domain) only the overlay shows; then the shell. */
export function App({ actor, history }: { actor: AppActor; history: AppHistory }) {
  const busy = useSelector(actor, (snapshot) => snapshot.matches('booting') || snapshot.matches('leaving'));
  return (
    <ChunkErrorBoundary>
      {busy ? (
        <LoadingOverlay />
      ) : (
        <Suspense fallback={<LoadingOverlay />}>
          <Shell actor={actor} history={history} />
        </Suspense>
      )}
    </ChunkErrorBoundary>
  );
}
