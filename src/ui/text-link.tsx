import type { ReactNode } from 'react';
import { Link } from '@chakra-ui/react/link';
import { RouteLink } from './route-link.tsx';

/**
 * A link to another page of the app, underlined in the brand colour (its words given, or by RichWords). `label`:
 * its name for a screen reader when the words alone do not say which (it starts with the words shown).
 */
export function TextLink({ href, children, label }: { href: string; children?: ReactNode; label?: string }) {
  return (
    <Link asChild colorPalette="brand" variant="underline" fontWeight="semibold">
      <RouteLink href={href} aria-label={label}>
        {children}
      </RouteLink>
    </Link>
  );
}
