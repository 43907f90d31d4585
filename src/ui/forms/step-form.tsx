// The frame of a question page's form (the guidance pages, the wizard's steps, a coupon's plan): the error summary at the top (focused when it appears), the
// fields, and the Continue button across the card, busy while the machine saves and disabled when it cannot
// take a submit.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary.tsx';
import { say } from './words.ts';

export type StepFormProps = {
  summary: readonly ErrorSummaryItem[];
  focusKey: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  canSubmit: boolean;
  submitLabel?: string;
  children: ReactNode;
};

export function StepForm({ summary, focusKey, onSubmit, busy, canSubmit, submitLabel = say('forms.step.saveAndContinue'), children }: StepFormProps) {
  return (
    <form noValidate onSubmit={(event) => onSubmit(event)} aria-busy={busy}>
      <Stack gap="4">
        <ErrorSummary items={summary} focusKey={focusKey} />
        {children}
        <Button type="submit" size="lg" colorPalette="brand" w="full" loading={busy} loadingText={say('forms.step.saving')} disabled={!canSubmit}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
