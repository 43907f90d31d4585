// A password input with a show/hide button, and for a new password the four rules of spec section 5
// ticked live as the borrower types, each with its exact message.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { passwordRuleResults } from '#src/domain/validation.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

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
            {visible ? 'Hide' : 'Show'}
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
        Your password must meet these rules
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" aria-label="Password rules">
        {results.map(({ rule, text, passed }) => (
          <Box as="li" key={rule} display="flex" gap="2" alignItems="flex-start" color={passed ? 'fg.success' : 'fg.muted'} data-rule={rule} data-passed={passed}>
            <Box aria-hidden="true" w="5" flexShrink="0" textAlign="center" fontWeight="bold">
              {passed ? '✓' : '○'}
            </Box>
            <Text>
              {text}
              <Box as="span" srOnly>
                {passed ? ' (met)' : ' (not met yet)'}
              </Box>
            </Text>
          </Box>
        ))}
      </Stack>
      {/* Announced politely as rules are met, without reading the whole list at every key. */}
      <Box srOnly aria-live="polite">
        {`${met} of ${results.length} password rules met`}
      </Box>
    </Box>
  );
}
