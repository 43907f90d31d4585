// A link to a page of this app: a real <a href> (open in a new tab, copy the address), and on a plain click
// the app's history takes the visit, so the machines decide where it lands (URL -> machine).
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export type Visit = (path: string) => void;

export const NavigationContext = createContext<Visit | null>(null);

type RouteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function RouteLink({ href, onClick, ...anchor }: RouteLinkProps) {
  const visit = useContext(NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !visit || opensElsewhere(event) || anchor.target) return;
    event.preventDefault();
    visit(href);
  };
  return <a href={href} onClick={follow} {...anchor} />;
}
