// /welcome: the consent screen, and under it "What would it cost?" (issue 16): a button that downloads the
// calculator (its machine, view and call, ./cost-calculator.tsx) only when the visitor presses it.
import { Suspense, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ConsentView } from '#src/views/account/consent-view.tsx';
import type { RoutedViewProps } from '#src/views/routed-view.ts';
import { say } from '#src/ui/words.ts';
import { lazyComponent } from './chunk-load.ts';

const CostCalculator = lazyComponent(() => import('./cost-calculator.tsx').then((module) => module.CostCalculator));

export function WelcomeView(props: RoutedViewProps) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="6" w="full">
      <ConsentView {...props} />
      {open ? (
        <Suspense
          fallback={
            <Text role="status" textAlign="center">
              {say('shell.welcome.calculatorLoading')}
            </Text>
          }
        >
          <CostCalculator />
        </Suspense>
      ) : (
        <Box textAlign="center">
          <Button variant="outline" colorPalette="brand" bg="bg" size="lg" aria-expanded={false} onClick={() => setOpen(true)}>
            {say('shell.welcome.calculator')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
