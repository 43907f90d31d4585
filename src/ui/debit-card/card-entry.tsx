// Paying by debit card, for any flow that takes one (the wizard's repayment mode step, the repayment flow's ways to
// pay, a coupon's schedule): the card entered ("Visa ending in 4242", with a way to use another), or the card form.
// The card goes to the card processor (tokenize-card), never to our loan calls: only its token, brand and last four
// come back. Its own form, beside the flow's (forms cannot nest). No flow's state here: the flow gives what it knows
// of the card and takes the two events; its words are this folder's small catalog, not a flow's.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { tokenizeCard } from '#src/api/contract/repayment.ts';
import { TextField } from '../forms/text-field.tsx';
import { useStepForm } from '../forms/use-step-form.ts';
import { Notice } from '../notice.tsx';
import { say } from './words.ts';

export type CardValues = { name: string; number: string; expiry: string; cvc: string; zip: string };
const EMPTY: CardValues = { name: '', number: '', expiry: '', cvc: '', zip: '' };

/** What is shown of a card: its brand, last four and expiry (never its number, nor its token). */
export type ShownCard = { brand: string; last4: string; expiry: string };

export type CardEntryProps = {
  /** The card entered (or, in the wizard, saved before), or null for the form. */
  card: ShownCard | null;
  cardError: string | null;
  tokenizing: boolean;
  disabled: boolean;
  onSubmit: (values: CardValues) => void;
  onChange: () => void;
};

/** The card entered, or its form. */
export function CardEntry({ card, cardError, tokenizing, disabled, onSubmit, onChange }: CardEntryProps) {
  return (
    <Box borderWidth="1px" borderColor={cardError ? 'border.error' : 'border'} borderRadius="l2" p={{ base: 4, md: 5 }} bg="bg.subtle" data-card-section="">
      <Stack gap="3">
        <Heading as="h2" id="card-title" fontSize="lg" fontWeight="bold">
          {say('debitCard.entry.title')}
        </Heading>
        {cardError && <Notice tone="error">{cardError}</Notice>}
        {card ? (
          <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3" data-card-on-file={card.last4}>
            <Text fontSize="md">
              <strong>{say('debitCard.entry.onFile', { brand: card.brand, last4: card.last4 })}</strong>
              <Text as="span" color="fg.muted">
                {' '}
                {say('debitCard.entry.expires', { expiry: card.expiry })}
              </Text>
            </Text>
            <Button variant="outline" colorPalette="brand" size="md" disabled={disabled} onClick={onChange}>
              {say('debitCard.entry.another')}
            </Button>
          </Box>
        ) : (
          <CardForm disabled={disabled} tokenizing={tokenizing} onSubmit={onSubmit} />
        )}
      </Stack>
    </Box>
  );
}

function CardForm({ disabled, tokenizing, onSubmit }: { disabled: boolean; tokenizing: boolean; onSubmit: (values: CardValues) => void }) {
  const form = useStepForm<CardValues>({
    initialValues: EMPTY,
    schema: tokenizeCard.request,
    refusal: null,
    onSubmit,
  });
  const busy = tokenizing || disabled;
  return (
    <form id="card-form" noValidate onSubmit={form.formik.handleSubmit} aria-labelledby="card-title" aria-busy={tokenizing}>
      <Stack gap="1">
        <Text color="fg.muted" fontSize="sm" mb="2">
          {say('debitCard.entry.lead')}
        </Text>
        <TextField {...form.text('name')} label={say('debitCard.entry.name')} autoComplete="cc-name" disabled={busy} />
        <TextField {...form.text('number')} label={say('debitCard.entry.number')} autoComplete="cc-number" inputMode="numeric" disabled={busy} maxLength={23} />
        {/* Inputs line up at the bottom when a label wraps on a phone. */}
        <Box display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }} columnGap="3" alignItems="end">
          <TextField
            {...form.text('expiry')}
            label={say('debitCard.entry.expiry')}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={say('debitCard.entry.expiryPlaceholder')}
            maxLength={5}
            disabled={busy}
          />
          <TextField {...form.text('cvc')} label={say('debitCard.entry.cvc')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} disabled={busy} />
          <TextField {...form.text('zip')} label={say('debitCard.entry.zip')} autoComplete="postal-code" inputMode="numeric" maxLength={5} disabled={busy} />
        </Box>
        <Button
          type="submit"
          size="md"
          colorPalette="brand"
          variant="outline"
          alignSelf="flex-start"
          loading={tokenizing}
          loadingText={say('debitCard.entry.checking')}
          disabled={busy}
        >
          {say('debitCard.entry.use')}
        </Button>
      </Stack>
    </form>
  );
}
