// The server's notion of "now", injectable so tests and demos can move time (paydays, due dates, countdowns).
// Outside production the business clock can be moved for a demo by `npm run ops -- clock ...`, which writes
// DATA_DIR/demo-clock.json; a running server reads that file again at most once a second, so the command and
// the server agree without a restart. A production server never reads it (decision 0741, issue 17).
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type Clock = { now(): number };

export const DAY_MS = 86_400_000;

/** The machine's clock, shifted by whole days for demos (CLOCK_OFFSET_DAYS). */
export function systemClock(offsetDays = 0): Clock {
  const offsetMs = offsetDays * DAY_MS;
  return { now: () => Date.now() + offsetMs };
}

export const DEMO_CLOCK_FILE = 'demo-clock.json';
export const demoClockPath = (dataDir: string) => join(dataDir, DEMO_CLOCK_FILE);

/** What `ops clock` keeps: whole days from the machine's clock, and when it was set. */
export type DemoClockFile = { offsetDays: number; setAt: string };

export function readDemoClock(path: string): DemoClockFile | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<DemoClockFile>;
    return Number.isInteger(parsed.offsetDays) ? { offsetDays: parsed.offsetDays!, setAt: String(parsed.setAt ?? '') } : null;
  } catch {
    return null;
  }
}

/** Written whole (a temporary file renamed), so a server reading it never sees half of it. */
export function writeDemoClock(path: string, offsetDays: number, at: Date): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ offsetDays, setAt: at.toISOString() } satisfies DemoClockFile)}\n`);
  renameSync(temporary, path);
}

export function clearDemoClock(path: string): void {
  rmSync(path, { force: true });
}

/**
 * The machine's clock moved by the demo clock file's days when there is one, else by `offsetDays`
 * (CLOCK_OFFSET_DAYS). The file is looked at again when a second has passed since the last look.
 */
export function demoClock(path: string, offsetDays = 0, recheckMs = 1_000): Clock {
  let checkedAt = -Infinity;
  let seenMtime = -1;
  let offsetMs = offsetDays * DAY_MS;
  const refresh = (real: number) => {
    checkedAt = real;
    let mtime = 0;
    try {
      mtime = statSync(path).mtimeMs;
    } catch {
      mtime = 0;
    }
    if (mtime === seenMtime) return;
    seenMtime = mtime;
    const file = mtime === 0 ? null : readDemoClock(path);
    offsetMs = (file?.offsetDays ?? offsetDays) * DAY_MS;
  };
  return {
    now: () => {
      const real = Date.now();
      if (real - checkedAt >= recheckMs) refresh(real);
      return real + offsetMs;
    },
  };
}
