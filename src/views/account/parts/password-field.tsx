// A password input with a show/hide button, and for a new password the four rules of spec section 5
// ticked live as the borrower types, each with its exact message; once they are met, whether the password is
// hard enough to guess (the server's own verdict, decision 0212).
import { lazy, Suspense, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { sayResult } from '#src/api/contract/result-words.ts';
import { passwordRuleResults } from '#src/domain/validation.ts';
import { TextField, type TextFieldProps } from '#src/ui/forms/text-field.tsx';
import { say } from './words.ts';

// The verdict and its dictionaries (about 1.5 MB) load with the first checklist shown, in chunks of their own:
// the sign-in page, which shares this file, never loads them.
const PasswordVerdict = lazy(() => import('../password-verdict.tsx'));

export function PasswordField({ checklist = false, ...field }: Omit<TextFieldProps, 'type' | 'after'> & { checklist?: boolean }) {
  const [visible, setVisible] = useState(false);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Stack gap="3">
      <TextField
        {...field}
        type={visible ? 'text' : 'password'}
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={checklist ? `${field.id}-rules` : undefined}
        after={
          <Button
            type="button"
            variant="outline"
            colorPalette="brand"
            h="12"
            minW="cardAction"
            aria-controls={field.id}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {say(visible ? 'account.password.hide' : 'account.password.show')}
          </Button>
        }
      />
      {checklist && <PasswordChecklist id={`${field.id}-rules`} password={value} />}
    </Stack>
  );
}

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const results = passwordRuleResults(password);
  const met = results.filter((result) => result.passed).length;
  return (
    <Box id={id} bg="bg.subtle" borderRadius="l2" p="3">
      <Text fontWeight="semibold" mb="1.5">
        {say('account.password.rulesHeading')}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" aria-label={say('account.password.rulesList')}>
        {results.map(({ rule, text, passed }) => (
          <Box
            as="li"
            key={rule}
            display="flex"
            gap="2"
            alignItems="flex-start"
            color={passed ? 'fg.success' : 'fg.muted'}
            data-rule={rule}
            data-passed={passed}
          >
            <Box aria-hidden="true" w="5" flexShrink="0" textAlign="center" fontWeight="bold">
              {passed ? '✓' : '○'}
            </Box>
            <Text>
              {text}
              <Box as="span" srOnly>
                {` ${say(passed ? 'account.password.ruleMet' : 'account.password.ruleNotMet')}`}
              </Box>
            </Text>
          </Box>
        ))}
      </Stack>
      {met === results.length && (
        <Suspense fallback={<VerdictLine verdict="checking" />}>
          <PasswordVerdict password={password} />
        </Suspense>
      )}
      {/* Announced politely as rules are met, without reading the whole list at every key. */}
      <Box srOnly aria-live="polite">
        {say('account.password.rulesMet', { met, total: results.length })}
      </Box>
    </Box>
  );
}

export type Verdict = 'checking' | 'strong' | 'weak';

/** The verdict's words: the server's own refusal (-10718) when weak, so the page and the server agree. */
const verdictText = (verdict: Verdict): string =>
  verdict === 'weak' ? sayResult(RESULT.passwordTooWeak) : say(verdict === 'strong' ? 'account.password.strong' : 'account.password.checking');

/** The strength verdict under the rules: a tick when the password is hard to guess, else the server's refusal. */
export function VerdictLine({ verdict }: { verdict: Verdict }) {
  return (
    <Box display="flex" gap="2" alignItems="flex-start" mt="1" color={verdict === 'strong' ? 'fg.success' : 'fg.muted'} data-strength={verdict}>
      <Box aria-hidden="true" w="5" flexShrink="0" textAlign="center" fontWeight="bold">
        {verdict === 'strong' ? '✓' : '○'}
      </Box>
      <Text>{verdictText(verdict)}</Text>
      {/* Announced politely when the verdict changes. */}
      <Box srOnly aria-live="polite">
        {verdict === 'checking' ? '' : verdictText(verdict)}
      </Box>
    </Box>
  );
}
