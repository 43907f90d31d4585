// The button that sends a form from outside it (a card section may sit between the form and its button).
import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';

export function SubmitButton({
  form,
  loading,
  loadingText,
  disabled,
  children,
}: {
  form: string;
  loading: boolean;
  loadingText: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      form={form}
      size="lg"
      colorPalette="brand"
      w={{ base: 'full', sm: 'auto' }}
      alignSelf="flex-start"
      px="8"
      loading={loading}
      loadingText={loadingText}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
