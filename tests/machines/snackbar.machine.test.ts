import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { snackbarMachine } from '#machines/app/snackbar.machine.ts';

function startSnackbar() {
  const clock = new SimulatedClock();
  const actor = createActor(snackbarMachine, { clock }).start();
  return { actor, clock };
}

describe('snackbar', () => {
  it('starts hidden', () => {
    expect(startSnackbar().actor.getSnapshot().value).toBe('hidden');
  });

  it('shows a message for 2000 ms, then hides it', () => {
    const { actor, clock } = startSnackbar();
    actor.send({ type: 'snackbar.show', message: 'We could not reach our servers.', kind: 'error' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'visible', context: { message: 'We could not reach our servers.', kind: 'error' } });
    clock.increment(1999);
    expect(actor.getSnapshot().value).toBe('visible');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('gives a newer message its own full 2000 ms', () => {
    const { actor, clock } = startSnackbar();
    actor.send({ type: 'snackbar.show', message: 'First', kind: 'error' });
    clock.increment(1500);
    actor.send({ type: 'snackbar.show', message: 'Saved.', kind: 'info' });
    clock.increment(1500);
    expect(actor.getSnapshot()).toMatchObject({ value: 'visible', context: { message: 'Saved.', kind: 'info' } });
    clock.increment(500);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('can be dismissed early', () => {
    const { actor } = startSnackbar();
    actor.send({ type: 'snackbar.show', message: 'Saved.', kind: 'info' });
    actor.send({ type: 'snackbar.dismiss' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('a message that names its own time and button keeps them (the signature’s green message, 20000 ms from the signature)', () => {
    const { actor, clock } = startSnackbar();
    actor.send({ type: 'snackbar.show', message: 'All set.', kind: 'success', timeoutMs: 15_000, actionLabel: 'OK' });
    expect(actor.getSnapshot().context).toMatchObject({ kind: 'success', actionLabel: 'OK' });
    clock.increment(14_999);
    expect(actor.getSnapshot().value).toBe('visible');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'snackbar.show', message: 'Saved.', kind: 'info' });
    expect(actor.getSnapshot().context).toEqual({ message: 'Saved.', kind: 'info' });
    clock.increment(2000);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
