// A call that failed where its answer would show (a page's content, a panel of the home page, an e-mailed link being
// checked): the reason, read out at once, and "Try again", which sends the flow's one retry (machines/kit/retry.ts).
// A page that could not load at all shows the reason in its frame and RetryButton instead.
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { say } from './words.ts';

export function RetryAlert({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  return (
    <Stack gap="3" role="alert">
      <Text color="fg.error" fontWeight="semibold">
        {error}
      </Text>
      <Button alignSelf="flex-start" colorPalette="brand" variant="outline" onClick={onRetry}>
        {say('shell.retry.tryAgain')}
      </Button>
    </Stack>
  );
}

export type LoadingStatusProps = {
  /** What is being waited for ('Loading your account…'), said as a status. */
  words: string;
  /** Why it failed: the alert and its retry instead of the status. */
  error: string | null;
  onRetry: () => void;
};

/** While a page's content loads: what it waits for; once the load failed, the reason and a retry. Never a blank card. */
export function LoadingStatus({ words, error, onRetry }: LoadingStatusProps) {
  if (error) return <RetryAlert error={error} onRetry={onRetry} />;
  return (
    <Text role="status" fontSize="md">
      {words}
    </Text>
  );
}

/** While an e-mailed link is being checked (the accounts flow's links, the resource links), and when it could not be (offline). */
export function LinkChecking({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  return <LoadingStatus words={say('shell.link.checking')} error={error} onRetry={onRetry} />;
}
