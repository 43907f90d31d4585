// A native checkbox, large enough to hit (24 px, WCAG 2.5.8), its whole label clickable.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';

const Input = chakra('input');

export type CheckBoxProps = {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
};

export function CheckBox({ id, checked, onChange, children, disabled, describedBy, invalid }: CheckBoxProps) {
  return (
    <Box display="flex" gap="3" alignItems="flex-start">
      <Input
        type="checkbox"
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
        w="6"
        h="6"
        mt="0.5"
        flexShrink="0"
        cursor="pointer"
        css={{ accentColor: 'var(--ck-colors-brand-solid)' }}
        _focusVisible={{ outline: '3px solid #FFBF47', outlineOffset: '2px' }}
      />
      <chakra.label htmlFor={id} fontSize="md" cursor="pointer" lineHeight="normal">
        {children}
      </chakra.label>
    </Box>
  );
}
