// The two seeded brands as a borrower reaches them (server/db/seed.ts), and the devices they use.
import { devices } from '@playwright/test';

export const port = Number(process.env.E2E_PORT);

export const BRANDS = [
  { portfolioId: 110, name: 'Goldcrest Lending', web: 'p110.localhost', wap: 'm.p110.localhost', primary: 'rgb(28, 36, 52)' },
  { portfolioId: 118, name: 'Bluepeak Loans', web: 'p118.localhost', wap: 'm.p118.localhost', primary: 'rgb(21, 101, 192)' },
] as const;

export type Brand = (typeof BRANDS)[number];

export const origin = (host: string) => `http://${host}:${port}`;

const { defaultBrowserType: _phoneEngine, ...iPhone } = devices['iPhone 13'];
const { defaultBrowserType: _desktopEngine, ...desktopChrome } = devices['Desktop Chrome'];
/** An iPhone's user agent, size and touch, in our Chromium. */
export const PHONE = iPhone;
export const DESKTOP = desktopChrome;
