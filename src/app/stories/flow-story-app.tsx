// One story harness for every flow (issue 10): a page's story names its flow by the registry's id
// (machines/flows.ts); the real app starts (flow-story.ts) with that flow's machine, its calls answered by the
// story (or left pending, to show a page while a call is on its way), and the borrower's moves are sent to it as
// events. What a flow's stories need beyond answered calls (an effect that would leave Storybook, a channel that
// stays quiet, a timer held still, answers from the brand's fixtures) is its row in STORY_SETUP, not a file of its own.
import { fromCallback, type AnyActorLogic, type EventFromLogic } from 'xstate';
import { FLOW_MACHINES } from '#machines/flow-machines.ts';
import type { FlowId } from '#machines/flows.ts';
import { realtimeMachine } from '#machines/realtime/realtime.machine.ts';
import type { Customer } from '#src/api/contract/customer.ts';
import { LEGAL_FIXTURES } from '#src/ui/fixtures/legal.ts';
import { provideLicenceLoader } from '../legal-actors.ts';
import { answeredCalls, startFlowStory, type FlowStoryOptions, type StoryAnswer } from './flow-story.ts';
import { StoryShell } from './story-app.tsx';

type Machines = typeof FLOW_MACHINES;
type Brand = 110 | 118;

/** A flow's calls (the actors the app provides it), by name. */
export type CallName<Id extends FlowId> = keyof Machines[Id]['implementations']['actors'] & string;
/** What the story answers each of a flow's calls; a call it does not answer stays pending. */
export type StoryAnswers<Id extends FlowId> = Partial<Record<CallName<Id>, StoryAnswer>>;
export type { StoryAnswer };

export type FlowStoryProps<Id extends FlowId> = {
  brand: string;
  path: string;
  answers?: StoryAnswers<Id>;
  /** Events sent to the page's flow once the page is open, in order. */
  steps?: ReadonlyArray<EventFromLogic<Machines[Id]>>;
  /** A signed-in customer (signed-in pages). */
  customer?: Customer;
  /** Other flows the page leads to, with their calls answered (a changed password goes home). */
  others?: { [K in FlowId]?: StoryAnswers<K> };
};

type StorySetup = {
  /** Given to the flow's machine beside its answered calls. */
  provide?: { actors?: Record<string, AnyActorLogic>; actions?: Record<string, () => void>; delays?: Record<string, number> };
  /** The answers of the flow's stories unless a story gives its own. */
  answers?: (brand: Brand) => Readonly<Record<string, StoryAnswer>>;
  /** Done as the story starts; what it returns is done as the story stops. */
  around?: (brand: Brand) => () => void;
};

/** A realtime socket that opens and stays quiet: nothing arrives (a signing page asks for its agreement once it is open). */
const quietChannel = realtimeMachine.provide({ actors: { socket: fromCallback(({ sendBack }) => sendBack({ type: 'socket.open' })) } });
const DAY_MS = 24 * 60 * 60 * 1000;

const STORY_SETUP: { readonly [K in FlowId]?: StorySetup } = {
  // A session is kept by the browser's app, not by a story.
  account: { provide: { actions: { storeSession: () => {} } } },
  // Leaving for a provider's pages would leave Storybook.
  guidance: { provide: { actions: { openProvider: () => {} } } },
  // The countdown held still, so the green message can be reviewed.
  signing: { provide: { actors: { realtime: quietChannel }, actions: { keepSignatureState: () => {} }, delays: { countdownTick: DAY_MS } } },
  // Each call answers with the brand's fixture, and the footer shows the brand's licences while the story shows.
  legal: {
    answers: (brand) => ({ loadRatesAndTerms: { data: LEGAL_FIXTURES[brand].rates }, loadEsignDisclosure: { data: LEGAL_FIXTURES[brand].esign } }),
    around: (brand) => {
      provideLicenceLoader(async () => LEGAL_FIXTURES[brand].licences);
      return () => provideLicenceLoader(null);
    },
  },
};

/** A flow's machine as a story runs it: its calls answered, its row of STORY_SETUP given. */
function storyFlow(id: FlowId, answers: Readonly<Record<string, StoryAnswer | undefined>>, brand: Brand): AnyActorLogic {
  const machine = FLOW_MACHINES[id];
  const setup = STORY_SETUP[id];
  const { actors } = answeredCalls(machine, { ...setup?.answers?.(brand), ...answers }) as { actors: Record<string, AnyActorLogic> };
  const { provide = {} } = setup ?? {};
  return (machine.provide as (implementations: object) => AnyActorLogic)({ ...provide, actors: { ...actors, ...provide.actors } });
}

/** The app in a story with the page's flow `flow` (and the `others` it leads to), answered as the story says. */
export function FlowStoryApp<Id extends FlowId>({ flow, brand, path, answers = {}, steps = [], customer, others = {} }: FlowStoryProps<Id> & { flow: Id }) {
  const portfolio: Brand = brand === '110' ? 110 : 118;
  const start = () => {
    // The page's flow first: the story's steps go to the first of them that runs.
    const answered = [[flow, answers], ...Object.entries(others).filter(([id]) => id !== flow)] as Array<[FlowId, Record<string, StoryAnswer>]>;
    const flows: FlowStoryOptions['flows'] = Object.fromEntries(answered.map(([id, calls]) => [id, storyFlow(id, calls, portfolio)]));
    const undo = answered.map(([id]) => STORY_SETUP[id]?.around?.(portfolio));
    const started = startFlowStory({ brand, path, flows, steps, customer });
    return {
      ...started,
      stop: () => {
        started.stop();
        undo.forEach((each) => each?.());
      },
    };
  };
  return <StoryShell start={start} />;
}

/** The story component of one flow, for a stories file's `component` and `render`: FlowStoryApp with its flow given. */
export function flowStoryApp<Id extends FlowId>(flow: Id) {
  const FlowStory = (props: FlowStoryProps<Id>) => <FlowStoryApp flow={flow} {...props} />;
  FlowStory.displayName = `FlowStoryApp(${flow})`;
  return FlowStory;
}
