// A debit card typed into one of our forms (the wizard's repayment mode, a way to pay, a coupon's schedule) goes to
// the sandbox card processor, never to the loan calls: only its token, brand and last four come back. The same
// state in every flow that takes a card; the flow names its own `rememberCard` and `rememberCardError`.
import type { CallRequest } from '#src/api/contract/define-call.ts';
import type { tokenizeCard } from '#src/api/contract/repayment.ts';

/** What the card form sends to the card processor. */
export type CardForm = CallRequest<typeof tokenizeCard>;

/** The tag of the card's state while it is on its way (a flow adds it: `{ ...tokenizingCard, tags: [CARD_TOKENIZING] }`), read by views. */
export const CARD_TOKENIZING = 'card.tokenizing' as const;

/** The card on its way to the card processor (entered by `card.submit`); back to `idle`, remembered or refused. */
export const tokenizingCard = {
  invoke: {
    id: 'tokenizeCard',
    src: 'tokenizeCard' as const,
    input: ({ event }: { event: { type: string } }): CardForm => {
      if (event.type !== 'card.submit') throw new Error(`tokenizing starts with card.submit, not ${event.type}`);
      const { type: _type, ...card } = event as { type: 'card.submit' } & CardForm;
      return card;
    },
    onDone: { target: 'idle', actions: 'rememberCard' as const },
    onError: { target: 'idle', actions: 'rememberCardError' as const },
  },
};
