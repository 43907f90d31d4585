// The employment answers a page starts from: what is saved, overlaid with this visit's unsaved draft.
import type { EmploymentAnswers } from '#src/api/contract/application.ts';
import { useGuidanceSelector } from '../guidance-actor.ts';

export function useEmploymentValues(): Partial<EmploymentAnswers> {
  const saved = useGuidanceSelector((snapshot) => snapshot.context.employment);
  const draft = useGuidanceSelector((snapshot) => snapshot.context.draft.employment);
  return { ...(saved ?? {}), ...draft };
}

/** A code as a form value: '' when none is chosen yet. */
export const asChoice = (code: number | undefined | null) => (code === undefined || code === null ? '' : String(code));
