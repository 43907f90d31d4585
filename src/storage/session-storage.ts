// Everything a signed-in customer leaves in this browser, and the one way to forget it all at sign-out.
import type { CredentialStore } from './credentials.ts';
import type { EncryptedStore } from './encrypted-store.ts';

export async function clearSession(credentials: CredentialStore, state: EncryptedStore): Promise<void> {
  credentials.clear();
  await state.clear();
}
