// /welcome and /consent, one screen: the portfolio's consent templates, each a checkbox with its label and
// its full text one click away (the ESIGN consumer disclosure is one of them). On /welcome the visitor goes
// on to the e-mail step; on /consent a signed-in customer accepts terms whose text has changed.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import type { ConsentTemplate } from '#src/api/contract/consent.ts';
import { useAppSelector } from '../app-actor.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { ACCOUNT_PATHS } from '#machines/account/pages.ts';
import { BUSY, FAILED } from '#machines/kit/retry.ts';
import { useAccountActor, useAccountSelector } from './account-actor.ts';
import { PageCard } from '#src/ui/card.tsx';
import { CheckBox } from '#src/ui/forms/check-box.tsx';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import { RetryAlert } from '#src/ui/retry-alert.tsx';
import { TextLink } from '#src/ui/text-link.tsx';
import { useErrorTitle } from '#src/ui/forms/use-error-title.ts';
import { hasWords } from '#src/i18n/words.ts';
import { RichWords, say } from './parts/words.ts';

const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * What ticking a consent does, in plain words under its label (issue 18, defect 9): the label is the lender's
 * (a legal title), this says what changes for the borrower. By the consent's code; one the catalog has no words
 * for says whether it must be ticked.
 */
export function consentDoesId(template: Pick<ConsentTemplate, 'templateCode' | 'required'>): string {
  const id = `account.consent.does.${template.templateCode}`;
  if (hasWords(id)) return id;
  return template.required ? 'account.consent.does.otherRequired' : 'account.consent.does.otherOptional';
}

function ConsentItem({ template, checked, invalid }: { template: ConsentTemplate; checked: boolean; invalid: boolean }) {
  const actor = useAccountActor();
  const id = `consent-${template.templateCode}`;
  return (
    <Box as="li" borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} borderRadius="l2" p="4" listStyleType="none">
      <CheckBox
        id={id}
        checked={checked}
        invalid={invalid}
        describedBy={`${id}-does ${id}-status`}
        onChange={(value) => actor.send({ type: 'consent.toggle', templateCode: template.templateCode, checked: value })}
      >
        {template.templateLabel}
      </CheckBox>
      <Text id={`${id}-does`} ml="9" mt="1.5" fontSize="md" color="fg.muted" data-consent-does="">
        {say(consentDoesId(template))}
      </Text>
      <Text id={`${id}-status`} ml="9" mt="1" color={template.required ? 'fg' : 'fg.muted'} fontSize="sm">
        {say(template.required ? 'account.consent.required' : 'account.consent.optional', { version: template.version })}
      </Text>
      <chakra.details ml="9" mt="2">
        <chakra.summary cursor="pointer" color="brand.fg" fontWeight="semibold" textDecoration="underline" _focusVisible={{ outline: '3px solid #FFBF47' }}>
          {say('account.consent.readFullText')}
        </chakra.summary>
        <Stack
          gap="2"
          mt="2"
          maxH="18rem"
          overflowY="auto"
          p="3"
          bg="bg.subtle"
          borderRadius="l2"
          tabIndex={0}
          aria-label={say('account.consent.fullTextOf', { label: template.templateLabel })}
        >
          {paragraphsOf(template.body).map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </chakra.details>
    </Box>
  );
}

export function ConsentView({ heading }: RoutedViewProps) {
  const actor = useAccountActor();
  const portfolioName = useAppSelector((snapshot) => snapshot.context.portfolio?.portfolioName ?? '');
  const signedIn = useAccountSelector((snapshot) => snapshot.matches('signedIn'));
  const consents = useAccountSelector((snapshot) => snapshot.context.consents);
  const accepted = useAccountSelector((snapshot) => snapshot.context.accepted);
  const error = useAccountSelector((snapshot) => snapshot.context.error);
  // Two calls on one page: the templates' load hides the form, the consents' save is its button's. Only the save is named.
  const saving = useAccountSelector((snapshot) => snapshot.matches({ signedIn: { consent: 'saving' } }));
  const loading = useAccountSelector((snapshot) => snapshot.hasTag(BUSY)) && !saving;
  const failed = useAccountSelector((snapshot) => snapshot.hasTag(FAILED));
  const canContinue = useAccountSelector((snapshot) => snapshot.can({ type: 'consent.continue' }));
  const missing = error !== null && !failed;
  const firstMissing = consents.find((template) => template.required && !accepted.includes(template.templateCode));
  useErrorTitle(missing);

  return (
    <PageCard>
      {heading}
      <Text fontSize="md" color="fg.muted">
        {say(signedIn ? 'account.consent.leadChanged' : 'account.consent.leadWelcome', { portfolioName })}
      </Text>
      {loading && (
        <Text role="status" fontSize="md">
          {say('account.consent.loading')}
        </Text>
      )}
      {failed && <RetryAlert error={error} onRetry={() => actor.send({ type: 'retry' })} />}
      {!loading && !failed && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'consent.continue' });
          }}
        >
          <Stack gap="5">
            <ErrorSummary items={missing ? [{ message: error, fieldId: firstMissing && `consent-${firstMissing.templateCode}` }] : []} focusKey={error ?? ''} />
            <Stack as="ul" gap="3" p="0">
              {consents.map((template) => (
                <ConsentItem
                  key={template.templateCode}
                  template={template}
                  checked={accepted.includes(template.templateCode)}
                  invalid={missing && template.required && !accepted.includes(template.templateCode)}
                />
              ))}
            </Stack>
            <Button
              type="submit"
              size="lg"
              colorPalette="brand"
              w={{ base: 'full', sm: 'auto' }}
              alignSelf="flex-start"
              loading={saving}
              loadingText={say('account.common.saving')}
              disabled={!canContinue}
            >
              {say('account.consent.submit')}
            </Button>
          </Stack>
        </form>
      )}
      {!signedIn && (
        <Text color="fg.muted">
          <RichWords id="account.common.haveAccount" parts={[<TextLink href={ACCOUNT_PATHS.signIn} />]} />
        </Text>
      )}
    </PageCard>
  );
}
