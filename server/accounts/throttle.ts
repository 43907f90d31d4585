import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { throttleEvent } from '../db/schema.ts';

/** Longer than any window a limit counts in (the longest is an hour): an older event can never count again. */
export const THROTTLE_KEEP_MS = 24 * 60 * 60 * 1_000;

/** Events counted in a sliding window, per kind and subject (an account, an address, a recipient). */
export function throttle(orm: AppDatabase, clock: Clock) {
  const since = (windowMs: number) => new Date(clock.now() - windowMs);
  const of = (kind: string, subject: string) => and(eq(throttleEvent.kind, kind), eq(throttleEvent.subject, subject));

  return {
    async record(kind: string, subject: string): Promise<void> {
      await orm.insert(throttleEvent).values({ kind, subject, at: new Date(clock.now()) });
      // Old events of this subject can never count again: drop them as we go.
      await orm.delete(throttleEvent).where(and(of(kind, subject), lt(throttleEvent.at, since(THROTTLE_KEEP_MS))));
    },

    async count(kind: string, subject: string, windowMs: number): Promise<number> {
      const [row] = await orm
        .select({ value: count() })
        .from(throttleEvent)
        .where(and(of(kind, subject), gt(throttleEvent.at, since(windowMs))));
      return row?.value ?? 0;
    },

    /** Milliseconds until fewer than `limit` events are in the window again; 0 when they already are. */
    async waitMs(kind: string, subject: string, windowMs: number, limit: number): Promise<number> {
      const recent = await orm
        .select({ at: throttleEvent.at })
        .from(throttleEvent)
        .where(and(of(kind, subject), gt(throttleEvent.at, since(windowMs))))
        .orderBy(desc(throttleEvent.at))
        .limit(limit);
      const oldestCounted = recent[limit - 1];
      return oldestCounted ? Math.max(0, oldestCounted.at.getTime() + windowMs - clock.now()) : 0;
    },

    async clear(kind: string, subject: string): Promise<void> {
      await orm.delete(throttleEvent).where(of(kind, subject));
    },
  };
}
