// The loan math's cost beside one HTTP round trip on this machine (issue 3): building a 26-payment
// bi-weekly schedule with its Truth in Lending disclosure (APR included) should cost under 1% of an
// API call. Run alone with `node --import tsx bench/loan-math.bench.ts`; bench/run.ts calls runLoanMathBench().
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { PAYDAY_ON_HOLIDAY, PAYMENT_FREQUENCY, PAYROLL_FREQUENCY, DAY_OF_WEEK_PAID } from '#src/domain/codes/payroll.ts';
import { federalReserveHolidaysBetween } from '#src/domain/calendar.ts';
import { truthInLendingDisclosure } from '#src/domain/lending/disclosure.ts';
import { installmentDueDates } from '#src/domain/lending/installment-dates.ts';
import { buildSchedule } from '#src/domain/lending/schedule.ts';

export type LoanMathBenchResult = {
  /** Schedules built, each with its disclosure and APR, per second. */
  schedulesPerSecond: number;
  microsecondsPerSchedule: number;
  /** The same, including the 26 due dates found from the borrower's paydays. */
  microsecondsWithPaydays: number;
  /** Mean of sequential keep-alive GET requests to a bare node:http server on loopback. */
  httpRoundTripMicroseconds: number;
  /** Schedule with disclosure as a share of one round trip, in percent. */
  percentOfRoundTrip: number;
  targetPercent: number;
  withinTarget: boolean;
};

const TARGET_PERCENT = 1;
const INSTALLMENTS = 26;
const MEASURE_MS = 1_000;
const ROUND_TRIPS = 2_000;

const holidays = new Set(federalReserveHolidaysBetween(2025, 2027));
const payroll = {
  frequency: PAYROLL_FREQUENCY.biWeekly,
  lastPayday: '2025-06-20',
  dayOfWeekPaid: DAY_OF_WEEK_PAID.friday,
  paydayOnHoliday: PAYDAY_ON_HOLIDAY.previousBusinessDay,
};
const disbursementDate = '2025-06-24';
const dueDates = installmentDueDates({ payroll, paymentFrequency: PAYMENT_FREQUENCY.biWeekly, disbursementDate, count: INSTALLMENTS, holidays });

/** Runs `work` for about `durationMs` after a warm-up; the mean microseconds per call. */
function timePerCall(work: (iteration: number) => number, durationMs: number): number {
  let sink = 0;
  for (let iteration = 0; iteration < 2_000; iteration += 1) sink += work(iteration);
  let calls = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(durationMs) * 1_000_000n;
  let now = start;
  while (now < deadline) {
    for (let batch = 0; batch < 200; batch += 1) sink += work(calls++);
    now = process.hrtime.bigint();
  }
  if (sink === Number.MIN_SAFE_INTEGER) console.log('unreachable', sink); // keeps the results alive
  return Number(now - start) / 1_000 / calls;
}

/** One schedule and its disclosure; the principal varies so nothing can be cached. */
function scheduleWithDisclosure(iteration: number, dates: readonly string[] = dueDates): number {
  const schedule = buildSchedule({ principal: 50_000 + (iteration % 5_000) * 10, startDate: disbursementDate, annualRateBps: 19_900, dueDates: dates });
  return truthInLendingDisclosure(schedule).apr;
}

function withPaydays(iteration: number): number {
  const dates = installmentDueDates({ payroll, paymentFrequency: PAYMENT_FREQUENCY.biWeekly, disbursementDate, count: INSTALLMENTS, holidays });
  return scheduleWithDisclosure(iteration, dates);
}

async function httpRoundTripMicroseconds(): Promise<number> {
  const body = JSON.stringify({ code: 1, message: 'Success', data: { ok: true } });
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/dolphin-loan/assistant/get-holiday', agent }, (response) => {
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject);
    });
  try {
    for (let warmUp = 0; warmUp < 200; warmUp += 1) await get();
    const start = process.hrtime.bigint();
    for (let request = 0; request < ROUND_TRIPS; request += 1) await get();
    return Number(process.hrtime.bigint() - start) / 1_000 / ROUND_TRIPS;
  } finally {
    agent.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export async function runLoanMathBench(): Promise<LoanMathBenchResult> {
  const microsecondsPerSchedule = timePerCall(scheduleWithDisclosure, MEASURE_MS);
  const microsecondsWithPaydays = timePerCall(withPaydays, MEASURE_MS);
  const roundTrip = await httpRoundTripMicroseconds();
  const percentOfRoundTrip = (microsecondsPerSchedule / roundTrip) * 100;
  return {
    schedulesPerSecond: Math.round(1_000_000 / microsecondsPerSchedule),
    microsecondsPerSchedule: Number(microsecondsPerSchedule.toFixed(2)),
    microsecondsWithPaydays: Number(microsecondsWithPaydays.toFixed(2)),
    httpRoundTripMicroseconds: Number(roundTrip.toFixed(1)),
    percentOfRoundTrip: Number(percentOfRoundTrip.toFixed(2)),
    targetPercent: TARGET_PERCENT,
    withinTarget: percentOfRoundTrip < TARGET_PERCENT,
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runLoanMathBench();
  console.log(`schedule + disclosure (26 bi-weekly payments): ${result.microsecondsPerSchedule} us, ${result.schedulesPerSecond} per second`);
  console.log(`  with due dates from paydays:                  ${result.microsecondsWithPaydays} us`);
  console.log(`HTTP round trip on loopback (node:http):        ${result.httpRoundTripMicroseconds} us`);
  console.log(`${result.withinTarget ? 'ok  ' : 'OVER'} loan math per API call: ${result.percentOfRoundTrip}% (target under ${result.targetPercent}%)`);
}
