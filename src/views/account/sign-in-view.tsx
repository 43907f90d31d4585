// /sign-in, the brand's front door. The e-mail and password form arrives with the accounts flow; until then
// the page says so and puts the visitor in touch with a person, rather than showing a form that does nothing.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { telHref } from '#src/ui/contact.ts';
import { useAppSelector } from '../app-actor.ts';
import type { RoutedViewProps } from '../routed-view.ts';

const PROMISES = [
  'See your APR, finance charge and every payment before you sign.',
  'Payments fall on your paydays and are collected from your bank account.',
  'Pay off early whenever you like, right from your account.',
];

export function SignInView({ heading }: RoutedViewProps) {
  const portfolio = useAppSelector((snapshot) => snapshot.context.portfolio);
  if (!portfolio) return null;
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: 8, md: 16 }} align={{ base: 'stretch', md: 'center' }} minH={{ md: '30rem' }}>
      <Stack flex="1.1" gap={{ base: 5, md: 7 }} color="brand.contrast">
        <Text fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" lineHeight="short" letterSpacing="tight" maxW="30rem">
          Installment loans with clear terms, repaid on your paydays.
        </Text>
        <Stack as="ul" gap="3" listStyleType="none" fontSize="md">
          {PROMISES.map((promise) => (
            <Flex as="li" key={promise} gap="3" align="flex-start">
              <Box
                aria-hidden="true"
                colorPalette="accent"
                flexShrink="0"
                display="flex"
                alignItems="center"
                justifyContent="center"
                w="6"
                h="6"
                mt="0.5"
                borderRadius="full"
                bg="colorPalette.solid"
                color="colorPalette.contrast"
                fontSize="xs"
                fontWeight="bold"
              >
                ✓
              </Box>
              <Text>{promise}</Text>
            </Flex>
          ))}
        </Stack>
      </Stack>

      <Box flex="0.9" bg="bg" color="fg" borderRadius="l3" boxShadow="lg" p={{ base: 6, md: 10 }} borderTopWidth="4px" borderTopColor="accent.solid">
        <Stack gap="5">
          {heading}
          <Text fontSize="md" color="fg.muted">
            Welcome back to {portfolio.portfolioName}. Signing in online will open on this page shortly. Until then, our customer service team
            can help you with an application or a loan.
          </Text>
          <Button asChild size="lg" colorPalette="brand" w="full">
            <a href={telHref(portfolio.customerServicePhone)}>Call {portfolio.customerServicePhone}</a>
          </Button>
          <Text color="fg.muted" textAlign="center">
            or write to{' '}
            <Link href={`mailto:${portfolio.customerServiceEmail}`} colorPalette="brand" variant="underline">
              {portfolio.customerServiceEmail}
            </Link>
          </Text>
        </Stack>
      </Box>
    </Flex>
  );
}
