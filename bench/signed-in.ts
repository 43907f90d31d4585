// A borrower signed in as a browser is (issue 15's /home figures): the real calls (sign-in, then the 6-digit code
// the server e-mailed, read from the development outbox), and what the app then keeps in localStorage
// (src/storage/credentials.ts: the access token and user credential; src/app/account-actors.ts: the device id).
// A reload of a signed-in page reads nothing else: the encrypted state's key is made afresh when IndexedDB has none.
import { randomBytes } from 'node:crypto';
import { signIn, verifyLoginCode, type Session } from '#src/api/contract/customer.ts';
import { storageKey } from '#src/storage/namespace.ts';

export type Borrower = { email: string; password: string; portfolioId: number };

/** The demo borrower with a loan being repaid, per brand (docs/demo-data.md; seeded outside production). */
export const REPAYING: Record<110 | 118, Borrower> = {
  110: { email: 'demo-repaying@goldcrest.example', password: 'Demo-Borrower-2026', portfolioId: 110 },
  118: { email: 'demo-repaying@bluepeak.example', password: 'Demo-Borrower-2026', portfolioId: 118 },
};

type Envelope = { code: number; message: string; data: unknown };
type OutboxMessage = { subject: string; text: string };

async function post(origin: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as Envelope;
  if (envelope.code !== 1) throw new Error(`${path} answered ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** The sign-in codes mailed to `email`, newest first. */
async function mailedCodes(origin: string, email: string): Promise<string[]> {
  const mail = (await (await fetch(`${origin}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as OutboxMessage[];
  return mail
    .filter((message) => /sign-in code/i.test(message.subject))
    .map((message) => /\b\d{6}\b/.exec(message.text)?.[0])
    .filter((code) => code !== undefined);
}

/**
 * Signs `borrower` in on a new device through the server at `origin` (development: /dev/outbox.json answers
 * loopback callers), with the code mailed for this sign-in and never an earlier one (a wrong code counts
 * towards the lock-out). Answers the localStorage entries a browser signed in this way holds.
 */
export async function signInAsBrowser(origin: string, borrower: Borrower): Promise<Record<string, string>> {
  const deviceId = randomBytes(24).toString('base64url');
  const earlier = new Set(await mailedCodes(origin, borrower.email));
  const answer = (await post(origin, signIn.path, { ...borrower, deviceId })) as { status: string; challengeId?: string; session?: Session };
  let session = answer.session;
  if (!session) {
    let code: string | undefined;
    for (let attempt = 0; attempt < 100 && !code; attempt += 1) {
      code = (await mailedCodes(origin, borrower.email)).find((candidate) => !earlier.has(candidate));
      if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!code) throw new Error(`no new sign-in code for ${borrower.email} in the outbox`);
    session = (await post(origin, verifyLoginCode.path, { challengeId: answer.challengeId, code, deviceId, rememberDevice: false })) as Session;
  }
  return {
    [storageKey('device-id')]: deviceId,
    [storageKey('access-token')]: session.accessToken,
    [storageKey('user-credential')]: session.userCredential,
  };
}
