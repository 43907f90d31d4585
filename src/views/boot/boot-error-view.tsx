import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CardActions } from '#src/ui/card-actions.tsx';
import { say } from '#src/ui/words.ts';

export type BootErrorViewProps = {
  /** Why the start failed, as the server or the client said it. */
  reason: string | null;
  onRetry: () => void;
};

/** The site could not start (no date pattern, holidays or brand): say so plainly and offer to try again. */
export function BootErrorView({ reason, onRetry }: BootErrorViewProps) {
  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" bg="bg.subtle" px="4">
      <Box maxW="prose" w="full" bg="bg" borderRadius="l3" boxShadow="md" p={{ base: 6, md: 10 }}>
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {say('shell.boot.title')}
          </Heading>
          <Text fontSize="md" color="fg.muted">
            {say('shell.boot.lead')}
          </Text>
          {reason && (
            <Text color="fg.muted" data-boot-error="">
              {say('shell.boot.details', { reason })}
            </Text>
          )}
          <CardActions>
            <Button size="lg" colorPalette="brand" onClick={onRetry}>
              {say('shell.boot.retry')}
            </Button>
          </CardActions>
        </Stack>
      </Box>
    </Box>
  );
}
