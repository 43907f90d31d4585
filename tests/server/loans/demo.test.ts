// The demo of docs/demo-data.md: Goldcrest's unsigned customer signs and waits in underwriter review until an
// operator approves and funds; Bluepeak's is approved by itself; the demo funding customers stay at flag 4 until
// an operator funds them.
import { describe, expect, it } from 'vitest';
import { listDisbursementLoan, type DisbursementLoan } from '#src/api/contract/loan.ts';
import { signLoanAgreement } from '#src/api/contract/signing.ts';
import { DEMO_PASSWORD } from '#server/accounts/demo-customers.ts';
import { manualClock } from '../helper.ts';
import { authHeaders, ok, outbox, signInWithCode } from '../support/accounts.ts';
import { buildWithKey, sendAgreement, signing } from '../signing/support.ts';
import { decide, loanOf, ops } from './support.ts';

async function demoApp() {
  const clock = manualClock();
  const app = await buildWithKey({ clock }, { demoApplications: true });
  return { app, clock };
}

async function home(app: Awaited<ReturnType<typeof demoApp>>['app'], email: string, portfolioId: number) {
  const headers = authHeaders(await signInWithCode(app, email, DEMO_PASSWORD, portfolioId));
  const answer = await ok<{ homePageFlag: number; loans: DisbursementLoan[] }>(app, listDisbursementLoan, {}, headers);
  return { headers, flag: answer.homePageFlag, tracker: answer.loans[0]?.tracker ?? null };
}

async function fundedMail(app: Awaited<ReturnType<typeof demoApp>>['app'], email: string) {
  return (await outbox(app, email)).find((mail) => mail.subject.includes('is on its way'))?.text;
}

async function signDemo(app: Awaited<ReturnType<typeof demoApp>>['app'], email: string, portfolioId: number, loanNo: string, fullName: string) {
  const { headers } = await home(app, email, portfolioId);
  const sent = await sendAgreement(app, { headers, customerId: '', email, loanNo, portfolioId });
  await ok(app, signLoanAgreement, signing({ requestId: sent.requestId }, { typedName: fullName }), headers);
}

describe('the demo after signing', () => {
  it('Goldcrest (Uma Sterling): underwriter review, then an operator approves and funds it; the tracker goes 1, 2, 3, 5', async () => {
    const life = await demoApp();
    const { app } = life;
    const email = 'demo-unsigned@goldcrest.example';
    await signDemo(app, email, 110, 'GC-DEMO-3001', 'Uma Sterling');
    expect(await home(app, email, 110)).toMatchObject({ flag: 4, tracker: 1 });
    await app.jobs.runDue();
    expect(await loanOf(app, 'GC-DEMO-3001')).toMatchObject({ loanStatus: 102, loanSubStatus: 102003 });
    expect(await home(app, email, 110)).toMatchObject({ flag: 4, tracker: 2 });
    await ops(life)(decide('approve', 'GC-DEMO-3001'));
    expect(await home(app, email, 110)).toMatchObject({ flag: 4, tracker: 3 });
    await ops(life)(decide('fund', 'GC-DEMO-3001'));
    await app.jobs.runDue();
    expect((await home(app, email, 110)).flag).toBe(5);
    expect(await fundedMail(app, email)).toContain('to your account ending in 8999');
  });

  it('Bluepeak (Ulrich Vance): approved by itself', async () => {
    const { app } = await demoApp();
    await signDemo(app, 'demo-unsigned@bluepeak.example', 118, 'BP-DEMO-3001', 'Ulrich Vance');
    await app.jobs.runDue();
    expect(await loanOf(app, 'BP-DEMO-3001')).toMatchObject({ loanStatus: 104, tracker: 3 });
  });

  it('the demo funding customers stay "funding in progress" (no job moves them) until an operator funds them', async () => {
    const life = await demoApp();
    const { app, clock } = life;
    clock.advance(3 * 86_400_000);
    await app.jobs.runDue();
    expect(await home(app, 'demo-funding@goldcrest.example', 110)).toMatchObject({ flag: 4, tracker: 4 });
    await ops(life)(decide('fund', 'GC-DEMO-4001'));
    await app.jobs.runDue();
    expect((await home(app, 'demo-funding@goldcrest.example', 110)).flag).toBe(5);
    expect(await fundedMail(app, 'demo-funding@goldcrest.example')).toContain('We sent $1,200.00 for your loan GC-DEMO-4001 to your bank account on');
    expect(await home(app, 'demo-funding@bluepeak.example', 118)).toMatchObject({ flag: 4, tracker: 4 });
  });
});
