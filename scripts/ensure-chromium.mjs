#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the browser tests; installs it when we are root on Debian.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function say(text) {
  process.stdout.write(`[chromium] ${text}\n`);
}

if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
  say(`Chromium was not found at ${path}.`);
  say('Install it with:  sudo apt-get update && sudo apt-get install -y chromium');
  say('or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.');
  process.exit(1);
}

say("Chromium is missing: installing Debian's chromium with apt-get (a few minutes, once).");
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
} catch {
  say('apt-get could not install chromium; see its output above.');
  process.exit(1);
}
if (!existsSync(path)) {
  say(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
say('Chromium installed.');
