// The GOV.UK error summary: at the top of the form, focused when it appears so screen readers read it
// first, each problem a link to its field. A refusal from the server has no field and is listed as text.
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';

export type ErrorSummaryItem = { message: string; fieldId?: string };

export function ErrorSummary({ items, focusKey }: { items: readonly ErrorSummaryItem[]; focusKey: number | string }) {
  const ref = useRef<HTMLDivElement>(null);
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
        There is a problem
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
                  document.getElementById(item.fieldId!)?.focus();
                }}
              >
                {item.message}
              </Box>
            ) : (
              <Box color="fg.error" fontWeight="semibold">
                {item.message}
              </Box>
            )}
          </li>
        ))}
      </Stack>
    </Box>
  );
}
