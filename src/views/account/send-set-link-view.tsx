// /send-set-link: the e-mail for the new account, after the consents; then "check your e-mail" with the
// masked address and a way to send the link again.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
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

export function SendSetLinkView({ heading }: RoutedViewProps) {
  const actor = useAccountActor();
  const email = useAccountSelector((snapshot) => snapshot.context.email);
  const maskedEmail = useAccountSelector((snapshot) => snapshot.context.maskedEmail ?? '');
  const error = useAccountSelector((snapshot) => snapshot.context.error);
  const notice = useAccountSelector((snapshot) => snapshot.context.notice);
  // The link on its way: the form's while the e-mail is typed, the resend's once it went.
  const busy = useAccountSelector((snapshot) => snapshot.hasTag(BUSY));
  const sent = useAccountSelector((snapshot) => snapshot.matches({ sendSetLink: 'sent' }) || snapshot.matches({ sendSetLink: 'resending' }));
  const canSubmit = useAccountSelector((snapshot) => snapshot.can({ type: 'setLink.submit', email: '' }));
  const canResend = useAccountSelector((snapshot) => snapshot.can({ type: 'setLink.resend' }));

  return (
    <PageCard>
      {heading}
      {sent ? (
        <MailSent maskedEmail={maskedEmail}>
          {notice && (
            <Text fontWeight="semibold" color="fg.success">
              {notice}
            </Text>
          )}
          {error && (
            <Text role="alert" fontWeight="semibold" color="fg.error">
              {error}
            </Text>
          )}
          <Box>
            <Button
              variant="outline"
              colorPalette="brand"
              loading={busy}
              loadingText={say('account.common.sending')}
              disabled={!canResend}
              onClick={() => actor.send({ type: 'setLink.resend' })}
            >
              {say('account.sendSetLink.resend')}
            </Button>
          </Box>
        </MailSent>
      ) : (
        <>
          <Text fontSize="md" color="fg.muted">
            {say('account.sendSetLink.lead')}
          </Text>
          <EmailForm
            id="set-link-email"
            initialEmail={email}
            refusal={error}
            busy={busy}
            canSubmit={canSubmit}
            submitLabel={say('account.sendSetLink.submit')}
            busyLabel={say('account.common.sending')}
            onSubmit={(value) => actor.send({ type: 'setLink.submit', email: value })}
          />
        </>
      )}
      <Text color="fg.muted">
        <RichWords id="account.common.haveAccount" parts={[<TextLink href={ACCOUNT_PATHS.signIn} />]} />
      </Text>
    </PageCard>
  );
}
