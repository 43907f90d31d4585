// The applicant's age rules on calendar dates 'YYYY-MM-DD' (which compare as text): one place for the
// server's refusal and the page's message.
import { isIsoDate, type IsoDate } from './iso-date.ts';

export const ADULT_AGE = 18;
/** Older than this is a typing mistake, not a borrower. */
export const OLDEST_AGE = 120;

/** The date a person born on `dateOfBirth` turns `years` (a 29 February birthday, in a common year, sorts after 28 February). */
function anniversary(dateOfBirth: IsoDate, years: number): string {
  return `${String(Number(dateOfBirth.slice(0, 4)) + years).padStart(4, '0')}${dateOfBirth.slice(4)}`;
}

/** 'invalid': not a real date, in the future or 120 years or more ago; 'tooYoung': under 18 on `today`; else null. */
export function dateOfBirthProblem(dateOfBirth: string, today: IsoDate): 'invalid' | 'tooYoung' | null {
  if (!isIsoDate(dateOfBirth) || dateOfBirth > today || anniversary(dateOfBirth, OLDEST_AGE) <= today) return 'invalid';
  if (anniversary(dateOfBirth, ADULT_AGE) > today) return 'tooYoung';
  return null;
}
