import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { appMachine } from '#machines/app/app.machine.ts';
import { activeRoute, buildPath, collectRoutes, matchPattern, matchRoute, normalizePath, routeEnterEvent } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';

// A flow shaped like the ones to come: a param route filled from context, and a parent that runs it.
const accountFlow = setup({ types: { context: {} as { resource: string | null }, events: {} as { type: 'open'; resource: string } } }).createMachine({
  id: 'account',
  context: { resource: null },
  initial: 'welcome',
  states: {
    welcome: {
      meta: { path: '/welcome', title: 'Welcome' },
      on: { open: { target: 'createAccount', actions: assign({ resource: ({ event }) => event.resource }) } },
    },
    createAccount: { meta: { path: '/create-account/:resource', title: 'Create Account', back: '/welcome' } },
  },
});
const shell = setup({ actors: { account: accountFlow } }).createMachine({
  id: 'shell',
  initial: 'home',
  states: {
    home: { meta: { path: '/', title: 'Home' }, on: { start: 'account' } },
    account: { invoke: { id: 'account', src: 'account' } },
  },
});

describe('collectRoutes', () => {
  it('reads every routed state of the app and its flow machines from their metas', () => {
    expect(ROUTES.map((route) => route.meta.path)).toEqual([
      '/404',
      '/403',
      '/500',
      ...[101, 102, 103, 104, 201, 202, 203, 204, 205, 206, 301, 302].map((code) => `/notification/${code}`),
      // accounts (machines/account/account.machine.ts)
      '/welcome',
      '/send-set-link',
      '/sign-in',
      '/create-account/:resource',
      '/send-reset-link',
      '/reset-password/:resource',
      '/consent',
      '/change-password',
      // guidance (machines/guidance/guidance.machine.ts)
      '/guidance',
      '/guidance/personal/name',
      '/guidance/personal/address',
      '/guidance/personal/contact',
      '/guidance/personal/military',
      '/guidance/personal/ssn',
      '/guidance/employment/income',
      '/guidance/employment/payday',
      '/guidance/employment/net-pay',
      '/guidance/question/about',
      '/guidance/bank/account',
      '/guidance/ibv',
      '/guidance/ibv/:requestCode',
      '/guidance/bank-statement',
      '/guidance/summary',
      '/guidance/qualified-amount',
      // signing (machines/signing/signing.machine.ts): the wizard's last step, the e-mailed link, the agreement, one loan's
      '/disbursement/sign-loan-agreement',
      '/signature/:resource',
      '/loan-agreement',
      '/loan-agreement/:loanNo',
      // the disbursement wizard (machines/disbursement/disbursement.machine.ts, spec section 2)
      '/disbursement',
      '/disbursement/choose-loan-amount',
      '/disbursement/choose-payment-mode',
      '/disbursement/choose-bank-account',
      '/disbursement/choose-loan-term',
      '/disbursement/confirm-details',
      // repayment (machines/repayment/repayment.machine.ts, issue 13; spec section 2: /repayment/loan-details)
      '/repayment',
      '/repayment/loan-details',
      '/repayment/make-a-payment',
      // what the borrower changes themselves (decision 0741)
      '/repayment/change-payment-schedule',
      '/repayment/change-payday',
      '/repayment/change-pay-frequency',
      '/repayment/change-holiday-rule',
      '/repayment/change-pay-availability',
      '/repayment/change-payment-method',
      '/repayment/pay-off',
      '/repayment/pay-extra',
      '/repayment/pay-off-in-installments',
      '/repayment/one-time-payment',
      '/repayment/automatic-payments',
      // coupons (machines/coupon/coupon.machine.ts, issue 14; spec section 2's coupon pages)
      '/coupon/verification/:identifier',
      '/coupon',
      '/coupon/overview',
      '/coupon/schedule',
      '/coupon/congratulations-page',
      // home (machines/home/home.machine.ts, decision 0540) and resource links
      '/home',
      '/application/:resource',
      '/pending-application/:resource',
      '/returning/:resource',
      '/complete-information/:resource',
      // the lender's public pages (machines/legal/legal.machine.ts, issue 18, decision 0760)
      '/rates-and-terms',
      '/privacy',
      '/terms-of-use',
      '/e-sign-disclosure',
      '/accessibility',
    ]);
    expect(ROUTES.find((route) => route.meta.path === '/sign-in')).toMatchObject({
      machineId: 'account',
      stateId: 'account.signIn',
      meta: { title: 'Sign in' },
    });
    // /home is no longer an accounts page: the home flow's shown state owns it.
    expect(ROUTES.find((route) => route.meta.path === '/home')).toMatchObject({ machineId: 'home', stateId: 'home.shown', meta: { title: 'Home' } });
    expect(ROUTES.find((route) => route.meta.path === '/change-password')).toMatchObject({ machineId: 'account', stateId: 'account.signedIn.changePassword' });
  });

  it('reads a list of machines, nested states included', () => {
    expect(collectRoutes([appMachine, accountFlow]).slice(-2)).toEqual([
      { machineId: 'account', stateId: 'account.welcome', meta: { path: '/welcome', title: 'Welcome' } },
      { machineId: 'account', stateId: 'account.createAccount', meta: { path: '/create-account/:resource', title: 'Create Account', back: '/welcome' } },
    ]);
  });

  it('refuses two states claiming one path', () => {
    const twin = setup({}).createMachine({ id: 'twin', initial: 'a', states: { a: { meta: { path: '/404', title: 'Twin' } } } });
    expect(() => collectRoutes([appMachine, twin])).toThrow('States app.ready.notFound and twin.a both claim /404');
  });
});

describe('paths', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['/sign-in/', '/sign-in'],
    ['//notification//302/', '/notification/302'],
  ])('normalizePath(%j) = %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('matches static segments exactly and params by name, decoded', () => {
    expect(matchPattern('/sign-in', '/sign-in/')).toEqual({});
    expect(matchPattern('/sign-in', '/sign-in/x')).toBeNull();
    expect(matchPattern('/create-account/:resource', '/create-account/a%2Fb')).toEqual({ resource: 'a/b' });
    expect(matchPattern('/create-account/:resource', '/create-account')).toBeNull();
    expect(matchPattern('/create-account/:resource', '/create-account/%E0%A4%A')).toBeNull();
  });

  it('prefers a static route over a param route that also fits', () => {
    const routes = collectRoutes([
      setup({}).createMachine({
        id: 'm',
        initial: 'a',
        states: { a: { meta: { path: '/coupon/:step', title: 'Step' } }, b: { meta: { path: '/coupon/overview', title: 'Overview' } } },
      }),
    ]);
    expect(matchRoute(routes, '/coupon/overview')?.route.meta.title).toBe('Overview');
    expect(matchRoute(routes, '/coupon/schedule')).toMatchObject({ route: { meta: { title: 'Step' } }, params: { step: 'schedule' } });
    expect(matchRoute(routes, '/elsewhere')).toBeUndefined();
  });

  it('builds a path from params, encoded, and refuses a missing one', () => {
    expect(buildPath('/create-account/:resource', () => 'a b/c')).toBe('/create-account/a%20b%2Fc');
    expect(buildPath('/', () => undefined)).toBe('/');
    expect(() => buildPath('/create-account/:resource', () => null)).toThrow('/create-account/:resource needs resource');
  });

  it('turns a URL into the route.enter event the machines read', () => {
    const routes = collectRoutes([accountFlow]);
    expect(routeEnterEvent(routes, '/create-account/r1/')).toEqual({ type: 'route.enter', path: '/create-account/r1', params: { resource: 'r1' } });
    expect(routeEnterEvent(routes, '/nowhere')).toEqual({ type: 'route.enter', path: '/nowhere', params: {} });
  });
});

describe('activeRoute', () => {
  it('fills params from the machine context', () => {
    const actor = createActor(accountFlow).start();
    expect(activeRoute(actor.getSnapshot())).toMatchObject({ path: '/welcome', stateId: 'account.welcome' });
    actor.send({ type: 'open', resource: 'link-42' });
    expect(activeRoute(actor.getSnapshot())).toMatchObject({ path: '/create-account/link-42', meta: { title: 'Create Account', back: '/welcome' } });
  });

  it("takes the page of a flow machine the parent runs over the parent's own", () => {
    const actor = createActor(shell).start();
    expect(activeRoute(actor.getSnapshot())?.path).toBe('/');
    actor.send({ type: 'start' });
    expect(activeRoute(actor.getSnapshot())).toMatchObject({ machineId: 'account', path: '/welcome' });
  });

  it("reads a page's back in the machine's context when its meta says how (backOf), keeping the state's own meta", () => {
    const meta = {
      path: '/steps/second',
      back: '/steps/first',
      get title() {
        return 'Second';
      },
      backOf: (context: unknown) => ((context as { skipFirst: boolean }).skipFirst ? '/home' : undefined),
    };
    const steps = setup({ types: { context: {} as { skipFirst: boolean }, events: {} as { type: 'skip' } } }).createMachine({
      context: { skipFirst: false },
      initial: 'second',
      states: { second: { meta, on: { skip: { actions: assign({ skipFirst: true }) } } } },
    });
    const actor = createActor(steps).start();
    expect(activeRoute(actor.getSnapshot())?.meta).toMatchObject({ back: '/steps/first', title: 'Second' });
    actor.send({ type: 'skip' });
    expect(activeRoute(actor.getSnapshot())?.meta).toMatchObject({ back: '/home', title: 'Second' });
    expect(meta.back).toBe('/steps/first');
  });

  it('has no page once the machine has stopped', () => {
    const actor = createActor(accountFlow).start();
    actor.stop();
    expect(activeRoute(actor.getSnapshot())).toBeUndefined();
  });
});
