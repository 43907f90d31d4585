// Which pages show the signed-in header (issue 18, defect 13) and what it offers there: pure, from the page's
// path and what the app knows. Pages of the flows only a signed-in borrower reaches show it always (one whose
// session ended meets sign-in through the page's first call); public pages (the lender's legal pages, error
// and result pages, a coupon) only while this tab knows the customer; sign-in, welcome and the other
// signed-out pages of the accounts flow never, nor a page that hides its chrome (the signature step).
import { ACCOUNT_PATHS } from '#machines/account/pages.ts';
import { FLOWS, type FlowId } from '#machines/flows.ts';
import { HOME_PATHS } from '#machines/home/pages.ts';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import { say } from '#src/ui/words.ts';

export type ShellLink = { label: string; href: string; current: boolean };

export type SignedInShell = {
  /** The borrower's navigation, in order: Home, then the pages that apply to them. */
  links: ShellLink[];
  /** The account menu's change-password item; `current` on that page. */
  changePassword: ShellLink;
};

export type ShellInput = {
  /** The page's path as shown in the address bar. */
  path: string;
  /** False on a page that hides its chrome (the signature step). */
  footer: boolean;
  /** Whether this tab knows the signed-in customer (the app machine's context.customer). */
  customerKnown: boolean;
  /** Whether the borrower's home page is the repayment one (a loan being repaid), when home has told. */
  hasRepaymentLoan: boolean;
};

/** Flows whose pages only a signed-in borrower reaches. */
const SIGNED_IN_FLOWS: readonly FlowId[] = ['home', 'guidance', 'disbursement', 'signing', 'repayment'];
/** The accounts flow's pages for a signed-in borrower that are part of the account (not the sign-in's consent step). */
const SIGNED_IN_ACCOUNT_PAGES: readonly string[] = [ACCOUNT_PATHS.changePassword];

const pathnameOf = (path: string) => path.split(/[?#]/)[0]!;
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether only a signed-in borrower sees the page, anyone may, or it is one of signing in (never the header). */
export function pageAudience(path: string): 'signedIn' | 'public' | 'signedOut' {
  const pathname = pathnameOf(path);
  const flow = FLOWS.find((candidate) => candidate.owns(pathname));
  if (!flow) return 'public'; // the app's own pages: not found, denied, server error, results
  if (SIGNED_IN_FLOWS.includes(flow.id)) return 'signedIn';
  if (flow.id === 'account') return SIGNED_IN_ACCOUNT_PAGES.includes(pathname) ? 'signedIn' : 'signedOut';
  return 'public';
}

/** The signed-in header of a page, or null where it is not shown. */
export function signedInShellOf({ path, footer, customerKnown, hasRepaymentLoan }: ShellInput): SignedInShell | null {
  if (!footer) return null;
  const audience = pageAudience(path);
  if (audience === 'signedOut' || (audience === 'public' && !customerKnown)) return null;
  const pathname = pathnameOf(path);
  const onRepayment = isUnder(pathname, REPAYMENT_PATHS.entry);
  const links: ShellLink[] = [{ label: say('shell.nav.home'), href: HOME_PATHS.home, current: pathname === HOME_PATHS.home }];
  // Loan details applies to a loan being repaid: known on home (its flag) and on the repayment pages themselves.
  if (onRepayment || hasRepaymentLoan)
    links.push({ label: say('shell.nav.loanDetails'), href: REPAYMENT_PATHS.loanDetails, current: pathname === REPAYMENT_PATHS.loanDetails });
  return {
    links,
    changePassword: { label: say('shell.nav.changePassword'), href: ACCOUNT_PATHS.changePassword, current: pathname === ACCOUNT_PATHS.changePassword },
  };
}
