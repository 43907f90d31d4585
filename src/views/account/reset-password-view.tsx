// /reset-password/{resource}: a new password from the e-mailed link; every session ends, so the borrower
// signs in again with it.
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RouteLink } from '#src/ui/route-link.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { useAccountActor, useAccountSelector } from './account-actor.ts';
import { LinkChecking } from './link-checking.tsx';
import { AccountCard } from './parts/account-card.tsx';
import { NewPasswordForm } from './parts/new-password-form.tsx';

export function ResetPasswordView({ heading }: RoutedViewProps) {
  const actor = useAccountActor();
  const maskedEmail = useAccountSelector((snapshot) => snapshot.context.link?.maskedEmail ?? '');
  const error = useAccountSelector((snapshot) => snapshot.context.error);
  const checking = useAccountSelector((snapshot) => snapshot.matches({ resetPassword: 'checkingLink' }) || snapshot.matches({ resetPassword: 'linkFailed' }));
  const saving = useAccountSelector((snapshot) => snapshot.matches({ resetPassword: 'saving' }));
  const done = useAccountSelector((snapshot) => snapshot.matches({ resetPassword: 'done' }));
  const canSubmit = useAccountSelector((snapshot) => snapshot.can({ type: 'resetPassword.submit', password: '' }));
  return (
    <AccountCard>
      {heading}
      {checking && <LinkChecking error={error} onRetry={() => actor.send({ type: 'link.retry' })} />}
      {done && (
        <Stack gap="4" role="status">
          <Text fontSize="md" fontWeight="semibold" color="fg.success">
            Your password has been reset.
          </Text>
          <Text fontSize="md">For your security we signed you out everywhere. Sign in with your new password.</Text>
          <Button asChild size="lg" colorPalette="brand" w="full">
            <RouteLink href="/sign-in">Sign in</RouteLink>
          </Button>
        </Stack>
      )}
      {!checking && !done && (
        <>
          <Text fontSize="md" color="fg.muted">
            Choose a new password for <strong>{maskedEmail}</strong>.
          </Text>
          <NewPasswordForm
            refusal={error}
            busy={saving}
            canSubmit={canSubmit}
            submitLabel="Reset my password"
            busyLabel="Saving…"
            onSubmit={({ password }) => actor.send({ type: 'resetPassword.submit', password })}
          />
        </>
      )}
    </AccountCard>
  );
}
