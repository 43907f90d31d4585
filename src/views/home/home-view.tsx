// /home: who is signed in, the page of the home-page flag (one panel per flag state), attaching an existing
// loan, and the account actions (change password, sign out). On a phone one card; from lg two columns, the
// loan's card beside the account's (issue 18, defect 13), in the same reading order.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ACCOUNT_PATHS } from '#machines/account/pages.ts';
import { maskEmailAlt } from '#src/domain/format.ts';
import { CardActions } from '#src/ui/card-actions.tsx';
import { LoadingStatus } from '#src/ui/retry-alert.tsx';
import { RouteLink } from '#src/ui/route-link.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { FAILED } from '#machines/kit/retry.ts';
import { AttachLoan } from './attach-loan-form.tsx';
import { InProgressPanel, NoLoanAmountPanel, PrepareApplicationPanel, RepairInformationPanel, RepaymentPanel, UnsignedPanel } from './flag-panels.tsx';
import { useHomeActor, useHomeSelector, type HomeSnapshot } from './home-actor.ts';
import { RichWords, say } from './words.ts';

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
        {firstName ? say('home.greeting.named', { firstName }) : say('home.greeting.plain')}
      </Text>
      <Text color="fg.muted" data-signed-in-as="">
        {email ? <RichWords id="home.greeting.signedInAs" values={{ email }} parts={[<strong />]} /> : say('home.greeting.signedIn')}
      </Text>
    </Stack>
  );
}

function Loading() {
  const actor = useHomeActor();
  // Shown while no flag's panel is: the only failed state then is the page's load.
  const error = useHomeSelector((snapshot) => (snapshot.hasTag(FAILED) ? snapshot.context.error : null));
  return <LoadingStatus words={say('home.page.loading')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
}

// The white card every account page sits on, topped with the accent colour: below lg the whole page is one
// card (as before); from lg each column is its own card on the page's background (the brand's, as every page's).
const PAGE_CARD = {
  color: 'fg',
  bg: { base: 'bg', lg: 'transparent' },
  borderRadius: { base: 'l3', lg: '0' },
  boxShadow: { base: 'lg', lg: 'none' },
  borderTopWidth: { base: '4px', lg: '0' },
  borderTopColor: 'accent.solid',
  p: { base: 6, md: 10, lg: 0 },
} as const;
const COLUMN_CARD = {
  bg: { base: 'transparent', lg: 'bg' },
  borderRadius: { base: '0', lg: 'l3' },
  boxShadow: { base: 'none', lg: 'lg' },
  borderTopWidth: { base: '0', lg: '4px' },
  borderTopColor: 'accent.solid',
  p: { base: 0, lg: 10 },
} as const;

function Column({ children }: { children: ReactNode }) {
  return (
    <Box {...COLUMN_CARD} minW="0" w="full" display="flex" flexDirection="column" gap="5">
      {children}
    </Box>
  );
}

export function HomeView({ heading }: RoutedViewProps) {
  const actor = useHomeActor();
  const state = useHomeSelector(pageState);
  const signingOut = useHomeSelector((snapshot) => snapshot.matches({ shown: { session: 'signingOut' } }));
  const Panel = PANELS.find(([name]) => name === state)?.[1];
  return (
    <Box w="full" maxW={{ base: '40rem', lg: 'none' }} mx="auto" {...PAGE_CARD}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 3fr)' }} gap={{ base: 5, lg: 8 }} alignItems="start">
        <Column>
          {heading}
          <Greeting />
          {Panel ? <Panel /> : <Loading />}
        </Column>
        <Column>
          {/* Only beside the loan's card: on a phone the account's part simply follows. */}
          <Heading as="h2" size="lg" display={{ base: 'none', lg: 'block' }}>
            {say('home.account.title')}
          </Heading>
          {Panel && <AttachLoan />}
          <AccountActions signingOut={signingOut} onSignOut={() => actor.send({ type: 'home.signOut' })} />
        </Column>
      </Grid>
    </Box>
  );
}

function AccountActions({ signingOut, onSignOut }: { signingOut: boolean; onSignOut: () => void }) {
  return (
    <CardActions>
      {/* A real link (new tab, copy address); the visit goes through the router to the accounts flow. */}
      <Button asChild size="lg" colorPalette="brand" variant="outline">
        <RouteLink href={ACCOUNT_PATHS.changePassword}>{say('home.account.changePassword')}</RouteLink>
      </Button>
      <Button size="lg" colorPalette="brand" variant="outline" loading={signingOut} loadingText={say('home.account.signingOut')} onClick={onSignOut}>
        {say('home.account.signOut')}
      </Button>
    </CardActions>
  );
}
