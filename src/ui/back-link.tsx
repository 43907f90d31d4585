// The page's way back (its meta.back), above its card: it stands on the page's background, the brand's colour on
// every page (Layout), so it takes the colour the brand's text takes there, as the top bar's does.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { RouteLink } from './route-link.tsx';

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Box px={{ base: 1, md: 0 }}>
      <Link
        asChild
        variant="underline"
        fontWeight="semibold"
        fontSize="md"
        color="brand.contrast"
        _hover={{ color: 'brand.contrast' }}
        focusRingColor="brand.contrast"
        data-back-link=""
      >
        <RouteLink href={href}>{children}</RouteLink>
      </Link>
    </Box>
  );
}
