// The personal answers a page starts from: what is saved, overlaid with what this visit typed and has not
// saved yet (the draft of the section).
import type { PersonalAnswers } from '#src/api/contract/application.ts';
import { useGuidanceSelector } from '../guidance-actor.ts';

export function usePersonalValues(): Partial<Omit<PersonalAnswers, 'ssn'>> {
  const saved = useGuidanceSelector((snapshot) => snapshot.context.personal);
  const draft = useGuidanceSelector((snapshot) => snapshot.context.draft.personal);
  const { ssnMasked: _ssnMasked, verify: _verify, ...answers } = saved ?? { ssnMasked: null, verify: null };
  return { ...answers, ...draft };
}
