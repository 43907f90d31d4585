// A link to a page of this app: react-router's <Link>, a real <a href> (open in a new tab, copy the address)
// whose plain click becomes a visit through the router, so the machines decide where it lands
// (URL -> machine, src/app/routing). Outside a router (a component's own story) it is a plain <a href>.
import type { AnchorHTMLAttributes } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

type RouteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export function RouteLink({ href, ...anchor }: RouteLinkProps) {
  return useInRouterContext() ? <Link to={href} {...anchor} /> : <a href={href} {...anchor} />;
}
