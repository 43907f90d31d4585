import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { IN_PROGRESS_TRACKER, inProgressTrackerSteps } from '#src/domain/codes/loan.ts';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { InProgressTracker } from '#src/views/home/in-progress-tracker.tsx';

const system = createBrandSystem(NEUTRAL_COLORS);
/** The tracker's text as a borrower reads it: each list item's words, tags and hidden marks left out. */
function itemsOf(tracker: number | null): string[] {
  const html = renderToStaticMarkup(
    <ChakraProvider value={system}>
      <InProgressTracker tracker={tracker} />
    </ChakraProvider>,
  );
  return [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) =>
    item!
      .replace(/<style[^>]*>.*?<\/style>/g, '')
      .replace(/<div aria-hidden="true"[^>]*>.*?<\/div>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

// Issue 18, defect 9: the in-progress tracker speaks the borrower's words, not the spec's step codes.
describe('InProgressTracker', () => {
  it('names every step in plain words and says what the current one means', () => {
    expect(itemsOf(IN_PROGRESS_TRACKER.preUnderwriterReview)).toEqual([
      'We have your signed application Done',
      "We're checking your details Now: Someone on our team is looking over your application. We will e-mail you if we need anything.",
      'Your loan is approved To come',
      "We're sending your money To come",
      'The money is in your account To come',
    ]);
  });

  it("never shows a step's code name (those are for staff)", () => {
    for (const step of inProgressTrackerSteps) {
      const text = itemsOf(step.value).join(' ');
      for (const code of inProgressTrackerSteps) expect(text, `${code.label} at step ${step.value}`).not.toContain(code.label);
    }
  });

  it('says a loan that needs a closer look in words, with what happens next', () => {
    expect(itemsOf(IN_PROGRESS_TRACKER.exception).at(-1)).toBe(
      'Your loan needs a closer look Something needs a closer look. We will contact you; you can also call us.',
    );
  });
});
