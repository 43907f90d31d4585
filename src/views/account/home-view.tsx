// /home until the home-page flow arrives: who is signed in, and the account actions (change password,
// sign out). The next issue replaces the content with the home-page flags.
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CardActions } from '#src/ui/card-actions.tsx';
import { RouteLink } from '#src/ui/route-link.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { useAccountActor, useAccountSelector } from './account-actor.ts';
import { AccountCard } from './parts/account-card.tsx';

export function HomeView({ heading }: RoutedViewProps) {
  const actor = useAccountActor();
  const email = useAccountSelector((snapshot) => snapshot.context.customer?.email ?? null);
  const firstName = useAccountSelector((snapshot) => snapshot.context.customer?.firstName ?? null);
  const signingOut = useAccountSelector((snapshot) => snapshot.matches({ signedIn: { home: 'signingOut' } }));
  const canSignOut = useAccountSelector((snapshot) => snapshot.can({ type: 'account.signOut' }));
  return (
    <AccountCard>
      {heading}
      <Stack gap="2">
        <Text fontSize="lg" fontWeight="semibold">
          {firstName ? `Welcome, ${firstName}.` : 'Welcome.'}
        </Text>
        <Text fontSize="md" color="fg.muted" data-signed-in-as="">
          {email ? (
            <>
              You are signed in as <strong>{email}</strong>.
            </>
          ) : (
            'You are signed in.'
          )}
        </Text>
      </Stack>
      <CardActions>
        <Button asChild size="lg" colorPalette="brand" variant="outline">
          <RouteLink href="/change-password">Change password</RouteLink>
        </Button>
        <Button size="lg" colorPalette="brand" loading={signingOut} loadingText="Signing out…" disabled={!canSignOut} onClick={() => actor.send({ type: 'account.signOut' })}>
          Sign out
        </Button>
      </CardActions>
    </AccountCard>
  );
}
