import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import type { LenderLicence } from '#src/api/contract/legal.ts';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { Footer } from './footer.tsx';
import { TopBar } from './top-bar.tsx';

export type LayoutProps = {
  portfolio: Pick<Portfolio, 'portfolioName' | 'faviconUrl' | 'legalName' | 'customerServicePhone' | 'customerServiceEmail'>;
  topBar: 'transparent' | 'solid';
  footer: boolean;
  /** A dark page: the brand colour behind the content. */
  dark?: boolean;
  /** The lender's state licences for the footer (null until loaded). */
  licences?: readonly LenderLicence[] | null;
  /** The signed-in header's navigation, in the top bar (none on signed-out pages). */
  nav?: ReactNode;
  children: ReactNode;
};

/**
 * Top bar, page, footer. Pages with a transparent top bar stand on the brand's own colour, which runs up
 * behind the bar; the others on a light tint.
 */
export function Layout({ portfolio, topBar, footer, dark = false, licences = null, nav, children }: LayoutProps) {
  const onBrand = topBar === 'transparent' || dark;
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Flex direction="column" flex="1" bgGradient={onBrand ? 'to-br' : undefined} gradientFrom="brand.solid" gradientTo="brand.800">
        <TopBar portfolioName={portfolio.portfolioName} faviconUrl={portfolio.faviconUrl} look={topBar} nav={nav} />
        <Box as="main" flex="1" w="full" maxW="page" mx="auto" px={{ base: 4, md: 8 }} py={{ base: 6, md: 12 }}>
          {children}
        </Box>
      </Flex>
      {footer && (
        <Footer
          legalName={portfolio.legalName}
          customerServicePhone={portfolio.customerServicePhone}
          customerServiceEmail={portfolio.customerServiceEmail}
          licences={licences}
        />
      )}
    </Flex>
  );
}
