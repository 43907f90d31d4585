import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CardActions } from '#src/ui/card-actions.tsx';
import { useAppActor, useAppSelector } from '../app-actor.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import type { RouteEnterEvent } from '#machines/kit/route-meta.ts';
import { notificationReaderOf } from '#machines/app/notification-codes.ts';
import { NOTIFICATION_CONTENT, offeredActions, type NotificationTone } from './notification-content.ts';

const TONE: Record<NotificationTone, { palette: string; symbol: string }> = {
  success: { palette: 'brand', symbol: '✓' },
  progress: { palette: 'brand', symbol: '…' },
  attention: { palette: 'accent', symbol: '!' },
};

/** One way on from a result page: a visit the app machine routes, enabled while the machine takes it. */
function ActionButton({ label, event, primary }: { label: string; event: RouteEnterEvent; primary: boolean }) {
  const actor = useAppActor();
  const can = useAppSelector((snapshot) => snapshot.can(event));
  return (
    <Button size="lg" colorPalette="brand" variant={primary ? 'solid' : 'outline'} disabled={!can} onClick={() => actor.send(event)}>
      {label}
    </Button>
  );
}

export function NotificationView({ heading }: RoutedViewProps) {
  const code = useAppSelector((snapshot) => snapshot.context.notificationCode);
  // Signed in or not, as the app machine decided when the page opened.
  const reader = useAppSelector(notificationReaderOf);
  if (code === null) return null;
  const content = NOTIFICATION_CONTENT[code];
  const tone = TONE[content.tone];
  return (
    <Box mt={{ base: 2, md: 10 }} bg="bg" borderRadius="l3" boxShadow="md" p={{ base: 6, md: 10 }} data-notification={code}>
      <Stack gap="5">
        <Box
          aria-hidden="true"
          colorPalette={tone.palette}
          display="flex"
          alignItems="center"
          justifyContent="center"
          w="14"
          h="14"
          borderRadius="full"
          bg="colorPalette.solid"
          color="colorPalette.contrast"
          fontSize="2xl"
          fontWeight="bold"
        >
          {tone.symbol}
        </Box>
        {heading}
        <Text fontSize="md" color="fg.muted">
          {content.messageFor(reader)}
        </Text>
        <CardActions>
          {offeredActions(content, reader).map(({ label, event }, index) => (
            <ActionButton key={label} label={label} event={event} primary={index === 0} />
          ))}
        </CardActions>
      </Stack>
    </Box>
  );
}
