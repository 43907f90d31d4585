import { describe, expect, it } from 'vitest';
import { deviceRedirectUrl, isLinkBasedPath, isMobileUserAgent, localPathOrNull } from '#machines/app/device-redirect.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const domains = { web: 'p110.localhost', wap: 'm.p110.localhost' };

describe('device redirect rule', () => {
  it.each([
    // host, device, path, redirect parameter -> where to
    ['p110.localhost:8080', PHONE, '/sign-in', null, 'http://m.p110.localhost:8080/'],
    ['p110.localhost:8080', PHONE, '/sign-in', '/home', 'http://m.p110.localhost:8080/home'],
    ['m.p110.localhost:8080', DESKTOP, '/home', null, 'http://p110.localhost:8080/'],
    ['m.p110.localhost', DESKTOP, '/home', '/repayment/loan-details', 'http://p110.localhost/repayment/loan-details'],
    ['p110.localhost', PHONE, '/returning/r-1', '/home', 'http://m.p110.localhost/returning/r-1'],
    ['p110.localhost', PHONE, '/application/r-2?x=1', null, 'http://m.p110.localhost/application/r-2?x=1'],
    ['p110.localhost', PHONE, '/signature/r-3', null, 'http://m.p110.localhost/signature/r-3'],
    ['p110.localhost', PHONE, '/coupon/verification/c-4', null, 'http://m.p110.localhost/coupon/verification/c-4'],
    ['m.p110.localhost', DESKTOP, '/create-account/r-5', null, 'http://p110.localhost/create-account/r-5'],
    ['m.p110.localhost', DESKTOP, '/reset-password/r-6', null, 'http://p110.localhost/reset-password/r-6'],
    ['m.p110.localhost', DESKTOP, '/complete-information/r-7', null, 'http://p110.localhost/complete-information/r-7'],
    ['m.p110.localhost', DESKTOP, '/pending-application/r-8', null, 'http://p110.localhost/pending-application/r-8'],
    ['P110.LOCALHOST', PHONE, '/', null, 'http://m.p110.localhost/'],
    // not moved: the right domain for the device, or not one of the two domains at all
    ['p110.localhost:8080', DESKTOP, '/sign-in', null, null],
    ['m.p110.localhost:8080', PHONE, '/sign-in', null, null],
    ['localhost:5173', PHONE, '/sign-in', null, null],
    ['p118.localhost', PHONE, '/sign-in', null, null],
    // an unsafe redirect parameter is ignored
    ['p110.localhost', PHONE, '/', '//evil.example/', 'http://m.p110.localhost/'],
    ['p110.localhost', PHONE, '/', 'https://evil.example/', 'http://m.p110.localhost/'],
  ])('%s, %s, %s, redirect %s -> %s', (host, userAgent, path, redirectParam, expected) => {
    expect(deviceRedirectUrl({ url: `http://${host}${path}`, userAgent, redirectParam, domains })).toBe(expected);
  });

  it('keeps https', () => {
    expect(deviceRedirectUrl({ url: 'https://p110.localhost/x', userAgent: PHONE, redirectParam: null, domains })).toBe('https://m.p110.localhost/');
  });
});

describe('device redirect helpers', () => {
  it.each([
    [PHONE, true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', true],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', true],
    [DESKTOP, false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15', false],
  ])('isMobileUserAgent(%s) = %s', (userAgent, expected) => {
    expect(isMobileUserAgent(userAgent)).toBe(expected);
  });

  it('recognises link-based pages by whole segments only', () => {
    expect(isLinkBasedPath('/signature/abc')).toBe(true);
    expect(isLinkBasedPath('/signatures')).toBe(false);
    expect(isLinkBasedPath('/coupon/overview')).toBe(false);
  });

  it('accepts only paths on this site', () => {
    expect(localPathOrNull('/home')).toBe('/home');
    expect(localPathOrNull('/\\evil.example')).toBeNull();
    expect(localPathOrNull('home')).toBeNull();
    expect(localPathOrNull('')).toBeNull();
  });
});
