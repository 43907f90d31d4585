// The operator's command line as a browser test uses it: the same commands `npm run ops` sends to the running
// server's /dev/ops (this machine only, development only; decisions 0720, 0730).
import { type Page } from '@playwright/test';
import { serverUrl } from './brands.ts';

export async function runOps<T = unknown>(page: Page, command: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(serverUrl('/dev/ops'), { data: command });
  const body = (await response.json()) as { ok: boolean; result?: T; error?: string };
  if (!body.ok) throw new Error(`ops ${String(command.command)} refused: ${body.error}`);
  return body.result as T;
}

/** A funded loan, partly repaid by ACH autopay, booked for a customer who exists (`npm run ops -- book-repaying-loan`). */
export async function bookRepayingLoan(page: Page, email: string, portfolioId: number): Promise<string> {
  const { loanNo } = await runOps<{ loanNo: string }>(page, { command: 'book-repaying-loan', email, portfolioId });
  return loanNo;
}
