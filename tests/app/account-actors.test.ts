// The accounts flow as the browser wires it: calls through the API client with this device's id, and the
// session kept where the client reads it.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, waitFor, type ActorRefFrom } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { createCredentialStore } from '#src/storage/credentials.ts';
import { accountFlow, deviceIdOf } from '#src/app/account-actors.ts';
import { accountMachine } from '#machines/account/account.machine.ts';
import { memoryStorage } from '#src/storage/memory-storage.ts';

const SESSION = {
  accessToken: 'token-1',
  userCredential: 'c-1',
  expiresAt: '2026-11-22T03:00:00.000Z',
  customer: { customerId: 'c-1', email: 'jane@example.com', firstName: 'Jane', portfolioId: 118 },
};

describe('deviceIdOf', () => {
  it('makes a random id the contract accepts once, then keeps it', () => {
    const storage = memoryStorage();
    const id = deviceIdOf(storage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(deviceIdOf(storage)).toBe(id);
    expect(storage.entries()).toEqual({ 'borrower:device-id': id });
  });

  it('replaces a stored value that is not a device id', () => {
    const storage = memoryStorage({ 'borrower:device-id': 'not valid!' });
    expect(deviceIdOf(storage)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('differs between browsers', () => {
    expect(deviceIdOf(memoryStorage())).not.toBe(deviceIdOf(memoryStorage()));
  });
});

describe('accountFlow', () => {
  it('signs in with this device id and keeps the session for the API client', async () => {
    const storage = memoryStorage();
    const credentials = createCredentialStore(storage);
    const sent: Array<{ path: string; request: unknown }> = [];
    const call = (async (definition: CallDefinition, request: unknown) => {
      sent.push({ path: definition.path, request });
      if (definition.path.endsWith('/sign-in')) return { status: 'signedIn', session: SESSION };
      if (definition.path.endsWith('/check-consent-status')) return { consented: true, items: [] };
      throw new Error(`unexpected ${definition.path}`);
    }) as ApiCall;
    // The flow runs under a parent, as in the app: it tells its parent where it landed.
    const parent = createMachine({
      invoke: {
        id: 'account',
        src: accountFlow({ call, credentials, storage }),
        input: { portfolioId: 118, customer: null, entry: { type: 'route.enter', path: '/sign-in', params: {} } },
      },
    });
    const actor = createActor(parent).start();
    const flow = actor.getSnapshot().children.account as ActorRefFrom<typeof accountMachine>;
    flow.send({ type: 'signIn.submit', email: 'jane@example.com', password: 'Secret-Pass1' });
    await waitFor(flow, (snapshot) => snapshot.matches('landing'));

    expect(sent[0]).toEqual({
      path: '/dolphin-customer/sign-in',
      request: { email: 'jane@example.com', password: 'Secret-Pass1', portfolioId: 118, deviceId: deviceIdOf(storage) },
    });
    expect(credentials.read()).toEqual({ accessToken: 'token-1', userCredential: 'c-1' });
    actor.stop();
  });
});
