// Everything that needs the brand theme, loaded as one chunk while the app boots: Chakra, the layout, the
// routed pages, the snackbar and the boot error page.
import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { NavigationContext } from '#src/ui/route-link.tsx';
import { AppActorContext, type AppActor } from '#src/views/app-actor.ts';
import { BootErrorView } from '#src/views/boot/boot-error-view.tsx';
import { RoutedPage } from './routed-page.tsx';
import type { AppHistory } from './routing/history.ts';
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

export function Shell({ actor, history }: { actor: AppActor; history: AppHistory }) {
  const portfolio = useSelector(actor, (snapshot) => snapshot.context.portfolio);
  const bootError = useSelector(actor, (snapshot) => (snapshot.matches('bootFailed') ? (snapshot.context.bootError ?? '') : null));
  const system = useMemo(
    () => createBrandSystem(portfolio ? { primary: portfolio.primaryColor, secondary: portfolio.secondaryColor, third: portfolio.thirdColor } : NEUTRAL_COLORS),
    [portfolio],
  );
  useFavicon(portfolio?.faviconUrl);
  useEffect(() => {
    if (bootError !== null) document.title = 'We could not open the site';
  }, [bootError]);

  return (
    <ChakraProvider value={system}>
      <AppActorContext.Provider value={actor}>
        <NavigationContext.Provider value={history.visit}>
          {bootError !== null || !portfolio ? (
            <BootErrorView reason={bootError || null} onRetry={() => actor.send({ type: 'boot.retry' })} />
          ) : (
            <RoutedPage actor={actor} portfolio={portfolio} />
          )}
          <SnackbarHost actor={actor} />
        </NavigationContext.Provider>
      </AppActorContext.Provider>
    </ChakraProvider>
  );
}
