import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { say } from './parts/words.ts';

/** While an e-mailed link is being checked, and when it could not be (offline): never a blank card. */
export function LinkChecking({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  if (!error)
    return (
      <Text role="status" fontSize="md">
        {say('account.link.checking')}
      </Text>
    );
  return (
    <Stack gap="3" role="alert">
      <Text color="fg.error" fontWeight="semibold">
        {error}
      </Text>
      <Button alignSelf="flex-start" colorPalette="brand" variant="outline" onClick={onRetry}>
        {say('account.common.tryAgain')}
      </Button>
    </Stack>
  );
}
