// The top bar a borrower meets (issue 18, defect 13): signed out (the brand alone), signed in (their pages, the
// current one marked, and the account menu), the account menu open, and on a phone the Menu button open. Both
// brands' names here; the colours follow the toolbar's brand.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { PORTFOLIO_110, PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import { TopBar } from '#src/ui/top-bar.tsx';
import { SignedInNav, type SignedInNavProps } from '../signed-in-nav.tsx';

type HeaderProps = { brand: 110 | 118; nav: SignedInNavProps | null };

/** The bar over a page's tint, with room below it for an open menu. */
function Header({ brand, nav }: HeaderProps) {
  const portfolio = brand === 110 ? PORTFOLIO_110 : PORTFOLIO_118;
  return (
    <Box minH="26rem" bg="bg.subtle">
      <TopBar portfolioName={portfolio.portfolioName} faviconUrl={portfolio.faviconUrl} look="solid" nav={nav && <SignedInNav {...nav} />} />
      <Box as="main" maxW="page" mx="auto" px={{ base: 4, md: 8 }} py="8">
        <Text>The page.</Text>
      </Box>
    </Box>
  );
}

const HOME = { label: 'Home', href: '/home', current: true };
const LOAN = { label: 'Loan details', href: '/repayment/loan-details', current: false };
const CHANGE_PASSWORD = { label: 'Change password', href: '/change-password', current: false };
const signedIn = (extra: Partial<SignedInNavProps> = {}): SignedInNavProps => ({
  links: [HOME, LOAN],
  changePassword: CHANGE_PASSWORD,
  onSignOut: () => {},
  variant: 'desktop',
  ...extra,
});

const meta = {
  title: 'UI/Signed-in header',
  component: Header,
  args: { brand: 118, nav: signedIn() },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut118: Story = { name: 'Signed out (Bluepeak)', args: { brand: 118, nav: null } };
export const SignedOut110: Story = { name: 'Signed out (Goldcrest)', args: { brand: 110, nav: null } };
export const SignedIn118: Story = { name: 'Signed in, on home (Bluepeak)', args: { brand: 118 } };
export const SignedIn110: Story = { name: 'Signed in, on home (Goldcrest)', args: { brand: 110 } };
export const OnLoanDetails: Story = {
  name: 'Signed in, on loan details (Bluepeak)',
  args: {
    brand: 118,
    nav: signedIn({
      links: [
        { ...HOME, current: false },
        { ...LOAN, current: true },
      ],
    }),
  },
};
export const AccountMenuOpen118: Story = { name: 'Account menu open (Bluepeak)', args: { brand: 118, nav: signedIn({ defaultOpen: 'account' }) } };
export const AccountMenuOpen110: Story = { name: 'Account menu open (Goldcrest)', args: { brand: 110, nav: signedIn({ defaultOpen: 'account' }) } };
export const PhoneMenuOpen118: Story = {
  name: 'Phone: the Menu open (Bluepeak)',
  args: { brand: 118, nav: signedIn({ variant: 'phone', defaultOpen: 'menu' }) },
};
export const PhoneMenuOpen110: Story = {
  name: 'Phone: the Menu open (Goldcrest)',
  args: { brand: 110, nav: signedIn({ variant: 'phone', defaultOpen: 'menu' }) },
};
export const PhoneClosed: Story = { name: 'Phone: the Menu closed (Goldcrest)', args: { brand: 110, nav: signedIn({ variant: 'phone' }) } };
