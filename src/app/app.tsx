import { Suspense, use } from 'react';
import { useSelector } from '@xstate/react';
import { overlayWords } from '#machines/kit/busy-words.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { LoadingOverlay } from '#src/ui/loading-overlay.tsx';
import type { AppActor } from '#src/views/app-actor.ts';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';
import type { RouterHistory } from './routing/router-history.ts';
import { lazyComponent } from './chunk-load.ts';

/** The themed part of the app; main.tsx starts downloading it at once, beside the boot calls. */
export const Shell = lazyComponent(() => import('./shell.tsx').then((module) => module.Shell));

/** The shell, once react-router-dom's chunk (downloading since the start, browser-app.ts) is here too. */
function RoutedShell({ actor, history }: { actor: AppActor; history: Promise<RouterHistory> }) {
  return <Shell actor={actor} history={use(history)} />;
}

/** While the app boots (or leaves for the right domain) only the overlay shows; then the shell. */
export function App({ actor, history }: { actor: AppActor; history: Promise<RouterHistory> }) {
  const busy = useSelector(actor, (snapshot) => snapshot.matches('booting') || snapshot.matches('leaving'));
  // What the page being opened is waiting for ('Checking your bank verification…' back from the bank), else 'Loading…'.
  const words = useSelector(actor, (snapshot) => overlayWords({ routes: ROUTES, pathname: new URL(snapshot.context.url).pathname, snapshot }));
  return (
    <ChunkErrorBoundary>
      {busy ? (
        <LoadingOverlay label={words} />
      ) : (
        <Suspense fallback={<LoadingOverlay label={words} />}>
          <RoutedShell actor={actor} history={history} />
        </Suspense>
      )}
    </ChunkErrorBoundary>
  );
}
