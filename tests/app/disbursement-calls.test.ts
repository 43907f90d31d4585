// The wizard's calls as the app makes them (src/app/disbursement-actors.ts), the client answered here: the date step's
// load makes available-date and get-default-disbursement-date at once, in one round trip (two actors' calls left the
// browser one after the other had answered: bench:wizard counted three round trips on the step), and a failed default
// leaves the dates; the same-day tip's next business day is get-next-business-day of the date given.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { availableDate, getDefaultDisbursementDate, getNextBusinessDay } from '#src/api/contract/disbursement-dates.ts';
import { disbursementFlow } from '#src/app/disbursement-actors.ts';
import { createEncryptedStore } from '#src/storage/encrypted-store.ts';
import { memoryStorage } from '#src/storage/memory-storage.ts';
import { DATES } from '#src/ui/fixtures/disbursement.ts';
import { memoryKeyStore } from '../storage/memory.ts';

type Asked = { path: string; input: unknown; answer: (value: unknown) => void; refuse: (error: unknown) => void };

/** The wizard's calls on a client whose answers the test gives, one by one, after seeing what was asked. */
function wizardCalls() {
  const asked: Asked[] = [];
  const call = ((definition: CallDefinition, input: unknown) =>
    new Promise((answer, refuse) => asked.push({ path: definition.path, input, answer, refuse }))) as ApiCall;
  const state = createEncryptedStore({ storage: memoryStorage(), keyStore: memoryKeyStore() });
  const actors = disbursementFlow({ call, state }).implementations.actors as Record<string, AnyActorLogic>;
  const run = (name: string, input?: unknown) => createActor(actors[name]!, { input }).start();
  return { asked, run };
}

describe("the date step's load", () => {
  it('asks available-date and the default date at once: both are out before either answers', async () => {
    const { asked, run } = wizardCalls();
    const load = run('loadDates');
    expect(asked.map((each) => each.path)).toEqual([availableDate.path, getDefaultDisbursementDate.path]);
    asked[1]!.answer({ date: DATES.earliest });
    asked[0]!.answer(DATES);
    expect(await toPromise(load)).toEqual({ dates: DATES, defaultDate: DATES.earliest });
  });

  it('without the default date (its call refused), the dates still load and nothing is offered in advance', async () => {
    const { asked, run } = wizardCalls();
    const load = run('loadDates');
    asked[1]!.refuse(new Error('offline'));
    asked[0]!.answer(DATES);
    expect(await toPromise(load)).toEqual({ dates: DATES, defaultDate: null });
  });

  it('fails when the dates cannot be loaded (the page offers to load them again)', async () => {
    const { asked, run } = wizardCalls();
    const load = run('loadDates');
    const failed = toPromise(load).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    asked[0]!.refuse(new Error('offline'));
    asked[1]!.answer({ date: DATES.earliest });
    expect(await failed).toBe('offline');
  });
});

describe("the same-day tip's next business day", () => {
  it('is get-next-business-day of the date the countdown answered', async () => {
    const { asked, run } = wizardCalls();
    const next = run('getNextBusinessDay', { date: '2026-11-24' });
    expect(asked).toMatchObject([{ path: getNextBusinessDay.path, input: { date: '2026-11-24' } }]);
    asked[0]!.answer({ date: '2026-11-25' });
    expect(await toPromise(next)).toEqual({ date: '2026-11-25' });
  });
});
