import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import type { LenderLicence } from '#src/api/contract/legal.ts';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { BackLink } from './back-link.tsx';
import { Footer } from './footer.tsx';
import { TopBar } from './top-bar.tsx';

export type LayoutProps = {
  portfolio: Pick<Portfolio, 'portfolioName' | 'faviconUrl' | 'legalName' | 'customerServicePhone' | 'customerServiceEmail'>;
  topBar: 'transparent' | 'solid';
  footer: boolean;
  /** The spec's dark page (route meta): every page now stands on the brand's colour, this one too. */
  dark?: boolean;
  /** The lender's state licences for the footer (null until loaded). */
  licences?: readonly LenderLicence[] | null;
  /** The content's width, chosen by the page (route meta): one form card, or the page's full width (default). */
  width?: 'narrow' | 'wide';
  /** The signed-in header's navigation, in the top bar (none on signed-out pages). */
  nav?: ReactNode;
  /** Where the page's way back leads (route meta `back`): drawn above the page, none without one. */
  back?: string;
  children: ReactNode;
};

/**
 * Top bar, page, footer. Every page stands on one background, the brand's own colour (issue 18, defect 10: it
 * changed from the brand's colour to a light grey and back between pages); cards are white on it, and what stands
 * beside them (the way back: BackLink) takes the brand's text colour. A transparent top bar lets the colour run
 * up behind it (welcome, sign-in); the spec's dark pages are as dark as every page. The way back of a page with a
 * back target stands above it, the same on every page (the frames below it draw none).
 */
export function Layout({ portfolio, topBar, footer, width = 'wide', licences = null, nav, back, children }: LayoutProps) {
  return (
    <Flex direction="column" bg="bg.subtle">
      {/* The page fills the screen and the footer starts below it: the footer's licences arrive after the page
          shows, and a footer held at the bottom of a short page would move up as they came (a layout shift). */}
      <Flex direction="column" minH="100dvh" bgGradient="to-br" gradientFrom="brand.solid" gradientTo="brand.800" data-page-background="">
        <TopBar portfolioName={portfolio.portfolioName} faviconUrl={portfolio.faviconUrl} look={topBar} nav={nav} />
        <Box as="main" flex="1" w="full" maxW="page" mx="auto" px={{ base: 4, md: 8 }} py={{ base: 6, md: 12 }}>
          {/* The page's width is the layout's, from the page's meta: the frames inside fill it. */}
          <Box w="full" maxW={width === 'narrow' ? 'narrow' : 'page'} mx="auto" data-page-width={width}>
            {back && <BackLink href={back} />}
            {children}
          </Box>
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
