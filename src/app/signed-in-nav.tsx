// The signed-in borrower's way around the account, in the top bar (issue 18, defect 13): their pages as links
// (the current one aria-current="page") and an account menu (change password, sign out); on a phone one "Menu"
// button opens all of them. Every link goes through the app's routing (RouteLink), never a full page load. The
// menus are Chakra (Ark) menus: opened by click, Enter, Space or the arrow keys, moved through with the arrows,
// closed with Escape; rendered inside the header (no portal) so they stay in its landmark.
// Ark's menu (what Chakra's wraps; our system has no menu recipe) with Chakra's style props: it and its Zag
// machinery stay in this chunk, which the shell loads only for a signed-in page (signed-in-header.tsx), never
// on /sign-in (Chakra's own menu would sit in the ui-kit chunk every first page loads).
import type { ReactNode } from 'react';
import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Box } from '@chakra-ui/react/box';
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import { RouteLink } from '#src/ui/route-link.tsx';
import { say } from '#src/ui/words.ts';

const Menu = {
  Root: ArkMenu.Root,
  Trigger: ArkMenu.Trigger,
  Positioner: chakra(ArkMenu.Positioner),
  Content: chakra(ArkMenu.Content),
  // A link item is the link itself (asChild handed on to Ark, which makes the <a> its menu item).
  Item: chakra(ArkMenu.Item, {}, { forwardAsChild: true }),
  Separator: chakra(ArkMenu.Separator),
};

export type NavLinkItem = { label: string; href: string; current: boolean };

export type SignedInNavProps = {
  /** The borrower's pages, in order (Home first). */
  links: readonly NavLinkItem[];
  /** The account menu's change-password link. */
  changePassword: NavLinkItem;
  /** Signs out (the app: with the home page's own event); absent, the menu has no Sign out. */
  onSignOut?: () => void;
  /** Stories: which layout regardless of the screen ('responsive': links from md up, the Menu button below). */
  variant?: 'responsive' | 'desktop' | 'phone';
  /** Stories: a menu open from the start. */
  defaultOpen?: 'account' | 'menu';
};

const SHOW = {
  responsive: { desktop: { base: 'none', md: 'flex' }, phone: { base: 'flex', md: 'none' } },
  desktop: { desktop: 'flex', phone: 'none' },
  phone: { desktop: 'none', phone: 'flex' },
} as const;

/** The trigger of a menu on the brand's colour: outlined in the bar's own text colour. */
function BarButton({ children, ...rest }: ButtonProps) {
  return (
    <Button
      variant="outline"
      size="md"
      color="brand.contrast"
      borderColor="brand.contrast"
      bg="transparent"
      _hover={{ bg: 'transparent', textDecoration: 'underline' }}
      _expanded={{ bg: 'transparent', textDecoration: 'underline' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.contrast', outlineOffset: '2px' }}
      {...rest}
    >
      {children}
    </Button>
  );
}

const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  borderRadius: 'l2',
  color: 'fg',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  css: { '&[data-highlighted]': { bg: 'brand.subtle' }, '&[aria-current=page]': { fontWeight: 'semibold' } },
} as const;

function MenuLink({ item }: { item: NavLinkItem }) {
  return (
    <Menu.Item value={item.href} asChild {...itemStyle}>
      <RouteLink href={item.href} aria-current={item.current ? 'page' : undefined}>
        {item.label}
      </RouteLink>
    </Menu.Item>
  );
}

/** A menu of links (and Sign out), opened by its trigger; its content drops below, aligned to the trigger's end. */
function NavMenu({ label, defaultOpen, children, onSignOut }: { label: string; defaultOpen: boolean; children: ReactNode; onSignOut?: () => void }) {
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      // The content only while open: two closed menus (the desktop's and the phone's, one of them hidden) were
      // rendered with the signed-in page's first render, in its longest task (issue 15).
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      onSelect={({ value }) => {
        if (value === 'sign-out') onSignOut?.();
      }}
    >
      <Menu.Trigger asChild>
        <BarButton>{label}</BarButton>
      </Menu.Trigger>
      <Menu.Positioner zIndex="snackbar">
        <Menu.Content
          bg="bg"
          color="fg"
          minW="14rem"
          p="1"
          borderRadius="l3"
          borderWidth="1px"
          borderColor="border"
          boxShadow="lg"
          outline="none"
          fontSize="md"
        >
          {children}
          {onSignOut && (
            <>
              <Menu.Separator my="1" borderTopWidth="1px" borderColor="border" />
              <Menu.Item value="sign-out" {...itemStyle}>
                {say('shell.nav.signOut')}
              </Menu.Item>
            </>
          )}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

export function SignedInNav({ links, changePassword, onSignOut, variant = 'responsive', defaultOpen }: SignedInNavProps) {
  const show = SHOW[variant];
  return (
    <Box as="nav" aria-label={say('shell.nav.name')} ml="auto" data-signed-in-nav="">
      {/* From md up: the pages as links, then the account menu. */}
      <Flex display={show.desktop} align="center" gap="2">
        <Flex as="ul" listStyleType="none" align="center" gap="1" m="0" p="0">
          {links.map((link) => (
            <li key={link.href}>
              <RouteLink
                href={link.href}
                aria-current={link.current ? 'page' : undefined}
                style={{ color: 'inherit', textDecoration: 'none', display: 'inline-flex', borderRadius: 6 }}
              >
                <Box
                  as="span"
                  display="inline-flex"
                  alignItems="center"
                  h="10"
                  px="3"
                  fontSize="md"
                  fontWeight={link.current ? 'semibold' : 'medium'}
                  color="brand.contrast"
                  borderBottomWidth="3px"
                  borderColor={link.current ? 'brand.contrast' : 'transparent'}
                  _hover={{ textDecoration: 'underline' }}
                >
                  {link.label}
                </Box>
              </RouteLink>
            </li>
          ))}
        </Flex>
        <NavMenu label={say('shell.nav.account')} defaultOpen={defaultOpen === 'account'} onSignOut={onSignOut}>
          <MenuLink item={changePassword} />
        </NavMenu>
      </Flex>
      {/* Below md: one Menu button with the pages and the account's items. */}
      <Flex display={show.phone} align="center">
        <NavMenu label={say('shell.nav.menu')} defaultOpen={defaultOpen === 'menu'} onSignOut={onSignOut}>
          {links.map((link) => (
            <MenuLink key={link.href} item={link} />
          ))}
          <Menu.Separator my="1" borderTopWidth="1px" borderColor="border" />
          <MenuLink item={changePassword} />
        </NavMenu>
      </Flex>
    </Box>
  );
}
