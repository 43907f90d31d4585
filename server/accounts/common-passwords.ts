// The most common passwords (49,233 of them, see common-passwords.NOTICE), refused as new passwords
// whatever their letter case: "Password1" is "password1" to anyone guessing.
import { readFileSync } from 'node:fs';

let list: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').toLowerCase());
}

/** How many passwords are refused (for tests and the decision record). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
