// The plan's total as the borrower types, against the amount of the offer: what is left to plan or what is
// too much, read out politely as it changes. Its id is the payments' field id, so the error summary's link
// for a plan that does not add up lands here.
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { formatCurrency } from '#src/domain/format.ts';
import { say } from '../words.ts';

export function PlanTotal({ id, typedCents, settlementCents }: { id: string; typedCents: number; settlementCents: number }) {
  const left = settlementCents - typedCents;
  const status =
    left === 0
      ? say('coupon.total.exact')
      : left > 0
        ? say('coupon.total.left', { amount: formatCurrency(left) })
        : say('coupon.total.over', { amount: formatCurrency(-left) });
  return (
    <Box
      id={id}
      tabIndex={-1}
      display="flex"
      flexWrap="wrap"
      justifyContent="space-between"
      gap="2"
      borderTopWidth="2px"
      borderColor="border"
      pt="3"
      outline="none"
      data-plan-total={typedCents}
    >
      <Text fontSize="md" fontWeight="bold">
        {say('coupon.total.of', { typed: formatCurrency(typedCents), settlement: formatCurrency(settlementCents) })}
      </Text>
      <Text fontSize="md" color={left === 0 ? 'fg.success' : 'fg.error'} fontWeight="semibold" aria-live="polite">
        {status}
      </Text>
    </Box>
  );
}
