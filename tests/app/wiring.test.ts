import { describe, expect, it } from 'vitest';
import { appEventFor } from '#src/app/api-events.ts';
import { ROUTE_VIEWS } from '#src/app/routing/route-views.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { telHref } from '#src/ui/contact.ts';

describe('route views', () => {
  it('has a view for every routed state, and nothing else', () => {
    expect(Object.keys(ROUTE_VIEWS).sort()).toEqual(ROUTES.map((route) => route.meta.path).sort());
  });
});

describe('appEventFor', () => {
  it('turns client reports into app events, with the page to come back to', () => {
    expect(appEventFor({ type: 'api.loanStatusInvalid', code: -92020043 }, '/x')).toEqual({ type: 'api.loanStatusInvalid' });
    expect(appEventFor({ type: 'api.signInRequired', code: -82030001 }, '/home?tab=2')).toEqual({ type: 'api.signInRequired', returnTo: '/home?tab=2' });
    expect(appEventFor({ type: 'api.transportFailed', message: 'Offline' }, '/x')).toEqual({ type: 'api.transportFailed', message: 'Offline' });
  });
});

describe('telHref', () => {
  it('dials US numbers with +1', () => {
    expect(telHref('(888) 555-0110')).toBe('tel:+18885550110');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
