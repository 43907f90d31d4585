// The Retry of a page whose data could not be loaded: busy while the flow loads again.
import { Button, type ButtonProps } from '@chakra-ui/react/button';

export function RetryButton({ loading, onRetry, ...rest }: { loading: boolean; onRetry: () => void } & Omit<ButtonProps, 'onClick' | 'loading'>) {
  return (
    <Button size="lg" colorPalette="brand" loading={loading} loadingText="Loading…" onClick={onRetry} {...rest}>
      Retry
    </Button>
  );
}
