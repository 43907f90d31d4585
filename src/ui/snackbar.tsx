import { Box } from '@chakra-ui/react/box';
import { say } from './words.ts';

export type SnackbarProps = {
  message: string;
  kind: 'error' | 'info' | 'success';
  onDismiss: () => void;
  /** A named button instead of the close cross (the signature's OK, which goes home at once). */
  actionLabel?: string;
};

/** The popup message at the bottom of the screen: red for errors, dark grey otherwise, green for success (spec section 2). */
export function Snackbar({ message, kind, onDismiss, actionLabel }: SnackbarProps) {
  return (
    <Box position="fixed" insetX="0" bottom="6" zIndex="snackbar" display="flex" justifyContent="center" px="4" pointerEvents="none">
      <Box
        role={kind === 'error' ? 'alert' : 'status'}
        data-kind={kind}
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
        bg={`snackbar.${kind}`}
        color="white"
        fontSize="sm"
      >
        <Box as="span" flex="1">
          {message}
        </Box>
        <Box
          as="button"
          onClick={onDismiss}
          aria-label={actionLabel ? undefined : say('shell.snackbar.dismiss')}
          px={actionLabel ? '3' : undefined}
          fontWeight={actionLabel ? 'bold' : undefined}
          minW="10"
          h="10"
          borderRadius="l2"
          fontSize="lg"
          lineHeight="1"
          cursor="button"
          _hover={{ bg: 'rgba(255, 255, 255, 0.16)' }}
          _focusVisible={{ outline: '2px solid white', outlineOffset: '-4px' }}
        >
          {actionLabel ?? '×'}
        </Box>
      </Box>
    </Box>
  );
}
