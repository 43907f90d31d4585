// /create-account/{resource}: the e-mailed link resolved, the borrower chooses a password and is signed in.
import { Text } from '@chakra-ui/react/text';
import type { RoutedViewProps } from '../routed-view.ts';
import { BUSY } from '#machines/kit/retry.ts';
import { useAccountActor, useAccountSelector } from './account-actor.ts';
import { LinkChecking } from '#src/ui/retry-alert.tsx';
import { PageCard } from '#src/ui/card.tsx';
import { NewPasswordForm } from './parts/new-password-form.tsx';
import { RichWords, say } from './parts/words.ts';

export function CreateAccountView({ heading }: RoutedViewProps) {
  const actor = useAccountActor();
  const maskedEmail = useAccountSelector((snapshot) => snapshot.context.link?.maskedEmail ?? '');
  const error = useAccountSelector((snapshot) => snapshot.context.error);
  // Until the e-mailed link is checked (or when it could not be) the page says so; then the form, busy while it is sent.
  const checking = useAccountSelector((snapshot) => snapshot.context.link === null);
  const creating = useAccountSelector((snapshot) => snapshot.hasTag(BUSY));
  const canSubmit = useAccountSelector((snapshot) => snapshot.can({ type: 'createAccount.submit', password: '' }));
  return (
    <PageCard>
      {heading}
      {checking ? (
        <LinkChecking error={error} onRetry={() => actor.send({ type: 'retry' })} />
      ) : (
        <>
          <Text fontSize="md" color="fg.muted">
            <RichWords id="account.createAccount.lead" values={{ maskedEmail }} parts={[<strong />]} />
          </Text>
          <NewPasswordForm
            refusal={error}
            busy={creating}
            canSubmit={canSubmit}
            submitLabel={say('account.createAccount.submit')}
            busyLabel={say('account.createAccount.submitting')}
            onSubmit={({ password }) => actor.send({ type: 'createAccount.submit', password })}
          />
        </>
      )}
    </PageCard>
  );
}
