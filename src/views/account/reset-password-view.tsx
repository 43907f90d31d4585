// /reset-password/{resource}: a new password from the e-mailed link; every session ends, so the borrower
// signs in again with it.
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RouteLink } from '#src/ui/route-link.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { ACCOUNT_PATHS } from '#machines/account/pages.ts';
import { BUSY } from '#machines/kit/retry.ts';
import { useAccountActor, useAccountSelector } from './account-actor.ts';
import { LinkChecking } from '#src/ui/retry-alert.tsx';
import { PageCard } from '#src/ui/card.tsx';
import { NewPasswordForm } from './parts/new-password-form.tsx';
import { RichWords, say } from './parts/words.ts';

export function ResetPasswordView({ heading }: RoutedViewProps) {
  const actor = useAccountActor();
  const maskedEmail = useAccountSelector((snapshot) => snapshot.context.link?.maskedEmail ?? '');
  const error = useAccountSelector((snapshot) => snapshot.context.error);
  // Until the e-mailed link is checked (or when it could not be) the page says so; then the form, busy while it is sent.
  const checking = useAccountSelector((snapshot) => snapshot.context.link === null);
  const saving = useAccountSelector((snapshot) => snapshot.hasTag(BUSY));
  const done = useAccountSelector((snapshot) => snapshot.matches({ resetPassword: 'done' }));
  const canSubmit = useAccountSelector((snapshot) => snapshot.can({ type: 'resetPassword.submit', password: '' }));
  return (
    <PageCard>
      {heading}
      {checking && <LinkChecking error={error} onRetry={() => actor.send({ type: 'retry' })} />}
      {done && (
        <Stack gap="4" role="status">
          <Text fontSize="md" fontWeight="semibold" color="fg.success">
            {say('account.resetPassword.done')}
          </Text>
          <Text fontSize="md">{say('account.resetPassword.signInAgain')}</Text>
          <Button asChild size="lg" colorPalette="brand" w="full">
            <RouteLink href={ACCOUNT_PATHS.signIn}>{say('account.resetPassword.signIn')}</RouteLink>
          </Button>
        </Stack>
      )}
      {!checking && !done && (
        <>
          <Text fontSize="md" color="fg.muted">
            <RichWords id="account.resetPassword.lead" values={{ maskedEmail }} parts={[<strong />]} />
          </Text>
          <NewPasswordForm
            refusal={error}
            busy={saving}
            canSubmit={canSubmit}
            submitLabel={say('account.resetPassword.submit')}
            busyLabel={say('account.common.saving')}
            onSubmit={({ password }) => actor.send({ type: 'resetPassword.submit', password })}
          />
        </>
      )}
    </PageCard>
  );
}
