// How every tool of ours launches Chromium on this kind of machine (Playwright, Lighthouse, screenshots).
export const chromiumPath: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags: string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
