// The guidance flow as the browser wires it: every call goes through the API client with a request the
// contract accepts, answers are what the contract parses, and choosing a provider leaves for its page.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createActor, createMachine, waitFor, type ActorRefFrom } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { guidanceFlow } from '#src/app/guidance-actors.ts';
import { guidanceMachine } from '#machines/guidance/guidance.machine.ts';
import type { GuidanceEvent } from '#machines/guidance/types.ts';
import type { GuidanceProgress } from '#src/api/contract/application.ts';
import { applicationWith } from '#src/ui/fixtures/applications.ts';
import { EMPLOYMENT, SAVED_PERSONAL } from '../machines/guidance-harness.ts';

const SECTIONS = ['personal', 'employment', 'bank', 'ibv', 'summary'].map((section) => ({ section, label: section, complete: false }));
const PROGRESS = { applicationNo: 'A-1', resumeStep: null, sections: SECTIONS };
const ANSWERS: Record<string, unknown> = {
  'list-section': PROGRESS,
  'get-personal-info': applicationWith(PROGRESS as GuidanceProgress),
  'record-business-data': { ...PROGRESS, resumeStep: 'employment/income' },
  'get-provider': { providers: [{ provider: 10000, name: 'Tallyway Sandbox', description: 'One-time code' }] },
  'create-request-code': {
    requestCode: 'RequestCode-0123456789',
    provider: 10000,
    providerUrl: '/sandbox-ibv/10000/RequestCode-0123456789/bank',
    expiresAt: '2026-11-22T02:00:00.000Z',
  },
};

/** The API client as the contract sees it: the request must pass the call's schema, the answer is parsed by it. */
function contractClient() {
  const sent: Array<{ path: string; request: unknown }> = [];
  const call = (async (definition: CallDefinition, request: unknown) => {
    const checked = v.safeParse(definition.request, request);
    if (!checked.success) throw new Error(`${definition.path}: ${checked.issues.map((issue) => issue.message).join(', ')}`);
    sent.push({ path: definition.path.split('/').pop()!, request });
    const answer = ANSWERS[definition.path.split('/').pop()!];
    if (answer === undefined) throw new Error(`unexpected ${definition.path}`);
    return v.parse(definition.response, answer);
  }) as ApiCall;
  return { call, sent };
}

function start(call: ApiCall, opened: string[], path = '/guidance') {
  const parent = createMachine({
    invoke: {
      id: 'guidance',
      src: guidanceFlow({ call, openUrl: (url) => opened.push(url) }),
      input: { portfolioId: 118, entry: { type: 'route.enter', path, params: {} } },
    },
  });
  const actor = createActor(parent).start();
  return actor.getSnapshot().children.guidance as ActorRefFrom<typeof guidanceMachine>;
}

const STEPS: GuidanceEvent[] = [
  { type: 'step.submit', step: 'personal/name', answers: { firstName: 'Jane', middleName: '', lastName: 'Doe', dateOfBirth: '1990-04-12' } },
  {
    type: 'step.submit',
    step: 'personal/address',
    answers: { address: { street1: '12 Main Street', street2: '', city: 'Austin', state: 'TX', zip: '78701' } },
  },
  {
    type: 'step.submit',
    step: 'personal/contact',
    answers: { contacts: { homePhone: '', cellPhone: '(512) 555-0100', email: 'jane@example.com', alternativePhone: '', alternativeEmail: '' } },
  },
  { type: 'step.submit', step: 'personal/military', answers: { military: -1, optInFlags: 8 } },
  { type: 'step.submit', step: 'personal/ssn', answers: { ssn: '123-45-6789' } },
];

describe('guidanceFlow', () => {
  it('loads the sections and the application, then saves each personal page (drafts, then the section) as the contract takes them', async () => {
    const { call, sent } = contractClient();
    const flow = start(call, []);
    await waitFor(flow, (snapshot) => snapshot.matches({ ready: { personal: 'name' } }));
    for (const step of STEPS) {
      flow.send(step);
      await waitFor(flow, (snapshot) => JSON.stringify(snapshot.value).includes('editing'));
    }
    await waitFor(flow, (snapshot) => snapshot.matches({ ready: 'employment' }));
    expect(sent.map((s) => s.path)).toEqual(['list-section', 'get-personal-info', ...STEPS.map(() => 'record-business-data')]);
    expect(sent[2]!.request).toEqual({
      section: 'personal',
      resumeStep: 'personal/address',
      draft: true,
      answers: { firstName: 'Jane', middleName: '', lastName: 'Doe', dateOfBirth: '1990-04-12' },
    });
    expect(sent[6]!.request).toMatchObject({ section: 'personal', resumeStep: 'employment/income', answers: { ssn: '123-45-6789', firstName: 'Jane' } });
  });

  it("lists the providers of the portfolio and leaves for the chosen provider's page", async () => {
    const { call, sent } = contractClient();
    ANSWERS['get-personal-info'] = applicationWith(
      {
        ...PROGRESS,
        resumeStep: 'ibv',
        sections: SECTIONS.map((s) => ({ ...s, complete: ['personal', 'employment', 'bank'].includes(s.section) })),
      } as GuidanceProgress,
      {
        personal: SAVED_PERSONAL,
        employment: EMPLOYMENT,
        bank: { bankAccountId: 'b-1', bankName: null, routingMasked: '*****0154', accountMasked: '*****3456', accountType: 3001, verified: false },
      },
    );
    const opened: string[] = [];
    const flow = start(call, opened);
    await waitFor(flow, (snapshot) => snapshot.matches({ ready: { ibv: 'choosing' } }));
    expect(flow.getSnapshot().context.providers).toEqual([{ provider: 10000, name: 'Tallyway Sandbox', description: 'One-time code' }]);
    flow.send({ type: 'ibv.choose', provider: 10000 });
    await waitFor(flow, (snapshot) => snapshot.matches({ ready: { ibv: 'leaving' } }));
    expect(sent.slice(2)).toEqual([
      { path: 'get-provider', request: { portfolioId: 118 } },
      { path: 'create-request-code', request: { provider: 10000 } },
    ]);
    expect(opened).toEqual(['/sandbox-ibv/10000/RequestCode-0123456789/bank']);
  });
});
