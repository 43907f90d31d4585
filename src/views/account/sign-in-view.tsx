// /sign-in, the brand's front door: the promise of the product beside the sign-in card. The card holds the
// e-mail and password form, or the login-code step when the server asks for one.
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useAppSelector } from '../app-actor.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { useAccountSelector } from './account-actor.ts';
import { LoginCodeStep } from './login-code-step.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { say } from './parts/words.ts';

const PROMISES = ['account.signIn.promise.terms', 'account.signIn.promise.paydays', 'account.signIn.promise.payOff'];

export function SignInView({ heading }: RoutedViewProps) {
  const portfolioName = useAppSelector((snapshot) => snapshot.context.portfolio?.portfolioName);
  const codeStep = useAccountSelector((snapshot) => snapshot.matches({ signIn: 'code' }));
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: 8, md: 16 }} align={{ base: 'stretch', md: 'center' }} minH={{ md: '30rem' }}>
      <Stack flex="1.1" gap={{ base: 5, md: 7 }} color="brand.contrast" display={{ base: codeStep ? 'none' : 'flex', md: 'flex' }}>
        <Text fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" lineHeight="short" letterSpacing="tight" maxW="30rem">
          {say('account.signIn.headline')}
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
              <Text>{say(promise)}</Text>
            </Flex>
          ))}
        </Stack>
      </Stack>

      <Box flex="0.9" bg="bg" color="fg" borderRadius="l3" boxShadow="lg" p={{ base: 6, md: 10 }} borderTopWidth="4px" borderTopColor="accent.solid">
        <Stack gap="5">
          {heading}
          {codeStep ? <LoginCodeStep /> : <SignInForm portfolioName={portfolioName ?? ''} />}
        </Stack>
      </Box>
    </Flex>
  );
}
