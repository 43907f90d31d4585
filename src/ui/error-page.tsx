import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CardActions } from './card-actions.tsx';
import { RouteLink } from './route-link.tsx';
import { say } from './words.ts';

export type ErrorPageProps = {
  /** The page's <h1>, placed by the app. */
  heading: ReactNode;
  /** The status shown large, for sighted readers; the heading says it in words. */
  status: string;
  message: string;
};

/** /404, /403 and /500: what happened, in plain words, and a way home. */
export function ErrorPage({ heading, status, message }: ErrorPageProps) {
  return (
    <Box mt={{ base: 4, md: 12 }} bg="bg" borderRadius="l3" boxShadow="md" p={{ base: 6, md: 10 }}>
      <Stack gap="4">
        <Text aria-hidden="true" fontSize="4xl" fontWeight="bold" color="brand.fg" lineHeight="short">
          {status}
        </Text>
        {heading}
        <Text fontSize="md" color="fg.muted">
          {message}
        </Text>
        <CardActions>
          <Button asChild colorPalette="brand" size="lg">
            <RouteLink href="/home">{say('shell.error.home')}</RouteLink>
          </Button>
        </CardActions>
      </Stack>
    </Box>
  );
}
