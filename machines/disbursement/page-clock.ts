// The device's clock for the same-day countdown, provided by the app (it reads the clock and hears the page
// being shown; the machine has no DOM). A background tab's timers are throttled, and a phone's are frozen, so
// the countdown does not count its ticks: it reads the clock at each tick and when the page is shown again.
import { fromCallback } from 'xstate';

/** What the clock answers: the time now, in milliseconds (as Date.now). */
export type ClockReading = { type: 'clock.now'; now: number };
/** What the machine asks of the clock at each tick. */
export type ClockRead = { type: 'clock.read' };

export type PageClockParts = {
  now: () => number;
  /** Calls `listener` each time the page is shown again; answers how to stop. */
  whenShown: (listener: () => void) => () => void;
};

/** Reads the clock at once, whenever asked, and whenever the page is shown again. */
export function pageClock({ now, whenShown }: PageClockParts) {
  return fromCallback<ClockRead>(({ sendBack, receive }) => {
    const report = () => sendBack({ type: 'clock.now', now: now() } satisfies ClockReading);
    report();
    receive(report);
    return whenShown(report);
  });
}
