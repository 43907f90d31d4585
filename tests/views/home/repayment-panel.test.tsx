// Home's panel of loans being repaid (flag 5) links each loan whose signed agreement the server keeps
// (list-repayment-loan's signedAgreement) to its page, /loan-agreement/{loanNo}; a loan without one (attached from
// elsewhere) has no link (issue 12: "as does home for a signed loan").
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { REPAYING_LOAN } from '#src/ui/fixtures/home.ts';
import { AppActorContext } from '#src/views/app-actor.ts';
import { RepaymentPanel } from '#src/views/home/flag-panels.tsx';
import type { RepaymentLoan } from '#src/api/contract/loan.ts';
import { disbursement, PERSONAL, startHome } from '../../machines/home-harness.ts';

const system = createBrandSystem(NEUTRAL_COLORS);
const ELSEWHERE: RepaymentLoan = { ...REPAYING_LOAN, loanId: 'l-6', loanNo: 'BP-ELSEWHERE-1', signedAgreement: false };

async function panelWith(loans: RepaymentLoan[]) {
  const app = await startHome({ loadPersonal: () => PERSONAL, loadDisbursement: () => disbursement(5), loadRepaymentLoans: () => ({ loans }) });
  await app.open('/home');
  expect(app.matches({ shown: { page: { repayment: 'ready' } } })).toBe(true);
  const html = renderToStaticMarkup(
    <ChakraProvider value={system}>
      <AppActorContext.Provider value={app.actor}>
        <RepaymentPanel />
      </AppActorContext.Provider>
    </ChakraProvider>,
  );
  app.actor.stop();
  return html;
}

const links = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => [href, text]);

describe("home's loans being repaid", () => {
  it('link a loan with its signed agreement kept to /loan-agreement/{loanNo}, and not a loan without one', async () => {
    const html = await panelWith([REPAYING_LOAN, ELSEWHERE]);
    expect(links(html)).toEqual([['/loan-agreement/BP-5001', 'View signed agreement']]);
    expect(html.match(/data-signed-agreement-link/g)).toHaveLength(1);
    // Named for a screen reader by its loan, as several loans may each have one; the name starts with the words shown.
    expect(html).toContain('aria-label="View signed agreement of loan BP-5001"');
    // The link follows its own loan's facts: the first loan's number, then the link, then the second loan's.
    expect(html.indexOf('BP-5001')).toBeLessThan(html.indexOf('View signed agreement'));
    expect(html.indexOf('View signed agreement')).toBeLessThan(html.indexOf('BP-ELSEWHERE-1'));
  });

  it('show no link when no loan has one', async () => {
    expect(links(await panelWith([ELSEWHERE]))).toEqual([]);
  });
});
