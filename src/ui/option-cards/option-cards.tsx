// One question answered by one of a few options, each a card with its name, what it means and what it
// costs: native radios in a fieldset whose legend is the question (as the guidance flow's RadioGroup),
// whole cards clickable, one per line.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { ErrorLine, Radio } from '#src/ui/forms/choice-fields.tsx';
import { say } from './words.ts';

export type OptionCard = { value: string | number; label: string; description?: ReactNode; cost?: string | null; badge?: string };

type OptionCardsProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly OptionCard[];
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
};

export function OptionCards({ id, name, label, value, onChange, options, error, hint, disabled }: OptionCardsProps) {
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <chakra.fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
      minW="0"
      outline="none"
    >
      <chakra.legend fontWeight="bold" fontSize="lg" mb="2">
        {label}
      </chakra.legend>
      {hint && (
        <Text id={hintId} color="fg.muted" mb="2" fontSize="md">
          {hint}
        </Text>
      )}
      <Stack gap="2">
        {options.map((option) => {
          const optionId = `${id}-${String(option.value).replace(/[^a-zA-Z0-9]/g, '_')}`;
          const checked = value === String(option.value);
          const detailsId = `${optionId}-details`;
          return (
            <Box
              key={option.value}
              as="label"
              {...{ htmlFor: optionId }}
              display="flex"
              alignItems="flex-start"
              gap="3"
              px="4"
              py="3"
              borderWidth="2px"
              borderRadius="l2"
              borderColor={checked ? 'brand.solid' : error ? 'border.error' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg'}
              cursor={disabled ? 'not-allowed' : 'pointer'}
            >
              <Radio
                type="radio"
                id={optionId}
                name={name}
                value={String(option.value)}
                checked={checked}
                disabled={disabled}
                aria-describedby={option.description || option.cost ? detailsId : undefined}
                onChange={() => onChange(String(option.value))}
                mt="0.5"
              />
              <Box flex="1" minW="0">
                <Box display="flex" flexWrap="wrap" justifyContent="space-between" columnGap="3" rowGap="1">
                  <Text fontWeight="semibold" fontSize="md">
                    {option.label}
                    {option.badge && (
                      <chakra.span ms="2" px="2" py="0.5" borderRadius="full" bg="bg.muted" color="fg" fontSize="xs" fontWeight="semibold" whiteSpace="nowrap">
                        {option.badge}
                      </chakra.span>
                    )}
                  </Text>
                  {option.cost && (
                    <Text fontWeight="semibold" fontSize="md" color="fg">
                      {option.cost}
                    </Text>
                  )}
                </Box>
                {(option.description || option.cost) && (
                  <Text id={detailsId} color="fg.muted" fontSize="sm" mt="0.5">
                    {option.description}
                    {option.cost && <chakra.span srOnly> {say('optionCards.card.costSpoken', { cost: option.cost })}</chakra.span>}
                  </Text>
                )}
              </Box>
            </Box>
          );
        })}
      </Stack>
      <ErrorLine id={errorId} error={error} mt="1" />
    </chakra.fieldset>
  );
}
