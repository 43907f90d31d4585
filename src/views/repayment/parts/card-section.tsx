// Paying by debit card: the card entered in this visit ("Visa ending in 4242", with a way to use another), or
// the card form. The card goes to the card processor (tokenize-card), never to our loan calls: only its
// token, brand and last four come back. Its own form, beside the payment's (forms cannot nest). CardEntry is
// the part without a flow, which the coupon flow and the disbursement wizard's repayment mode step use too.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { CardOnFile } from '#machines/repayment/types.ts';
import { tokenizeCard } from '#src/api/contract/repayment.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { useStepForm } from '#src/ui/forms/use-step-form.ts';
import { useRepaymentActor, useRepaymentSelector, isTokenizing } from '../repayment-actor.ts';
import { say } from './words.ts';

export type CardValues = { name: string; number: string; expiry: string; cvc: string; zip: string };
const EMPTY: CardValues = { name: '', number: '', expiry: '', cvc: '', zip: '' };

/** The repayment flow's card: what its machine knows of it, and the events it takes. */
export function CardSection({ disabled }: { disabled: boolean }) {
  const actor = useRepaymentActor();
  const card = useRepaymentSelector((snapshot) => snapshot.context.card);
  const cardError = useRepaymentSelector((snapshot) => snapshot.context.cardError);
  const tokenizing = useRepaymentSelector(isTokenizing);
  return (
    <CardEntry
      card={card}
      cardError={cardError}
      tokenizing={tokenizing}
      disabled={disabled}
      onSubmit={(values) => actor.send({ type: 'card.submit', ...values })}
      onChange={() => actor.send({ type: 'card.change' })}
    />
  );
}

export type CardEntryProps = {
  /** What is shown of the card entered (the wizard's card saved before has no token here). */
  card: Pick<CardOnFile, 'brand' | 'last4' | 'expiry'> | null;
  cardError: string | null;
  tokenizing: boolean;
  disabled: boolean;
  onSubmit: (values: CardValues) => void;
  onChange: () => void;
};

/** The card entered, or its form: for any flow that takes a debit card (repayment, coupons). */
export function CardEntry({ card, cardError, tokenizing, disabled, onSubmit, onChange }: CardEntryProps) {
  return (
    <Box borderWidth="1px" borderColor={cardError ? 'border.error' : 'border'} borderRadius="l2" p={{ base: 4, md: 5 }} bg="bg.subtle" data-card-section="">
      <Stack gap="3">
        <Heading as="h2" id="card-title" fontSize="lg" fontWeight="bold">
          {say('repayment.card.title')}
        </Heading>
        {cardError && <Notice tone="error">{cardError}</Notice>}
        {card ? (
          <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3" data-card-on-file={card.last4}>
            <Text fontSize="md">
              <strong>{say('repayment.card.onFile', { brand: card.brand, last4: card.last4 })}</strong>
              <Text as="span" color="fg.muted">
                {' '}
                {say('repayment.card.expires', { expiry: card.expiry })}
              </Text>
            </Text>
            <Button variant="outline" colorPalette="brand" size="md" disabled={disabled} onClick={onChange}>
              {say('repayment.card.another')}
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
          {say('repayment.card.lead')}
        </Text>
        <TextField {...form.text('name')} label={say('repayment.card.name')} autoComplete="cc-name" disabled={busy} />
        <TextField {...form.text('number')} label={say('repayment.card.number')} autoComplete="cc-number" inputMode="numeric" disabled={busy} maxLength={23} />
        {/* Inputs line up at the bottom when a label wraps on a phone. */}
        <Box display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }} columnGap="3" alignItems="end">
          <TextField
            {...form.text('expiry')}
            label={say('repayment.card.expiry')}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={say('repayment.card.expiryPlaceholder')}
            maxLength={5}
            disabled={busy}
          />
          <TextField {...form.text('cvc')} label={say('repayment.card.cvc')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} disabled={busy} />
          <TextField {...form.text('zip')} label={say('repayment.card.zip')} autoComplete="postal-code" inputMode="numeric" maxLength={5} disabled={busy} />
        </Box>
        <Button
          type="submit"
          size="md"
          colorPalette="brand"
          variant="outline"
          alignSelf="flex-start"
          loading={tokenizing}
          loadingText={say('repayment.card.checking')}
          disabled={busy}
        >
          {say('repayment.card.use')}
        </Button>
      </Stack>
    </form>
  );
}
