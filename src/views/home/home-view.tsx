// /home: who is signed in, the page of the home-page flag (one panel per flag state), attaching an existing
// loan, and the account actions (change password, sign out).
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { HOME_PATHS } from '#machines/home/pages.ts';
import { maskEmailAlt } from '#src/domain/format.ts';
import { CardActions } from '#src/ui/card-actions.tsx';
import { RouteLink } from '#src/ui/route-link.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { AccountCard } from '../account/parts/account-card.tsx';
import { AttachLoan } from './attach-loan-form.tsx';
import { InProgressPanel, NoLoanAmountPanel, PrepareApplicationPanel, RepairInformationPanel, RepaymentPanel, UnsignedPanel } from './flag-panels.tsx';
import { useHomeActor, useHomeSelector, type HomeSnapshot } from './home-actor.ts';

const PANELS = [
  ['noLoanAmount', NoLoanAmountPanel],
  ['prepareApplication', PrepareApplicationPanel],
  ['unsigned', UnsignedPanel],
  ['inProgress', InProgressPanel],
  ['repayment', RepaymentPanel],
  ['repairInformation', RepairInformationPanel],
] as const;

const pageState = (snapshot: HomeSnapshot) => PANELS.find(([state]) => snapshot.matches({ shown: { page: state } }))?.[0] ?? null;

function Greeting() {
  const firstName = useHomeSelector((snapshot) => snapshot.context.personal?.firstName ?? snapshot.context.customer?.firstName ?? null);
  // Masked the same way whether this tab signed in (the full address is known) or reloaded (get-personal's).
  const email = useHomeSelector((snapshot) => {
    const known = snapshot.context.customer?.email;
    return known ? maskEmailAlt(known) : (snapshot.context.personal?.email ?? null);
  });
  return (
    <Stack gap="1">
      <Text fontSize="lg" fontWeight="semibold">
        {firstName ? `Welcome, ${firstName}.` : 'Welcome.'}
      </Text>
      <Text color="fg.muted" data-signed-in-as="">
        {email ? (
          <>
            You are signed in as <strong>{email}</strong>.
          </>
        ) : (
          'You are signed in.'
        )}
      </Text>
    </Stack>
  );
}

function Loading() {
  const actor = useHomeActor();
  const error = useHomeSelector((snapshot) => (snapshot.matches({ shown: { page: 'failed' } }) ? snapshot.context.error : null));
  if (!error)
    return (
      <Text role="status" fontSize="md">
        Loading your account…
      </Text>
    );
  return (
    <Stack gap="3" role="alert">
      <Text color="fg.error" fontWeight="semibold">
        {error}
      </Text>
      <Button alignSelf="flex-start" colorPalette="brand" variant="outline" onClick={() => actor.send({ type: 'home.retry' })}>
        Try again
      </Button>
    </Stack>
  );
}

export function HomeView({ heading }: RoutedViewProps) {
  const actor = useHomeActor();
  const state = useHomeSelector(pageState);
  const signingOut = useHomeSelector((snapshot) => snapshot.matches({ shown: { session: 'signingOut' } }));
  const Panel = PANELS.find(([name]) => name === state)?.[1];
  return (
    <AccountCard wide>
      {heading}
      <Greeting />
      {Panel ? <Panel /> : <Loading />}
      {Panel && <AttachLoan />}
      <CardActions>
        {/* A real link (new tab, copy address); the visit goes through the router to the accounts flow. */}
        <Button asChild size="lg" colorPalette="brand" variant="outline">
          <RouteLink href={HOME_PATHS.changePassword}>Change password</RouteLink>
        </Button>
        <Button size="lg" colorPalette="brand" variant="outline" loading={signingOut} loadingText="Signing out…" onClick={() => actor.send({ type: 'home.signOut' })}>
          Sign out
        </Button>
      </CardActions>
    </AccountCard>
  );
}
