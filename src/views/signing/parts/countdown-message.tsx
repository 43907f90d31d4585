// After a signature: the green message at the bottom of the screen, 'All set. You will be redirected to the
// home page after ? seconds.', counting down from 5; its OK goes home at once (spec sections 2 and 9).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { COUNTDOWN_MESSAGE } from './wording.ts';

export function CountdownMessage({ secondsLeft, onOk }: { secondsLeft: number; onOk: () => void }) {
  return (
    <Box position="fixed" insetX="0" bottom="6" zIndex="snackbar" display="flex" justifyContent="center" px="4" pointerEvents="none">
      <Box
        role="status"
        data-kind="success"
        pointerEvents="auto"
        display="flex"
        alignItems="center"
        gap="3"
        maxW="prose"
        minH="12"
        pl="4"
        pr="2"
        py="2"
        borderRadius="l2"
        boxShadow="lg"
        bg="green.700"
        color="white"
        fontSize="md"
      >
        <Box as="span" flex="1" data-countdown={secondsLeft}>
          {COUNTDOWN_MESSAGE(secondsLeft)}
        </Box>
        <Button
          size="sm"
          variant="outline"
          color="white"
          borderColor="white"
          borderWidth="2px"
          minW="12"
          _hover={{ bg: 'rgba(255, 255, 255, 0.16)' }}
          _focusVisible={{ outline: '3px solid #FFBF47', outlineOffset: '2px' }}
          onClick={onOk}
        >
          OK
        </Button>
      </Box>
    </Box>
  );
}
