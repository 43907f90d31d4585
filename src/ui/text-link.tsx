import type { ReactNode } from 'react';
import { Link } from '@chakra-ui/react/link';
import { RouteLink } from './route-link.tsx';

/** A link to another page of the app, underlined in the brand colour (its words given, or by RichWords). */
export function TextLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Link asChild colorPalette="brand" variant="underline" fontWeight="semibold">
      <RouteLink href={href}>{children}</RouteLink>
    </Link>
  );
}
