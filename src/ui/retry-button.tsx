// The Retry of a page whose data could not be loaded: busy while the flow loads again.
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { say } from './words.ts';

export function RetryButton({ loading, onRetry, ...rest }: { loading: boolean; onRetry: () => void } & Omit<ButtonProps, 'onClick' | 'loading'>) {
  return (
    <Button size="lg" colorPalette="brand" loading={loading} loadingText={say('shell.retry.loading')} onClick={onRetry} {...rest}>
      {say('shell.retry.button')}
    </Button>
  );
}
