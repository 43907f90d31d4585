// Whose loan it is: the collection portfolio's name with its colour, which may be another brand than the
// page's. Its colour is a stripe and a swatch, never a text colour, so any brand colour stays readable; the
// name is the page's ink.
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { CouponDetails } from '#src/api/contract/coupon.ts';
import { RichWords, say } from '../words.ts';

const HEX = /^#[0-9a-f]{6}$/i;

export function LenderMark({ details }: { details: Pick<CouponDetails, 'lenderName' | 'brandColor' | 'collectionLoanNo'> }) {
  const colour = HEX.test(details.brandColor) ? details.brandColor : 'var(--chakra-colors-border)';
  return (
    <Box display="flex" alignItems="stretch" gap="3" borderWidth="1px" borderColor="border" borderRadius="l2" overflow="hidden" data-lender="">
      <Box w="2" flexShrink="0" style={{ background: colour }} aria-hidden="true" />
      <Stack gap="0" py="3" pe="4" minW="0">
        <Text fontSize="sm" color="fg.muted">
          {say('coupon.lender.yourLoanWith')}
        </Text>
        <Text fontSize="lg" fontWeight="bold" data-lender-name="">
          {details.lenderName}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <RichWords id="coupon.lender.loanNumber" values={{ loanNo: details.collectionLoanNo }} parts={[<strong data-collection-loan="" />]} />
        </Text>
      </Stack>
    </Box>
  );
}
