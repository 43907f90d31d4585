// Per-address limits count an IPv6 client by its /64 (decision 0212): one subscriber is handed 2^64 addresses,
// so counting each alone let it start every limit afresh. IPv4, and IPv4 seen through a dual-stack socket, are
// counted per address as before.
import { describe, expect, it } from 'vitest';
import { getHoliday } from '#src/api/contract/calendar.ts';
import { signIn } from '#src/api/contract/customer.ts';
import { attachLoan } from '#src/api/contract/loan.ts';
import { addressKey } from '#server/http/client-address.ts';
import { build } from '../helper.ts';
import { authHeaders, call, DEVICE, insertCustomer, signUp } from '../support/accounts.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('counts an IPv6 address under its /64, however it is written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(addressKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key);
    expect(addressKey('2001:0db8:85a3:08d3::1')).toBe(key);
    expect(addressKey('2001:DB8:85A3:8D3:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:db8:85a3:8d3::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:85a3:8d4::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('answers the same key when asked again, from its memory of keys worked out', () => {
    const addresses = ['2001:db8:85a3:8d3::9', '::ffff:198.51.100.4', '198.51.100.5'];
    const first = addresses.map(addressKey);
    expect(addresses.map(addressKey)).toEqual(first);
    expect(first).toEqual(['2001:db8:85a3:8d3::/64', '198.51.100.4', '198.51.100.5']);
  });

  it('has one key for a request without an address', () => {
    expect(addressKey(undefined)).toBe('unknown');
    expect(addressKey('')).toBe('unknown');
  });
});

const ONE = '2001:db8:1:2::1';
const SAME_64 = '2001:db8:1:2:abcd:ef01:2345:6789';
const NEXT_64 = '2001:db8:1:3::1';

describe('limits per address', () => {
  it('count failed sign-ins from two addresses of one /64 together, and not those of the next /64', async () => {
    const app = await build({ addressAttemptLimit: 2 });
    await insertCustomer(app, 'ivy@example.com');
    const wrong = (address: string) =>
      call(app, signIn, { email: 'ivy@example.com', password: 'Wrong-Password-1', portfolioId: 118, deviceId: DEVICE }, {}, address);
    expect((await wrong(ONE)).json().code).toBe(-10701);
    expect((await wrong(SAME_64)).json().code).toBe(-10701);
    const refused = await wrong(SAME_64.replace('6789', '1'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await wrong(NEXT_64)).json().code).toBe(-10701);
  });

  it('count an IPv4 client and the same client through a dual-stack socket together', async () => {
    const app = await build({ addressAttemptLimit: 2 });
    await insertCustomer(app, 'ivy@example.com');
    const wrong = (address: string) =>
      call(app, signIn, { email: 'ivy@example.com', password: 'Wrong-Password-1', portfolioId: 118, deviceId: DEVICE }, {}, address);
    expect((await wrong('198.51.100.4')).json().code).toBe(-10701);
    expect((await wrong('::ffff:198.51.100.4')).json().code).toBe(-10701);
    expect((await wrong('198.51.100.4')).statusCode).toBe(429);
    expect((await wrong('198.51.100.5')).json().code).toBe(-10701);
  });

  it('give the global rate limit one budget per /64', async () => {
    const app = await build({ rateLimitMax: 2 });
    const holidays = (address: string) => call(app, getHoliday, {}, {}, address);
    expect((await holidays(ONE)).statusCode).toBe(200);
    expect((await holidays(SAME_64)).statusCode).toBe(200);
    const refused = await holidays(SAME_64.replace('6789', '2'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(-10429);
    expect((await holidays(NEXT_64)).statusCode).toBe(200);
  });

  it("count attach-loan's wrong answers from one /64 together", async () => {
    const app = await build({ addressAttemptLimit: 2 });
    const [first, second] = [await signUp(app, 'ann@example.com'), await signUp(app, 'ben@example.com')];
    const guess = (session: typeof first, address: string) =>
      call(app, attachLoan, { loanNo: 'T-NONE-1', ssnLast4: '0000', dateOfBirth: '1980-01-01' }, authHeaders(session), address);
    expect((await guess(first, ONE)).json().code).toBe(-11001);
    expect((await guess(second, SAME_64)).json().code).toBe(-11001);
    expect((await guess(second, SAME_64)).json().code).toBe(-11002);
    expect((await guess(second, NEXT_64)).json().code).toBe(-11001);
  });
});
