import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { BrandMark } from './brand-mark.tsx';
import { RouteLink } from './route-link.tsx';

export type TopBarProps = {
  portfolioName: string;
  faviconUrl: string;
  /** Transparent lets the page's brand background show through (welcome, sign-in); solid elsewhere. */
  look: 'transparent' | 'solid';
};

export function TopBar({ portfolioName, faviconUrl, look }: TopBarProps) {
  return (
    <Box as="header" bg={look === 'solid' ? 'brand.solid' : 'transparent'} color="brand.contrast" data-top-bar={look}>
      <Flex maxW="page" mx="auto" h="16" px={{ base: 4, md: 8 }} align="center">
        <RouteLink href="/" aria-label={`${portfolioName}, home`} style={{ color: 'inherit', textDecoration: 'none', borderRadius: 6 }}>
          <BrandMark name={portfolioName} faviconUrl={faviconUrl} />
        </RouteLink>
      </Flex>
    </Box>
  );
}
