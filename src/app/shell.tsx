// Everything that needs the brand theme, loaded as one chunk while the app boots: Chakra, the layout, the
// routed pages, the snackbar and the boot error page, inside react-router-dom's router (links, history).
import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { ROUTES } from '#machines/routed-machines.ts';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { AppActorContext, type AppActor } from '#src/views/app-actor.ts';
import { BootErrorView } from '#src/views/boot/boot-error-view.tsx';
import { say } from '#src/ui/words.ts';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';
import { RoutedPage } from './routed-page.tsx';
import { MachineRouter } from './routing/machine-router.tsx';
import type { RouterHistory } from './routing/router-history.ts';
import { SnackbarHost } from './snackbar-host.tsx';

function useFavicon(url: string | undefined) {
  useEffect(() => {
    if (!url) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = url;
  }, [url]);
}

export function Shell({ actor, history }: { actor: AppActor; history: RouterHistory }) {
  const portfolio = useSelector(actor, (snapshot) => snapshot.context.portfolio);
  const bootError = useSelector(actor, (snapshot) => (snapshot.matches('bootFailed') ? (snapshot.context.bootError ?? '') : null));
  const system = useMemo(
    () => createBrandSystem(portfolio ? { primary: portfolio.primaryColor, secondary: portfolio.secondaryColor, third: portfolio.thirdColor } : NEUTRAL_COLORS),
    [portfolio],
  );
  useFavicon(portfolio?.faviconUrl);
  useEffect(() => {
    if (bootError !== null) document.title = say('shell.boot.title');
  }, [bootError]);

  return (
    <MachineRouter history={history} routes={ROUTES}>
      <ChunkErrorBoundary>
        <ChakraProvider value={system}>
          <AppActorContext.Provider value={actor}>
            {bootError !== null || !portfolio ? (
              <BootErrorView reason={bootError || null} onRetry={() => actor.send({ type: 'boot.retry' })} />
            ) : (
              <RoutedPage actor={actor} portfolio={portfolio} />
            )}
            <SnackbarHost actor={actor} />
          </AppActorContext.Provider>
        </ChakraProvider>
      </ChunkErrorBoundary>
    </MachineRouter>
  );
}
