// /send-reset-link: a forgotten password. The answer is the same whether or not the address has an account.
import { Text } from '@chakra-ui/react/text';
import type { RoutedViewProps } from '../routed-view.ts';
import { ACCOUNT_PATHS } from '#machines/account/pages.ts';
import { BUSY } from '#machines/kit/retry.ts';
import { useAccountActor, useAccountSelector } from './account-actor.ts';
import { PageCard } from '#src/ui/card.tsx';
import { EmailForm } from './parts/email-form.tsx';
import { MailSent } from './parts/mail-sent.tsx';
import { TextLink } from '#src/ui/text-link.tsx';
import { RichWords, say } from './parts/words.ts';

export function SendResetLinkView({ heading }: RoutedViewProps) {
  const actor = useAccountActor();
  const email = useAccountSelector((snapshot) => snapshot.context.email);
  const maskedEmail = useAccountSelector((snapshot) => snapshot.context.maskedEmail ?? '');
  const error = useAccountSelector((snapshot) => snapshot.context.error);
  const sending = useAccountSelector((snapshot) => snapshot.hasTag(BUSY));
  const sent = useAccountSelector((snapshot) => snapshot.matches({ sendResetLink: 'sent' }));
  const canSubmit = useAccountSelector((snapshot) => snapshot.can({ type: 'resetLink.submit', email: '' }));

  return (
    <PageCard>
      {heading}
      {sent ? (
        <MailSent maskedEmail={maskedEmail} />
      ) : (
        <>
          <Text fontSize="md" color="fg.muted">
            {say('account.sendResetLink.lead')}
          </Text>
          <EmailForm
            id="reset-link-email"
            initialEmail={email}
            refusal={error}
            busy={sending}
            canSubmit={canSubmit}
            submitLabel={say('account.sendResetLink.submit')}
            busyLabel={say('account.common.sending')}
            onSubmit={(value) => actor.send({ type: 'resetLink.submit', email: value })}
          />
        </>
      )}
      <Text color="fg.muted">
        <RichWords id="account.sendResetLink.remembered" parts={[<TextLink href={ACCOUNT_PATHS.signIn} />]} />
      </Text>
    </PageCard>
  );
}
