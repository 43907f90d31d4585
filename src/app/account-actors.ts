// The accounts flow's calls, made through the API client, and its one effect on storage: the session's
// access token and user credential, which the client then sends on every request (spec section 6).
import { fromPromise } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import { batchSaveConsentStatus, checkConsentStatus, getConsentTemplate } from '#src/api/contract/consent.ts';
import {
  changePassword,
  createAccount,
  parseLinkResource,
  resendVerificationCode,
  resetPassword,
  sendCreateAccountEmail,
  sendForgotPasswordEmail,
  signIn,
  verifyLoginCode,
  type Session,
} from '#src/api/contract/customer.ts';
import type { CredentialStore } from '#src/storage/credentials.ts';
import { storageKey, type KeyValueStorage } from '#src/storage/namespace.ts';
import { accountMachine } from '#machines/account/account.machine.ts';
import type { AcceptedConsent } from '#machines/account/types.ts';

const DEVICE_ID_KEY = storageKey('device-id');

/** 24 random bytes, base64url: what the contract's deviceId accepts. */
function newDeviceId(random: (bytes: Uint8Array) => Uint8Array): string {
  const bytes = random(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * A stable random id of this browser, so a device the borrower chose to remember can skip the login code.
 * It is not a secret and survives sign-out (which forgets the session, not the device).
 */
export function deviceIdOf(storage: KeyValueStorage, random = (bytes: Uint8Array) => crypto.getRandomValues(bytes)): string {
  const existing = storage.getItem(DEVICE_ID_KEY);
  if (existing && /^[A-Za-z0-9_-]{16,128}$/.test(existing)) return existing;
  const created = newDeviceId(random);
  storage.setItem(DEVICE_ID_KEY, created);
  return created;
}

export type AccountWiring = { call: ApiCall; credentials: CredentialStore; storage: KeyValueStorage };

/** The accounts flow with its calls and effects, for the app machine's `account` actor. */
export function accountFlow({ call, credentials, storage }: AccountWiring) {
  const deviceId = () => deviceIdOf(storage);
  return accountMachine.provide({
    actors: {
      loadConsentTemplates: fromPromise(({ input, signal }: { input: { portfolioId: number }; signal: AbortSignal }) =>
        call(getConsentTemplate, input, { signal }),
      ),
      sendSetLink: fromPromise(({ input, signal }: { input: { email: string; portfolioId: number; consents: AcceptedConsent[] }; signal: AbortSignal }) =>
        call(sendCreateAccountEmail, input, { signal }),
      ),
      parseLink: fromPromise(({ input, signal }: { input: { resource: string }; signal: AbortSignal }) => call(parseLinkResource, input, { signal })),
      createAccount: fromPromise(({ input, signal }: { input: { resource: string; password: string }; signal: AbortSignal }) =>
        call(createAccount, { ...input, deviceId: deviceId() }, { signal }),
      ),
      signIn: fromPromise(({ input, signal }: { input: { email: string; password: string; portfolioId: number }; signal: AbortSignal }) =>
        call(signIn, { ...input, deviceId: deviceId() }, { signal }),
      ),
      verifyLoginCode: fromPromise(({ input, signal }: { input: { challengeId: string; code: string; rememberDevice: boolean }; signal: AbortSignal }) =>
        call(verifyLoginCode, { ...input, deviceId: deviceId() }, { signal }),
      ),
      resendLoginCode: fromPromise(({ input, signal }: { input: { challengeId: string }; signal: AbortSignal }) =>
        call(resendVerificationCode, input, { signal }),
      ),
      sendResetLink: fromPromise(({ input, signal }: { input: { email: string; portfolioId: number }; signal: AbortSignal }) =>
        call(sendForgotPasswordEmail, input, { signal }),
      ),
      resetPassword: fromPromise(({ input, signal }: { input: { resource: string; password: string }; signal: AbortSignal }) =>
        call(resetPassword, input, { signal }),
      ),
      changePassword: fromPromise(({ input, signal }: { input: { currentPassword: string; newPassword: string }; signal: AbortSignal }) =>
        call(changePassword, { ...input, deviceId: deviceId() }, { signal }),
      ),
      checkConsentStatus: fromPromise(({ signal }) => call(checkConsentStatus, {}, { signal })),
      saveConsents: fromPromise(({ input, signal }: { input: { items: AcceptedConsent[] }; signal: AbortSignal }) =>
        call(batchSaveConsentStatus, input, { signal }),
      ),
    },
    actions: {
      storeSession: (_, { session }: { session: Session }) => credentials.save({ accessToken: session.accessToken, userCredential: session.userCredential }),
    },
    guards: { hasStoredSession: () => credentials.read().accessToken !== null },
  });
}
