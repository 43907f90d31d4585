// Whether the typed name is the application's: first and last name, or first, middle and last when the
// application has a middle name; letter case and extra spaces do not matter.
import type { BorrowerName } from './agreement-content.ts';

const normalized = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

export function typedNameMatches(typed: string, name: BorrowerName): boolean {
  const first = normalized(name.firstName);
  const last = normalized(name.lastName);
  const middle = normalized(name.middleName ?? '');
  const accepted = [`${first} ${last}`, ...(middle ? [`${first} ${middle} ${last}`] : [])];
  return accepted.includes(normalized(typed));
}
