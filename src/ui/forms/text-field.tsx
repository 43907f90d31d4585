// A labelled text input with its hint and its error, wired for assistive technology: the error and hint
// are read with the field (aria-describedby), and aria-invalid marks it. Typed values stay as they are.
// The error sits under the label (src/ui/forms/field-message.tsx), its line kept under the input while there
// is none, so validation on blur never shifts what follows; the label is registered for the error summary.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { useFieldLabel } from './field-labels.ts';
import { FIELD_GAP, FieldMessage, MessageSpace } from './field-message.tsx';

const Input = chakra('input');

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'color'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Shown after the input (a show-password button). */
  after?: ReactNode;
  /** A short code: large spaced digits in a narrow box. */
  code?: boolean;
};

const CODE_STYLE = { fontSize: 'xl', letterSpacing: '0.3em', maxW: '12rem' } as const;

export const INPUT_STYLE = {
  w: 'full',
  h: '12',
  px: '3',
  fontSize: 'md',
  bg: 'bg',
  color: 'fg',
  borderWidth: '2px',
  borderColor: 'border.control',
  borderRadius: 'l2',
  outline: 'none',
  _focusVisible: { borderColor: 'fg', boxShadow: '0 0 0 3px #FFBF47' },
  _disabled: { bg: 'bg.muted', cursor: 'not-allowed' },
} as const;

export function TextField({ id, label, hint, error, after, code = false, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  useFieldLabel(id, label);
  return (
    <Stack gap="0">
      <chakra.label htmlFor={id} fontWeight="semibold" fontSize="md">
        {label}
      </chakra.label>
      {hint && (
        <Text id={hintId} mt={FIELD_GAP} color="fg.muted">
          {hint}
        </Text>
      )}
      <FieldMessage id={`${id}-error`} error={error} />
      <Box display="flex" gap="2" alignItems="stretch" mt={FIELD_GAP}>
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined}
          {...INPUT_STYLE}
          borderColor={error ? 'border.error' : 'border.control'}
          {...(code ? CODE_STYLE : {})}
          {...input}
        />
        {after}
      </Box>
      <MessageSpace error={error} />
    </Stack>
  );
}
