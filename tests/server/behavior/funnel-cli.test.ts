// `npm run ops -- funnel` (issue 16): the command line and the table an operator reads.
import { describe, expect, it } from 'vitest';
import { parseFunnelArgs } from '#server/behavior/funnel-cli.ts';
import { formatFunnel, funnelOf } from '#server/behavior/records.ts';

const S1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const S2 = 'aaaaaaaa-0000-4000-8000-000000000002';
const S3 = 'aaaaaaaa-0000-4000-8000-000000000003';
const enter = (sessionId: string, page: string, title: string) => ({ sessionId, kind: 'pageEnter', page, title, timeOnPageMs: null });
const leave = (sessionId: string, page: string, timeOnPageMs: number) => ({ sessionId, kind: 'pageLeave', page, title: null, timeOnPageMs });

describe('the funnel command line', () => {
  it('takes a range of dates and a portfolio', () => {
    expect(parseFunnelArgs(['--from', '2026-11-20', '--to', '2026-11-25'])).toEqual({ from: '2026-11-20', to: '2026-11-25' });
    expect(parseFunnelArgs(['--from', '2026-11-25', '--to', '2026-11-25', '--portfolio', '110'])).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
      portfolioId: 110,
    });
  });

  it.each([
    [['--from', '2026-11-25'], '--from and --to are needed.'],
    [['--from', '25/11/2026', '--to', '2026-11-25'], '--from and --to are dates, YYYY-MM-DD.'],
    [['--from', '2026-11-26', '--to', '2026-11-25'], '--from is after --to.'],
    [['--from', '2026-11-25', '--to', '2026-11-25', '--portfolio', 'gold'], '--portfolio is a portfolio id, e.g. 110.'],
  ])('refuses %j: %s', (argv, problem) => {
    expect(parseFunnelArgs(argv)).toEqual({ usageError: `${problem} Usage: npm run ops -- funnel --from <YYYY-MM-DD> --to <YYYY-MM-DD> [--portfolio <id>]` });
  });
});

describe('the funnel', () => {
  it('reads top to bottom: sessions that reached each page, those that left on it, the median time on it', () => {
    const funnel = funnelOf(
      [
        enter(S1, '/sign-in', 'Sign in'),
        enter(S2, '/sign-in', 'Sign in'),
        enter(S3, '/sign-in', 'Sign in'),
        leave(S1, '/sign-in', 3_000),
        enter(S1, '/home', 'Home'),
        leave(S2, '/sign-in', 5_000),
        enter(S2, '/home', 'Home'),
        leave(S2, '/home', 2_000),
        enter(S2, '/guidance', 'Your application'),
        leave(S3, '/sign-in', 60_000),
      ],
      { from: '2026-11-25', to: '2026-11-25', portfolioId: 118 },
    );
    expect(formatFunnel(funnel)).toBe(
      [
        'Funnel 2026-11-25 to 2026-11-25 (business days, New York), portfolio 118: 3 sessions',
        '',
        'page       title              reached  left here  median time on page',
        '/sign-in   Sign in           3 (100%)          1                5.0 s',
        '/home      Home               2 (67%)          1                2.0 s',
        '/guidance  Your application   1 (33%)          1                    -',
      ].join('\n'),
    );
  });
});
