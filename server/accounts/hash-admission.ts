// Admission control for password hashing (issue 17, finding 8; decision 0212). One scrypt derivation holds a
// libuv pool thread and 128 MiB for a few hundred milliseconds, and the pool (4 threads) also reads and writes
// files for everyone else: 40 wrong sign-ins at once made every sign-in wait 7-11 s. So at most `concurrency`
// derivations run at once, at most `queue` wait their turn in arrival order, and one more is refused at once
// (HTTP 429 -10429 with Retry-After, as the server's other limits answer) instead of waiting behind them.

/** Thrown when the queue is full; the error handler answers it 429 -10429 with Retry-After (server/http/error-handling.ts). */
export class PasswordHashingBusy extends Error {
  override name = 'PasswordHashingBusy';
  /** Fastify's error handler reads the status from here. */
  readonly statusCode = 429;
  constructor(readonly retryAfterMs: number) {
    super('Password hashing is at capacity: answered 429');
  }
}

export type HashAdmissionLimits = {
  /** Derivations running at once. */
  concurrency: number;
  /** Derivations waiting their turn; one more is refused. */
  queue: number;
};

export type HashAdmission = {
  /** Runs the derivation when a place is free; throws PasswordHashingBusy when every place and the queue are taken. */
  run<T>(derivation: () => Promise<T>): Promise<T>;
  /** Derivations running and waiting now (for tests and logs). */
  load(): { running: number; waiting: number };
};

/** Until one has been measured: about what one derivation at N = 2^17 takes on a busy 2-core machine (decision 0210). */
const FIRST_ESTIMATE_MS = 500;

/** No limit at all: for tools and tests that hash outside a server. */
export const unlimitedAdmission: HashAdmission = {
  run: (derivation) => derivation(),
  load: () => ({ running: 0, waiting: 0 }),
};

export function hashAdmission({ concurrency, queue }: HashAdmissionLimits): HashAdmission {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A moving average of how long a derivation takes, to tell a refused caller when a place is likely free.
  let averageMs = FIRST_ESTIMATE_MS;

  const retryAfterMs = () => Math.ceil((averageMs * (running + waiting.length)) / concurrency);

  return {
    async run(derivation) {
      if (running >= concurrency) {
        if (waiting.length >= queue) throw new PasswordHashingBusy(retryAfterMs());
        // A finishing derivation hands its place over (`running` stays as it is), so nobody can overtake the queue.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      const started = performance.now();
      try {
        return await derivation();
      } finally {
        averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
        if (waiting.length > 0) waiting.shift()!();
        else running -= 1;
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
