// The lender pages in a story (flow-story.ts): the legal flow's calls answered by the story (or left pending, to
// show a page while its content is on its way), and the footer's licences from the brand's fixture while it shows.
import { legalMachine } from '#machines/legal/legal.machine.ts';
import type { LegalEvent } from '#machines/legal/types.ts';
import { LEGAL_FIXTURES } from '#src/ui/fixtures/legal.ts';
import { provideLicenceLoader } from '../legal-actors.ts';
import { answeredCalls, startFlowStory, type StoryAnswer } from './flow-story.ts';
import { StoryShell } from './story-app.tsx';

type CallName = keyof typeof legalMachine.implementations.actors;
export type LegalStoryAnswers = Partial<Record<CallName, StoryAnswer>>;

export type LegalStoryProps = {
  brand: string;
  path: string;
  /** By default each call answers with the brand's fixture. */
  answers?: LegalStoryAnswers;
  steps?: LegalEvent[];
};

export function LegalStoryApp({ brand, path, answers = {}, steps = [] }: LegalStoryProps) {
  const fixtures = LEGAL_FIXTURES[brand === '110' ? 110 : 118];
  const legal = legalMachine.provide(
    answeredCalls(legalMachine, { loadRatesAndTerms: { data: fixtures.rates }, loadEsignDisclosure: { data: fixtures.esign }, ...answers }),
  );
  const start = () => {
    provideLicenceLoader(async () => fixtures.licences);
    const started = startFlowStory({ brand, path, flows: { legal }, steps });
    return {
      ...started,
      stop: () => {
        started.stop();
        provideLicenceLoader(null);
      },
    };
  };
  return <StoryShell start={start} />;
}
