import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { BrandMark } from './brand-mark.tsx';
import { RouteLink } from './route-link.tsx';

export type TopBarProps = {
  portfolioName: string;
  faviconUrl: string;
  /** Transparent lets the page's brand background show through (welcome, sign-in); solid elsewhere. */
  look: 'transparent' | 'solid';
  /** The signed-in borrower's navigation (SignedInNav), at the bar's end; none on signed-out pages. */
  nav?: ReactNode;
};

export function TopBar({ portfolioName, faviconUrl, look, nav }: TopBarProps) {
  return (
    <Box as="header" bg={look === 'solid' ? 'brand.solid' : 'transparent'} color="brand.contrast" data-top-bar={look}>
      <Flex maxW="page" mx="auto" h="16" px={{ base: 4, md: 8 }} align="center" gap="4">
        <RouteLink href="/" aria-label={`${portfolioName}, home`} style={{ color: 'inherit', textDecoration: 'none', borderRadius: 6 }}>
          <BrandMark name={portfolioName} faviconUrl={faviconUrl} />
        </RouteLink>
        {nav}
      </Flex>
    </Box>
  );
}
