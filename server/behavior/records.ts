// Behaviour records (issue 16, decision 0800): what save-behavior-record keeps, and the funnel an operator
// reads from them (`npm run ops -- funnel`). The records hold no personal data by their contract
// (src/api/contract/behavior.ts): route patterns, contract paths, outcome codes, the app's random session id.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { BehaviorRecord } from '#src/api/contract/behavior.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { addDays, type IsoDate } from '#src/domain/iso-date.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { behaviorRecord, portfolio } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1_000;

/** Batches one client address may send in 10 minutes (BEHAVIOR_BATCH_LIMIT): a tab sends one per page hide and one per 50 records. */
export const DEFAULT_BEHAVIOR_BATCH_LIMIT = 120;

/** A browser clock more than a day off is wrong: the record keeps the time it arrived instead. */
export function occurredAt(sent: string, receivedMs: number): Date {
  const ms = Date.parse(sent);
  return Number.isFinite(ms) && Math.abs(ms - receivedMs) <= DAY_MS ? new Date(ms) : new Date(receivedMs);
}

export function behaviorRecords(orm: AppDatabase, clock: Clock) {
  return {
    /** Every record in the order it arrived (development only: the e2e privacy check reads them all). */
    async all() {
      return orm.select().from(behaviorRecord).orderBy(asc(behaviorRecord.id));
    },

    /** Whether the portfolio records behaviour (its behavior_tracking setting); undefined for an unknown portfolio. */
    async trackingOf(portfolioId: number): Promise<boolean | undefined> {
      const [row] = await orm.select({ tracking: portfolio.behaviorTracking }).from(portfolio).where(eq(portfolio.id, portfolioId));
      return row?.tracking;
    },

    async store(portfolioId: number, sessionId: string, records: readonly BehaviorRecord[]): Promise<number> {
      const receivedMs = clock.now();
      const rows = records.map((record) => ({
        portfolioId,
        sessionId,
        source: record.source,
        kind: record.kind,
        page: record.page,
        title: record.title ?? null,
        timeOnPageMs: record.timeOnPageMs ?? null,
        callPath: record.call ?? null,
        outcomeCode: record.outcome ?? null,
        durationMs: record.durationMs ?? null,
        applicationNo: record.applicationNo ?? null,
        occurredAt: occurredAt(record.at, receivedMs),
        receivedAt: new Date(receivedMs),
      }));
      await orm.insert(behaviorRecord).values(rows);
      return rows.length;
    },

    /** The page events of the business days from..to (New York), in the order they happened. */
    async pageEvents(from: IsoDate, to: IsoDate, portfolioId?: number) {
      // A day either side in UTC covers New York's days; each record is then kept by its own business day.
      const start = new Date(`${addDays(from, -1)}T00:00:00Z`);
      const end = new Date(`${addDays(to, 2)}T00:00:00Z`);
      const rows = await orm
        .select()
        .from(behaviorRecord)
        .where(
          and(
            gte(behaviorRecord.occurredAt, start),
            lt(behaviorRecord.occurredAt, end),
            portfolioId === undefined ? undefined : eq(behaviorRecord.portfolioId, portfolioId),
          ),
        )
        .orderBy(asc(behaviorRecord.occurredAt), asc(behaviorRecord.id));
      return rows.filter((row) => {
        const day = businessToday(row.occurredAt.getTime());
        return day >= from && day <= to && row.kind !== 'apiAction';
      });
    },
  };
}

export type FunnelRow = { page: string; title: string | null; reached: number; leftHere: number; medianTimeOnPageMs: number | null };
export type Funnel = { from: IsoDate; to: IsoDate; portfolioId: number | null; sessions: number; pages: FunnelRow[] };

type PageEvent = { sessionId: string; kind: string; page: string; title: string | null; timeOnPageMs: number | null };

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * How many sessions (borrowers' visits) reached each page, and on which page each left: the last page it
 * entered. Pages in the order the sessions reached them first on average, so the funnel reads top to bottom.
 */
export function funnelOf(events: readonly PageEvent[], range: { from: IsoDate; to: IsoDate; portfolioId: number | null }): Funnel {
  const reached = new Map<string, Set<string>>();
  const firstStep = new Map<string, number[]>();
  const titles = new Map<string, string>();
  const times = new Map<string, number[]>();
  const lastPage = new Map<string, string>();
  const steps = new Map<string, number>();
  for (const event of events) {
    if (event.kind === 'pageEnter') {
      const sessions = reached.get(event.page) ?? new Set<string>();
      if (!sessions.has(event.sessionId)) {
        sessions.add(event.sessionId);
        const step = steps.get(event.sessionId) ?? 0;
        firstStep.set(event.page, [...(firstStep.get(event.page) ?? []), step]);
        steps.set(event.sessionId, step + 1);
      }
      reached.set(event.page, sessions);
      lastPage.set(event.sessionId, event.page);
      if (event.title) titles.set(event.page, event.title);
    } else if (event.kind === 'pageLeave' && event.timeOnPageMs !== null) {
      times.set(event.page, [...(times.get(event.page) ?? []), event.timeOnPageMs]);
    }
  }
  const leftHere = new Map<string, number>();
  for (const page of lastPage.values()) leftHere.set(page, (leftHere.get(page) ?? 0) + 1);
  const meanStep = (page: string) => {
    const list = firstStep.get(page) ?? [0];
    return list.reduce((sum, each) => sum + each, 0) / list.length;
  };
  const pages = [...reached.keys()]
    .sort((a, b) => meanStep(a) - meanStep(b) || reached.get(b)!.size - reached.get(a)!.size || a.localeCompare(b))
    .map((page) => ({
      page,
      title: titles.get(page) ?? null,
      reached: reached.get(page)!.size,
      leftHere: leftHere.get(page) ?? 0,
      medianTimeOnPageMs: median(times.get(page) ?? []),
    }));
  return { ...range, sessions: lastPage.size, pages };
}

function seconds(ms: number | null): string {
  return ms === null ? '-' : `${(ms / 1_000).toFixed(1)} s`;
}

/** The funnel as the operator reads it in a terminal. */
export function formatFunnel(funnel: Funnel): string {
  const brand = funnel.portfolioId === null ? 'all portfolios' : `portfolio ${funnel.portfolioId}`;
  const head = `Funnel ${funnel.from} to ${funnel.to} (business days, New York), ${brand}: ${funnel.sessions} session${funnel.sessions === 1 ? '' : 's'}`;
  if (funnel.pages.length === 0) return `${head}\nNo page was visited.`;
  const rows = funnel.pages.map((row) => [
    row.page,
    row.title ?? '',
    `${row.reached} (${Math.round((row.reached / funnel.sessions) * 100)}%)`,
    String(row.leftHere),
    seconds(row.medianTimeOnPageMs),
  ]);
  const header = ['page', 'title', 'reached', 'left here', 'median time on page'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column >= 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [head, '', line(header), ...rows.map(line)].join('\n');
}
