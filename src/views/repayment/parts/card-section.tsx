// Paying by debit card on the repayment pages: the shared card entry (src/ui/debit-card/card-entry.tsx) fed with
// what the repayment flow's machine knows of the card, sending it the card's events. The card goes to the card
// processor (tokenize-card), never to our loan calls: only its token, brand and last four come back.
import { CardEntry } from '#src/ui/debit-card/card-entry.tsx';
import { useRepaymentActor, useRepaymentSelector, isTokenizing } from '../repayment-actor.ts';

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
