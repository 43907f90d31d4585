// The access token and user credential live in localStorage (spec section 6) and go out as the
// Access-Token and User-Credential headers on every request while present.
import { storageKey, type KeyValueStorage } from './namespace.ts';

export type Credentials = { accessToken: string | null; userCredential: string | null };

const ACCESS_TOKEN_KEY = storageKey('access-token');
const USER_CREDENTIAL_KEY = storageKey('user-credential');

export function createCredentialStore(storage: KeyValueStorage) {
  return {
    read(): Credentials {
      return { accessToken: storage.getItem(ACCESS_TOKEN_KEY), userCredential: storage.getItem(USER_CREDENTIAL_KEY) };
    },
    save({ accessToken, userCredential }: { accessToken: string; userCredential: string }): void {
      storage.setItem(ACCESS_TOKEN_KEY, accessToken);
      storage.setItem(USER_CREDENTIAL_KEY, userCredential);
    },
    clear(): void {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(USER_CREDENTIAL_KEY);
    },
  };
}

export type CredentialStore = ReturnType<typeof createCredentialStore>;
