// Which of a portfolio's two domains a visitor belongs on: phones on the mobile (WAP) domain, everything
// else on the web domain (spec section 2). Pure, so every row of the rule is a unit test.

/** Pages opened from a link in an e-mail or text: the link itself must survive the redirect. */
export const LINK_BASED_PAGES = [
  '/returning',
  '/application',
  '/signature',
  '/coupon/verification',
  '/create-account',
  '/reset-password',
  '/complete-information',
  '/pending-application',
] as const;

const MOBILE_USER_AGENT = /Android|iPhone|iPod|iPad|Mobile|webOS|BlackBerry|IEMobile|Opera Mini|Windows Phone/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

export function isLinkBasedPath(pathname: string): boolean {
  return LINK_BASED_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** A path on this site, never another origin (`//evil.example`, `https://...`, `/\evil`). */
export function localPathOrNull(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export type DeviceRedirectInput = {
  /** The page's full URL. */
  url: string;
  userAgent: string;
  /** The redirect parameter the visitor arrived with (`?redirect=/home`), if any. */
  redirectParam: string | null;
  domains: { web: string; wap: string };
};

/**
 * The URL to send the visitor to, or null to stay. Only a host that is one of the portfolio's two domains,
 * and the wrong one for the device, moves; protocol and port are kept. Link-based pages keep their path,
 * every other page goes to the redirect parameter, or to the root.
 */
export function deviceRedirectUrl({ url, userAgent, redirectParam, domains }: DeviceRedirectInput): string | null {
  const page = new URL(url);
  const host = page.hostname.toLowerCase();
  const web = domains.web.toLowerCase();
  const wap = domains.wap.toLowerCase();
  if (host !== web && host !== wap) return null;
  const rightHost = isMobileUserAgent(userAgent) ? wap : web;
  if (host === rightHost) return null;
  const path = isLinkBasedPath(page.pathname) ? `${page.pathname}${page.search}${page.hash}` : (localPathOrNull(redirectParam) ?? '/');
  return `${page.protocol}//${rightHost}${page.port ? `:${page.port}` : ''}${path}`;
}
