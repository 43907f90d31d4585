// The GOV.UK error summary: at the top of the form, focused when it appears so screen readers read it
// first, each problem a link to its field. Each link names its field before the message ("Home Phone:
// Invalid phone number!"), from the label the field registered (field-labels.ts): several spec messages
// name no field, and two fields may give the same one. A refusal from the server has no field and is
// listed as text.
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { useFieldLabels } from './field-labels.ts';
import { say } from './words.ts';

export type ErrorSummaryItem = {
  message: string;
  /** The id of the field's input (or of its fieldset): the link moves focus there. */
  fieldId?: string;
  /** The field's name as the summary says it; by default the label its field registered. */
  label?: string;
};

/** "Home Phone: Invalid phone number!": the field's label, without "(optional)", before its message. */
export function summaryText(item: ErrorSummaryItem, registered: string | undefined): string {
  const name = (item.label ?? registered)?.replace(/\s*\(optional\)\s*$/i, '').trim();
  return name ? say('forms.summary.item', { field: name, message: item.message }) : item.message;
}

/** Moves focus to a field with its label in view (GOV.UK: a label scrolled under the top bar is no help). */
export function focusField(fieldId: string): void {
  const field = document.getElementById(fieldId);
  if (!field) return;
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`) ?? field.querySelector('legend');
  (label ?? field).scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

export function ErrorSummary({ items, focusKey }: { items: readonly ErrorSummaryItem[]; focusKey: number | string }) {
  const ref = useRef<HTMLDivElement>(null);
  const labels = useFieldLabels();
  const shown = items.length > 0;
  // A new submit or a new refusal moves focus here again.
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, focusKey]);
  if (!shown) return null;
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      borderWidth="3px"
      borderColor="border.error"
      borderRadius="l2"
      p="4"
      bg="bg"
      outline="none"
      _focusVisible={{ boxShadow: '0 0 0 3px #FFBF47' }}
      data-error-summary=""
    >
      <Heading as="h2" id="error-summary-title" fontSize="lg" mb="2">
        {say('forms.summary.title')}
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none">
        {items.map((item) => (
          <li key={`${item.fieldId ?? ''}${item.message}`}>
            {item.fieldId ? (
              <Box
                as="a"
                // A plain in-page link: focus the field without changing the URL.
                {...{ href: `#${item.fieldId}` }}
                color="fg.error"
                fontWeight="semibold"
                textDecoration="underline"
                onClick={(event: { preventDefault(): void }) => {
                  event.preventDefault();
                  focusField(item.fieldId!);
                }}
              >
                {summaryText(item, labels.get(item.fieldId))}
              </Box>
            ) : (
              <Box color="fg.error" fontWeight="semibold">
                {summaryText(item, undefined)}
              </Box>
            )}
          </li>
        ))}
      </Stack>
    </Box>
  );
}
