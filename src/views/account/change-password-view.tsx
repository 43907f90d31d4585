// /change-password (subtitle Change Password): the current password, then the new one with its rules.
import { Text } from '@chakra-ui/react/text';
import type { RoutedViewProps } from '../routed-view.ts';
import { HOME_PAGE } from '#machines/home/pages.ts';
import { BUSY } from '#machines/kit/retry.ts';
import { useAccountActor, useAccountSelector } from './account-actor.ts';
import { PageCard } from '#src/ui/card.tsx';
import { NewPasswordForm } from './parts/new-password-form.tsx';
import { TextLink } from '#src/ui/text-link.tsx';
import { say } from './parts/words.ts';

export function ChangePasswordView({ heading }: RoutedViewProps) {
  const actor = useAccountActor();
  const error = useAccountSelector((snapshot) => snapshot.context.error);
  const saving = useAccountSelector((snapshot) => snapshot.hasTag(BUSY));
  const canSubmit = useAccountSelector((snapshot) => snapshot.can({ type: 'changePassword.submit', currentPassword: '', newPassword: '' }));
  return (
    <PageCard>
      {heading}
      <Text fontSize="md" color="fg.muted">
        {say('account.changePassword.lead')}
      </Text>
      <NewPasswordForm
        askCurrent
        refusal={error}
        busy={saving}
        canSubmit={canSubmit}
        submitLabel={say('account.changePassword.submit')}
        busyLabel={say('account.common.saving')}
        onSubmit={({ currentPassword, password }) => actor.send({ type: 'changePassword.submit', currentPassword, newPassword: password })}
      />
      <Text color="fg.muted">
        <TextLink href={HOME_PAGE.path}>{say('account.changePassword.cancel')}</TextLink>
      </Text>
    </PageCard>
  );
}
