// The e2e fixture set: the two seeded brands as a borrower reaches them (server/db/seed.ts) with their hosts
// and demo accounts, the server's own address, and the devices borrowers use. Every spec and helper takes
// them from here.
import { devices } from '@playwright/test';

/** The server's port: read when a URL is made (a script may set it after importing this). */
const port = () => Number(process.env.E2E_PORT);

/** The password of every seeded demo customer (docs/demo-data.md). */
export const DEMO_PASSWORD = 'Demo-Borrower-2026';

function brand<const Id extends 110 | 118, const Host extends string, const Domain extends string>(
  id: Id,
  name: string,
  host: Host,
  domain: Domain,
  primary: string,
) {
  return {
    id,
    name,
    /** The desktop host; the phone host is `m.` before it. */
    host,
    /** The demo customers' e-mail domain. */
    domain,
    /** The brand colour of the top bar and the primary buttons, as computed CSS. */
    primary,
    demo: { email: `demo@${domain}` as const, password: DEMO_PASSWORD },
    // The same values under the names the shell, layout and legal specs read.
    portfolioId: id,
    web: host,
    wap: `m.${host}` as const,
  };
}

export const BRANDS = [
  brand(110, 'Goldcrest Lending', 'p110.localhost', 'goldcrest.example', 'rgb(28, 36, 52)'),
  brand(118, 'Bluepeak Loans', 'p118.localhost', 'bluepeak.example', 'rgb(21, 101, 192)'),
] as const;

export type Brand = (typeof BRANDS)[number];

export const origin = (host: string) => `http://${host}:${port()}`;

/** A page of the brand on its desktop host. */
export const brandUrl = (of: Brand, path: string) => `${origin(of.host)}${path}`;

/** A call to the server itself (development routes: the outbox, ops, seeding), on no brand's host. */
export const serverUrl = (path: string) => `http://127.0.0.1:${port()}${path}`;

/** The e-mail domain of the brand's demo customers: `demo-repaying@${domainOf(brand)}`. */
export const domainOf = (of: Brand) => of.domain;

const { defaultBrowserType: _phoneEngine, ...iPhone } = devices['iPhone 13'];
const { defaultBrowserType: _desktopEngine, ...desktopChrome } = devices['Desktop Chrome'];
/** An iPhone's user agent, size and touch, in our Chromium. */
export const PHONE = iPhone;
export const DESKTOP = desktopChrome;
