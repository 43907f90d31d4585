// Native radios and selects styled with our tokens (no Chakra recipe: the ui-kit chunk stays as it is),
// each group a fieldset whose legend is the question, its message under the question (its line kept under
// the options while there is none), the question registered for the error summary.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { RichWords } from '../rich-words.tsx';
import { useFieldLabel } from './field-labels.ts';
import { FIELD_GAP, FieldMessage, MessageSpace } from './field-message.tsx';
import { INPUT_STYLE } from './text-field.tsx';
import { say } from './words.ts';

export type Option = { value: string | number; label: string };

type ChoiceProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  error?: string;
  hint?: ReactNode;
};

/** The message line under a group, its height reserved so the page does not jump when a message shows. */
export function ErrorLine({ id, error, mt }: { id: string; error?: string; mt?: string }) {
  return (
    <Text id={id} mt={mt} minH="5" color="fg.error" fontWeight="semibold" aria-live="polite">
      {error && <RichWords id="forms.field.message" values={{ message: error }} parts={[<chakra.span srOnly />]} />}
    </Text>
  );
}

/** A native radio in the brand's colour, with the focus ring every control has. */
export const Radio = chakra('input', {
  base: { w: '5', h: '5', flexShrink: '0', accentColor: 'var(--ck-colors-brand-solid)', _focusVisible: { outline: '3px solid #FFBF47', outlineOffset: '2px' } },
});
const Select = chakra('select');

/** One question answered by one of a few options: big touch targets, one per line on a phone. */
export function RadioGroup({ id, name, label, value, onChange, options, error, hint, inline = false }: ChoiceProps & { inline?: boolean }) {
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  useFieldLabel(id, label);
  return (
    <chakra.fieldset id={id} tabIndex={-1} aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined} minW="0">
      <chakra.legend fontWeight="semibold" fontSize="md">
        {label}
      </chakra.legend>
      {hint && (
        <Text id={hintId} color="fg.muted" mt={FIELD_GAP}>
          {hint}
        </Text>
      )}
      <FieldMessage id={errorId} error={error} />
      <Stack gap="2" mt="2" direction={inline ? { base: 'column', sm: 'row' } : 'column'}>
        {options.map((option) => {
          const optionId = `${id}-${String(option.value).replace(/[^a-zA-Z0-9]/g, '_')}`;
          const checked = value === String(option.value);
          return (
            <Box
              key={option.value}
              as="label"
              {...{ htmlFor: optionId }}
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              minH="12"
              borderWidth="2px"
              borderRadius="l2"
              borderColor={checked ? 'brand.solid' : error ? 'border.error' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg'}
              cursor="pointer"
              fontSize="md"
            >
              <Radio type="radio" id={optionId} name={name} value={String(option.value)} checked={checked} onChange={() => onChange(String(option.value))} />
              {option.label}
            </Box>
          );
        })}
      </Stack>
      <MessageSpace error={error} />
    </chakra.fieldset>
  );
}

/** A long list (states, days of the month): a native select, which phones show as their own picker. */
export function SelectField({
  id,
  name,
  label,
  value,
  onChange,
  options,
  error,
  hint,
  placeholder = say('forms.choice.placeholder'),
}: ChoiceProps & { placeholder?: string }) {
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  useFieldLabel(id, label);
  return (
    <Stack gap="0">
      <chakra.label htmlFor={id} fontWeight="semibold" fontSize="md">
        {label}
      </chakra.label>
      {hint && (
        <Text id={hintId} color="fg.muted" mt={FIELD_GAP}>
          {hint}
        </Text>
      )}
      <FieldMessage id={errorId} error={error} />
      <Select
        mt={FIELD_GAP}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
        {...INPUT_STYLE}
        borderColor={error ? 'border.error' : 'border.control'}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Select>
      <MessageSpace error={error} />
    </Stack>
  );
}
