import { describe, expect, it } from 'vitest';
import { pageAudience, signedInShellOf, type ShellInput } from '#src/app/signed-in-shell.ts';

// Issue 18, defect 13: which pages show the signed-in header, and which links it offers there.
const input = (path: string, extra: Partial<ShellInput> = {}): ShellInput => ({ path, footer: true, customerKnown: true, hasRepaymentLoan: false, ...extra });
const labels = (path: string, extra: Partial<ShellInput> = {}) => signedInShellOf(input(path, extra))?.links.map((link) => link.label) ?? null;
const current = (path: string, extra: Partial<ShellInput> = {}) => {
  const shell = signedInShellOf(input(path, extra));
  return shell ? [...shell.links, shell.changePassword].filter((link) => link.current).map((link) => link.label) : null;
};

describe('pageAudience', () => {
  it.each([
    ['/home', 'signedIn'],
    ['/repayment/loan-details', 'signedIn'],
    ['/repayment/make-a-payment', 'signedIn'],
    ['/guidance/bank/account', 'signedIn'],
    ['/disbursement/choose-loan-amount', 'signedIn'],
    ['/loan-agreement', 'signedIn'],
    ['/change-password', 'signedIn'],
    ['/sign-in', 'signedOut'],
    ['/welcome', 'signedOut'],
    ['/consent', 'signedOut'],
    ['/send-reset-link', 'signedOut'],
    ['/reset-password/abc', 'signedOut'],
    ['/create-account/abc', 'signedOut'],
    ['/privacy', 'public'],
    ['/rates-and-terms', 'public'],
    ['/404', 'public'],
    ['/notification/103', 'public'],
    ['/coupon/verify', 'public'],
    ['/returning/abc', 'public'],
  ] as const)('%s is %s', (path, audience) => {
    expect(pageAudience(path)).toBe(audience);
  });
});

describe('signedInShellOf', () => {
  it('shows Home on every signed-in page, Home current on /home', () => {
    expect(labels('/home')).toEqual(['Home']);
    expect(current('/home')).toEqual(['Home']);
    expect(labels('/guidance/bank/account')).toEqual(['Home']);
    expect(current('/guidance/bank/account')).toEqual([]);
  });

  it('shows signed-in pages even when the tab does not know the customer (a reload)', () => {
    expect(labels('/home', { customerKnown: false })).toEqual(['Home']);
    expect(labels('/change-password', { customerKnown: false })).toEqual(['Home']);
  });

  it('adds Loan details when home says a loan is being repaid, and on the repayment pages', () => {
    expect(labels('/home', { hasRepaymentLoan: true })).toEqual(['Home', 'Loan details']);
    expect(labels('/repayment/make-a-payment')).toEqual(['Home', 'Loan details']);
    expect(current('/repayment/loan-details')).toEqual(['Loan details']);
    expect(current('/repayment/make-a-payment')).toEqual([]);
  });

  it('marks the account menu’s Change password on its page', () => {
    expect(current('/change-password')).toEqual(['Change password']);
    expect(signedInShellOf(input('/home'))?.changePassword).toEqual({ label: 'Change password', href: '/change-password', current: false });
  });

  it('links to the pages that exist', () => {
    const shell = signedInShellOf(input('/home', { hasRepaymentLoan: true }))!;
    expect(shell.links.map((link) => link.href)).toEqual(['/home', '/repayment/loan-details']);
  });

  it('is never shown on the signed-out pages, signed in or not', () => {
    for (const path of ['/sign-in', '/welcome', '/consent', '/send-reset-link', '/reset-password/abc']) {
      expect(signedInShellOf(input(path))).toBeNull();
      expect(signedInShellOf(input(path, { customerKnown: false }))).toBeNull();
    }
  });

  it('shows public pages (legal, errors, results) only while the tab knows the customer', () => {
    for (const path of ['/privacy', '/accessibility', '/404', '/notification/103']) {
      expect(labels(path)).toEqual(['Home']);
      expect(signedInShellOf(input(path, { customerKnown: false }))).toBeNull();
    }
  });

  it('is not shown on a page that hides its chrome (the signature step)', () => {
    expect(signedInShellOf(input('/disbursement/sign-loan-agreement', { footer: false }))).toBeNull();
    expect(signedInShellOf(input('/home', { footer: false }))).toBeNull();
  });

  it('reads the path without its query or hash', () => {
    expect(current('/home?from=mail#top')).toEqual(['Home']);
  });
});
