import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link } from '@chakra-ui/react/link';
import { telHref } from './contact.ts';

export type FooterProps = {
  legalName: string;
  customerServicePhone: string;
  customerServiceEmail: string;
};

/** Who the lender is and how to reach a person: on every page but the signature step. */
export function Footer({ legalName, customerServicePhone, customerServiceEmail }: FooterProps) {
  return (
    <Box as="footer" bg="bg" borderTopWidth="1px" borderColor="border" color="fg.muted" py="8">
      <Stack maxW="page" mx="auto" px={{ base: 4, md: 8 }} gap="2">
        <Text fontWeight="semibold" color="fg">
          {legalName}
        </Text>
        <Text>
          Questions about an application or a loan? Call customer service at{' '}
          <Link href={telHref(customerServicePhone)} colorPalette="brand" variant="underline">
            {customerServicePhone}
          </Link>{' '}
          or write to{' '}
          <Link href={`mailto:${customerServiceEmail}`} colorPalette="brand" variant="underline">
            {customerServiceEmail}
          </Link>
          .
        </Text>
      </Stack>
    </Box>
  );
}
