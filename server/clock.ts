/** The server's notion of "now", injectable so tests and demos can move time (paydays, due dates, countdowns). */
export type Clock = { now(): number };

const DAY_MS = 86_400_000;

/** The machine's clock, shifted by whole days for demos (CLOCK_OFFSET_DAYS). */
export function systemClock(offsetDays = 0): Clock {
  const offsetMs = offsetDays * DAY_MS;
  return { now: () => Date.now() + offsetMs };
}
