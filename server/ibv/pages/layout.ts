// The frame of every sandbox provider page: the provider's bar, a visible Sandbox banner, one h1, the
// documented test credentials in a details element and a "Cancel and return" link to the lender.
import { formatCurrency } from '#src/domain/format.ts';
import type { SandboxBrand } from '../sandbox/brands.ts';
import { SANDBOX_INSTITUTIONS } from '../sandbox/institutions.ts';
import {
  MAX_FAILED_ATTEMPTS,
  SANDBOX_CHECKING_NUMBER,
  SANDBOX_ONE_TIME_CODE,
  SANDBOX_PASSWORD,
  SANDBOX_SECURITY_ANSWER,
  SANDBOX_USERS,
} from '../sandbox/users.ts';
import { html, type Markup } from './html.ts';

export const STYLESHEET_PATH = '/sandbox-ibv/assets/sandbox.css';

/** Where the borrower goes back to the lender: the guidance page of this request (same origin). */
export function returnUrl(requestCode: string): string {
  return `/guidance/ibv/${requestCode}`;
}

export type PageFrame = { brand: SandboxBrand; lenderName: string; requestCode: string | null };

function credentials(brand: SandboxBrand): Markup {
  const secondFactor =
    brand.mfa === 'oneTimeCode'
      ? html`<p>One-time code: <code>${SANDBOX_ONE_TIME_CODE}</code> (any other code is wrong; ${MAX_FAILED_ATTEMPTS} wrong codes end the verification).</p>`
      : html`<p>Security question answer: <code>${SANDBOX_SECURITY_ANSWER}</code> (any other answer is wrong; ${MAX_FAILED_ATTEMPTS} wrong answers end the verification).</p>`;
  return html`<details>
<summary>Sandbox test credentials</summary>
<p class="hint">This is a test service: no real bank is contacted. Every user's ${brand.passwordNoun} is <code>${SANDBOX_PASSWORD}</code>. Any other ${brand.passwordNoun} is wrong; after ${MAX_FAILED_ATTEMPTS} wrong tries the online account is locked.</p>
${secondFactor}
<table><thead><tr><th scope="col">${brand.usernameLabel}</th><th scope="col">What happens</th></tr></thead><tbody>
${SANDBOX_USERS.map((user) => html`<tr><td><code>${user.username}</code></td><td>${user.description}</td></tr>`)}
</tbody></table>
<p class="hint">Banks: ${SANDBOX_INSTITUTIONS.map((bank, index) => html`${index > 0 ? ', ' : ''}${bank.name} (routing <code>${bank.routingNumber}</code>)`)}. Sandbox Down Bank never answers.</p>
<p class="hint">Every successful user has the checking account <code>${SANDBOX_CHECKING_NUMBER}</code> (balance ${formatCurrency(184_233)}): give it with the bank's routing number in your application to see a matched account.</p>
</details>`;
}

export function page(frame: PageFrame, title: string, body: Markup, options: { status?: 'error' | null } = {}): string {
  const { brand, lenderName, requestCode } = frame;
  const documentTitle = `${options.status === 'error' ? 'Error: ' : ''}${title} - ${brand.name}`;
  return `<!doctype html>${
    html`
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${documentTitle}</title>
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
<style>:root{--brand:${brand.color};--on-brand:${brand.onColor}}</style>
</head><body>
<header><div class="sandbox">Sandbox: test data only, no real bank is contacted</div>
<div class="top"><div class="name"><span class="mark" aria-hidden="true"></span>${brand.name}</div>
<p class="for">Secure bank verification for ${lenderName}</p></div></header>
<main>
<div class="card">
${body}
</div>
${credentials(brand)}
${requestCode ? html`<p class="leave"><a href="${returnUrl(requestCode)}">Cancel and return to ${lenderName}</a></p>` : ''}
<p class="secure">${brand.name} shares your account details with ${lenderName} only with your permission.</p>
</main>
</body></html>
`.text
  }`;
}
