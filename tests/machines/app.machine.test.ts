import { describe, expect, it } from 'vitest';
import { activeRoute } from '#machines/kit/route-table.ts';
import { returnablePath } from '#machines/app/app.machine.ts';
import { toDayjsPattern } from '#src/domain/date-pattern.ts';
import { PORTFOLIO_110, PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import { NOTIFICATION_CONTENT, offeredActions, type NotificationAction } from '#src/views/notification/notification-content.ts';
import { notificationReaderOf, type NotificationCode } from '#machines/app/notification-codes.ts';
import { page, startApp } from './app-harness.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

/** What a result page's button sends (the page's content table): a visit. */
const actionOf = (code: NotificationCode, name: NotificationAction) => NOTIFICATION_CONTENT[code].actions.find((action) => action.name === name)!.event;

async function readyApp(input = {}) {
  const app = startApp(input);
  await app.booted();
  return app;
}

describe('boot', () => {
  it('generates a version-4 session id before anything loads', () => {
    const { actor } = startApp();
    expect(actor.getSnapshot().matches('booting')).toBe(true);
    expect(actor.getSnapshot().context.sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('loads the date pattern with its day token uppercased, the holidays and the portfolio', async () => {
    const { actor, booted } = startApp({}, { datePattern: 'MM/dd/YYYY', holidays: ['2026-11-26', '2026-12-25'] });
    await booted();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ ready: 'awaitingRoute' })).toBe(true);
    expect(actor.getSnapshot().hasTag('awaitingRoute')).toBe(true);
    expect(context.datePattern).toBe('MM/DD/YYYY');
    expect(context.holidays).toEqual(['2026-11-26', '2026-12-25']);
    expect(context.portfolio?.portfolioId).toBe(118);
  });

  it.each([['http://localhost:5173/sign-in'], ['http://127.0.0.1:8080/'], ['http://[::1]:8080/']])(
    'asks for portfolio 118 by id on the development host %s',
    async (url) => {
      const { booted, lookups } = startApp({ url });
      await booted();
      expect(lookups).toEqual([{ by: 'id', portfolioId: 118 }]);
    },
  );

  it('asks for the portfolio by the page host anywhere else', async () => {
    const { booted, lookups } = startApp({ url: 'http://P110.localhost:8080/sign-in' }, { portfolio: PORTFOLIO_110 });
    await booted();
    expect(lookups).toEqual([{ by: 'domain', domain: 'p110.localhost' }]);
  });

  it.each([
    ['date pattern', { datePattern: new Error('date-format is down') }, 'date-format is down'],
    ['holidays', { holidays: new Error('get-holiday is down') }, 'get-holiday is down'],
    ['portfolio', { portfolio: new Error('This site is not set up for any lender.') }, 'This site is not set up for any lender.'],
  ])('fails the boot when the %s cannot be loaded, with the reason', async (_, answers, reason) => {
    const { actor, booted } = startApp({}, answers);
    await booted();
    expect(actor.getSnapshot().value).toBe('bootFailed');
    expect(actor.getSnapshot().context.bootError).toBe(reason);
  });

  it('boots again on retry and clears the reason', async () => {
    const { actor, booted } = startApp({}, { holidays: new Error('get-holiday is down') });
    await booted();
    actor.send({ type: 'boot.retry' });
    expect(actor.getSnapshot().matches('booting')).toBe(true);
    expect(actor.getSnapshot().context.bootError).toBeNull();
  });

  it('ignores retry while booting or ready', async () => {
    const { actor, booted } = startApp();
    expect(actor.getSnapshot().can({ type: 'boot.retry' })).toBe(false);
    await booted();
    expect(actor.getSnapshot().can({ type: 'boot.retry' })).toBe(false);
  });
});

describe('device redirect after boot', () => {
  it('sends a phone on the web domain to the mobile domain, to the redirect parameter', async () => {
    const { actor, booted, wentTo } = startApp(
      { url: 'http://p110.localhost:8080/sign-in', userAgent: IPHONE, redirectParam: '/home' },
      { portfolio: PORTFOLIO_110 },
    );
    await booted();
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(wentTo).toEqual(['http://m.p110.localhost:8080/home']);
  });

  it('keeps the path of a link-based page', async () => {
    const { booted, wentTo } = startApp({ url: 'http://m.p118.localhost:8080/create-account/abc123', userAgent: DESKTOP });
    await booted();
    expect(wentTo).toEqual(['http://p118.localhost:8080/create-account/abc123']);
  });

  it('stays when the host is right for the device', async () => {
    const { actor, booted, wentTo } = startApp({ url: 'http://m.p118.localhost:8080/sign-in', userAgent: IPHONE });
    await booted();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(wentTo).toEqual([]);
  });

  it('stays on a host that is neither of the two domains (the development host)', async () => {
    const { actor, booted, wentTo } = startApp({ url: 'http://localhost:5173/sign-in', userAgent: IPHONE });
    await booted();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(wentTo).toEqual([]);
  });
});

describe('routing rules', () => {
  it.each([
    ['/', 'signIn'],
    ['/sign-in', 'signIn'],
    ['/sign-in/', 'signIn'],
    ['/404', 'notFound'],
    ['/403', 'denied'],
    ['/500', 'serverError'],
    ['/simulator', 'signIn'],
    ['/loan/simulator/step', 'signIn'],
    ['/no-such-page', 'notFound'],
    ['/notification/999', 'notFound'],
    ['/notification/', 'notFound'],
    ['/notification/302', 'notification.invalidLink.signedOut'],
  ])('%s -> %s', async (path, expected) => {
    const { actor, enter } = await readyApp();
    enter(path);
    expect(page(actor)).toBe(expected);
  });

  it.each([
    [101, 'pendingNote', 'Application Pending'],
    [102, 'applicationSubmitted', 'Application Submitted'],
    [103, 'paymentReceived', 'Payment Received'],
    [104, 'bankStatementReceived', 'Bank Statement Received'],
    [201, 'verificationNotSubmitted', 'Application Received'],
    [202, 'manualReview', 'Application Under Review'],
    [203, 'bankAccountNotVerified', 'Bank Account Not Verified'],
    [204, 'payNotConfirmed', 'We Could Not Confirm Your Pay'],
    [205, 'fundingInProgress', 'Funding in Progress'],
    [206, 'requestProcessing', 'Request in Progress'],
    [301, 'withdrawn', 'Application Withdrawn'],
    [302, 'invalidLink', 'Link No Longer Valid'],
  ])('/notification/%i is its own page with its code in context', async (code, state, title) => {
    const { actor, enter } = await readyApp();
    enter(`/notification/${code}`);
    // Its reader decided as it opens: this visitor holds no session.
    expect(page(actor)).toBe(`notification.${state}.signedOut`);
    expect(actor.getSnapshot().context.notificationCode).toBe(code);
    expect(activeRoute(actor.getSnapshot())).toMatchObject({ path: `/notification/${code}`, meta: { title } });
  });

  it('gives each routed page its path and title', async () => {
    const { actor, enter } = await readyApp();
    const seen = ['/', '/404', '/403', '/500'].map((path) => {
      enter(path);
      const route = activeRoute(actor.getSnapshot());
      return [route?.path, route?.meta.title, route?.meta.topBar];
    });
    expect(seen).toEqual([
      ['/sign-in', 'Sign in', 'transparent'],
      ['/404', 'NotFound', undefined],
      ['/403', 'Deny', undefined],
      ['/500', 'Error', undefined],
    ]);
  });

  it('has no page while awaiting the first route', async () => {
    const { actor } = await readyApp();
    expect(activeRoute(actor.getSnapshot())).toBeUndefined();
  });

  it('does not route before boot is done', () => {
    const { actor, enter } = startApp();
    enter('/sign-in');
    expect(actor.getSnapshot().matches('booting')).toBe(true);
  });
});

describe('special result codes', () => {
  it('-92020043 (loan status invalid) goes to /notification/302', async () => {
    const { actor, enter } = await readyApp();
    enter('/403');
    actor.send({ type: 'api.loanStatusInvalid' });
    expect(activeRoute(actor.getSnapshot())?.path).toBe('/notification/302');
  });

  it('-82030001 / -82030002 go to /sign-in remembering the page to come back to', async () => {
    const { actor, enter } = await readyApp();
    enter('/404');
    actor.send({ type: 'api.signInRequired', returnTo: '/repayment/loan-details?loanNo=7' });
    expect(page(actor)).toBe('signIn');
    expect(actor.getSnapshot().context.returnTo).toBe('/repayment/loan-details?loanNo=7');
  });

  it('knows a tab that held a session at load is signed in (the header of a reloaded public page), until the session is refused', async () => {
    const { actor, enter } = await readyApp({ sessionHeld: true });
    enter('/rates-and-terms');
    expect(actor.getSnapshot().context.customer).toBeNull();
    expect(actor.getSnapshot().context.sessionHeld).toBe(true);
    actor.send({ type: 'api.signInRequired', returnTo: '/rates-and-terms' });
    expect(actor.getSnapshot().context.sessionHeld).toBe(false);
    const fresh = await readyApp();
    expect(fresh.actor.getSnapshot().context.sessionHeld).toBe(false);
  });

  it('does not remember sign-in, error or result pages as the way back', async () => {
    const { actor, enter } = await readyApp();
    enter('/sign-in');
    actor.send({ type: 'api.signInRequired', returnTo: '/notification/302' });
    expect(actor.getSnapshot().context.returnTo).toBeNull();
  });

  it('shows a network failure in the red snackbar and stays on the page', async () => {
    const { actor, enter } = await readyApp();
    enter('/sign-in');
    actor.send({ type: 'api.transportFailed', message: 'We could not reach our servers.' });
    expect(page(actor)).toBe('signIn');
    expect(actor.getSnapshot().children.snackbar?.getSnapshot()).toMatchObject({
      value: 'visible',
      context: { message: 'We could not reach our servers.', kind: 'error' },
    });
  });

  it('passes other messages to the snackbar with their kind', async () => {
    const { actor } = await readyApp();
    actor.send({ type: 'snackbar.show', message: 'Saved.', kind: 'info' });
    expect(actor.getSnapshot().children.snackbar?.getSnapshot()).toMatchObject({ context: { message: 'Saved.', kind: 'info' } });
  });
});

describe('session and result page actions', () => {
  it('signing out clears the session and goes to sign-in', async () => {
    const app = await readyApp();
    app.enter('/403');
    app.actor.send({ type: 'api.signInRequired', returnTo: '/home' });
    app.enter('/404');
    app.actor.send({ type: 'session.signOut' });
    expect(page(app.actor)).toBe('signIn');
    expect(app.sessionsCleared()).toBe(1);
    expect(app.actor.getSnapshot().context.returnTo).toBeNull();
  });

  // Each opens a signed-in page; without a session its first call sends the visitor to sign in and back.
  it('"go to my account" on a result page opens the home page', async () => {
    const { actor, enter } = await readyApp();
    enter('/notification/103');
    actor.send(actionOf(103, 'backToAccount'));
    expect(page(actor)).toBe('home');
  });

  it.each([
    [203, 'tryAnotherBankAccount', '/guidance/bank/account'],
    [204, 'uploadStatement', '/guidance/bank-statement'],
  ] as const)('/notification/%i: %s opens the guidance page %s', async (code, name, path) => {
    const { actor, enter } = await readyApp();
    enter(`/notification/${code}`);
    actor.send(actionOf(code, name));
    expect(page(actor)).toBe('guidance');
    const guidance = actor.getSnapshot().children.guidance as unknown as { getSnapshot(): { context: { pendingVisit: { path: string } } } };
    expect(guidance.getSnapshot().context.pendingVisit.path).toBe(path);
  });
});

describe('who reads a result page (decided as it opens)', () => {
  const buttonsOf = (actor: Awaited<ReturnType<typeof readyApp>>['actor']) => {
    const snapshot = actor.getSnapshot();
    return offeredActions(NOTIFICATION_CONTENT[snapshot.context.notificationCode!], notificationReaderOf(snapshot)).map((action) => action.name);
  };

  it('/notification/302 offers a visitor without a session to sign in', async () => {
    const { actor, enter } = await readyApp();
    enter('/notification/302');
    expect(page(actor)).toBe('notification.invalidLink.signedOut');
    expect(buttonsOf(actor)).toEqual(['signIn']);
  });

  it('/notification/302 offers a signed-in borrower their account, not sign-in: a session held at load, or -92020043 answered to a signed-in call', async () => {
    const reloaded = await readyApp({ sessionHeld: true });
    reloaded.enter('/notification/302');
    expect(page(reloaded.actor)).toBe('notification.invalidLink.signedIn');
    expect(buttonsOf(reloaded.actor)).toEqual(['goToAccount']);
    expect(NOTIFICATION_CONTENT[302].actions.find((action) => action.name === 'goToAccount')?.event.path).toBe('/home');

    const signedIn = await readyApp({ sessionHeld: true });
    signedIn.enter('/404');
    signedIn.actor.send({ type: 'api.loanStatusInvalid' });
    expect(page(signedIn.actor)).toBe('notification.invalidLink.signedIn');
    expect(buttonsOf(signedIn.actor)).toEqual(['goToAccount']);
  });

  it('a session refused meanwhile makes the next result page a signed-out one', async () => {
    const { actor, enter } = await readyApp({ sessionHeld: true });
    enter('/404');
    actor.send({ type: 'api.signInRequired', returnTo: null });
    enter('/notification/302');
    expect(buttonsOf(actor)).toEqual(['signIn']);
  });

  it('pages with one set of buttons offer it to both', async () => {
    const out = await readyApp();
    const held = await readyApp({ sessionHeld: true });
    out.enter('/notification/103');
    held.enter('/notification/103');
    expect(buttonsOf(out.actor)).toEqual(['viewLoan', 'backToAccount']);
    expect(buttonsOf(held.actor)).toEqual(['viewLoan', 'backToAccount']);
  });
});

describe('helpers', () => {
  it('uppercases the day token only', () => {
    expect(toDayjsPattern('MM/dd/YYYY')).toBe('MM/DD/YYYY');
    expect(toDayjsPattern('dd.MM.YYYY')).toBe('DD.MM.YYYY');
  });

  it.each([
    ['/home', '/home'],
    ['/repayment/loan-details?loanNo=7', '/repayment/loan-details?loanNo=7'],
    ['/', null],
    ['/sign-in', null],
    ['/404', null],
    ['/notification/101', null],
    ['//evil.example/home', null],
    ['https://evil.example/', null],
    [null, null],
  ])('returnablePath(%s) = %s', (path, expected) => {
    expect(returnablePath(path)).toBe(expected);
  });

  it('starts with the portfolio of the fixture domain for 110 too', async () => {
    const { actor, booted } = startApp({ url: 'http://p110.localhost/' }, { portfolio: PORTFOLIO_110 });
    await booted();
    expect(actor.getSnapshot().context.portfolio).toEqual(PORTFOLIO_110);
    expect(PORTFOLIO_118.portfolioId).toBe(118);
  });
});
