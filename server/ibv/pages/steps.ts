// The body of each provider page. Errors follow one pattern: a summary at the top linking to the field,
// the message under the field (aria-describedby), the field marked invalid and focused, what was typed kept.
import { bankAccountTypeLabel } from '#src/domain/codes/bank.ts';
import { formatCurrency } from '#src/domain/format.ts';
import type { SandboxBrand } from '../sandbox/brands.ts';
import type { SandboxInstitution } from '../sandbox/institutions.ts';
import { type SandboxAccount, isEligibleAccount, SANDBOX_SECURITY_QUESTION } from '../sandbox/users.ts';
import { html, type Markup } from './html.ts';

export type FieldError = { field: string; message: string; value?: string | undefined };

function errorSummary(error: FieldError | undefined): Markup {
  if (!error) return html``;
  return html`<div class="summary" role="alert"><h2>There is a problem</h2><a href="#${error.field}">${error.message}</a></div>`;
}

type FieldOptions = {
  name: string;
  label: string;
  type: 'text' | 'password';
  error: FieldError | undefined;
  value?: string | undefined;
  hint?: string;
  autocomplete: string;
  inputmode?: string;
};

function field(options: FieldOptions): Markup {
  const invalid = options.error?.field === options.name;
  const described = [options.hint ? `${options.name}-hint` : '', invalid ? `${options.name}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field">
<label for="${options.name}">${options.label}</label>
${options.hint ? html`<p class="hint" id="${options.name}-hint">${options.hint}</p>` : ''}
<input id="${options.name}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required${options.inputmode ? html` inputmode="${options.inputmode}"` : ''}${options.value ? html` value="${options.value}"` : ''}${described ? html` aria-describedby="${described}"` : ''}${invalid ? html` aria-invalid="true" autofocus` : ''}>
${invalid ? html`<p class="error" id="${options.name}-error">${options.error!.message}</p>` : ''}
</div>`;
}

export function bankStep(query: string, banks: readonly SandboxInstitution[], lenderName: string): Markup {
  return html`<h1>Select your bank</h1>
<p>${lenderName} asks to verify your bank account and income. Find your bank to sign in.</p>
<form method="get" class="search" role="search">
<label for="q" class="visually-hidden">Search for your bank</label>
<input id="q" name="q" type="search" value="${query}" placeholder="Search for your bank" autocomplete="off">
<button type="submit">Search</button>
</form>
${
  banks.length === 0
    ? html`<p role="status">No bank matches “${query}”. Check the spelling or search for another name.</p>`
    : html`<ul class="banks" aria-label="Banks">${banks.map(
        (bank) =>
          html`<li><form method="post"><input type="hidden" name="institutionId" value="${bank.id}"><button type="submit">${bank.name}<span class="arrow" aria-hidden="true">›</span></button></form></li>`,
      )}</ul>`
}`;
}

export function loginStep(brand: SandboxBrand, bankName: string, error: FieldError | undefined): Markup {
  return html`<h1>Sign in to ${bankName}</h1>
${errorSummary(error)}
<p>Use the ${brand.usernameNoun} and ${brand.passwordNoun} of your online banking. ${brand.name} never shares them with the lender.</p>
<form method="post" novalidate>
${field({ name: 'username', label: brand.usernameLabel, type: 'text', error, value: error?.value, autocomplete: 'off' })}
${field({ name: 'password', label: brand.passwordLabel, type: 'password', error, autocomplete: 'off' })}
<button type="submit">Sign in</button>
</form>
<p class="leave"><a href="bank">Choose another bank</a></p>`;
}

export function mfaStep(brand: SandboxBrand, bankName: string, error: FieldError | undefined): Markup {
  if (brand.mfa === 'oneTimeCode') {
    return html`<h1>Enter your one-time code</h1>
${errorSummary(error)}
<p>${bankName} sent a 6-digit code by text message to your phone ending in 0100.</p>
<form method="post" novalidate>
${field({ name: 'code', label: 'One-time code', type: 'text', error, autocomplete: 'one-time-code', inputmode: 'numeric', hint: 'The code is 6 digits.' })}
<button type="submit">Verify</button>
</form>`;
  }
  return html`<h1>Answer your security question</h1>
${errorSummary(error)}
<p>${bankName} asks the question you chose when you set up online banking.</p>
<form method="post" novalidate>
${field({ name: 'answer', label: SANDBOX_SECURITY_QUESTION, type: 'text', error, autocomplete: 'off', hint: 'Answers are not case-sensitive.' })}
<button type="submit">Continue</button>
</form>`;
}

function accountNote(account: SandboxAccount): string {
  if (account.closed) return 'Closed: cannot be used';
  if (!isEligibleAccount(account)) return `${bankAccountTypeLabel(account.accountType) ?? 'This'} accounts cannot receive a loan`;
  return `Balance ${formatCurrency(account.balanceCents)}`;
}

export function accountsStep(lenderName: string, bankName: string, accounts: readonly SandboxAccount[], error: FieldError | undefined): Markup {
  const eligible = accounts.filter(isEligibleAccount);
  const list = html`<ul class="accounts">${accounts.map((account) => {
    const id = `account-${account.accountId}`;
    const can = isEligibleAccount(account);
    return html`<li class="account${can ? '' : ' disabled'}"><input type="radio" id="${id}" name="accountId" value="${account.accountId}"${can ? '' : html` disabled`}${
      can && eligible.length === 1 ? html` checked` : ''
    }${error ? html` aria-describedby="accountId-error"` : ''}><label for="${id}">${account.name} ending ${account.accountNumber.slice(-4)}<span class="hint">${accountNote(account)}</span></label></li>`;
  })}</ul>`;
  if (eligible.length === 0) {
    // Nothing to choose: the accounts are listed, not offered as disabled choices.
    const found = html`<ul class="accounts">${accounts.map(
      (account) =>
        html`<li class="account disabled"><span class="label">${account.name} ending ${account.accountNumber.slice(-4)}<span class="hint">${accountNote(account)}</span></span></li>`,
    )}</ul>`;
    return html`<h1>No account can be shared</h1>
<p>We found these accounts at ${bankName}, but ${lenderName} needs an open checking account.</p>
${found}
<form method="post"><input type="hidden" name="none" value="1"><button type="submit">Return to ${lenderName}</button></form>`;
  }
  return html`<h1>Choose an account to share</h1>
${errorSummary(error ? { ...error, field: `account-${eligible[0]!.accountId}` } : undefined)}
<p>${lenderName} will see this account's number, balance and the last 90 days of transactions.</p>
<form method="post" novalidate>
<fieldset><legend>Accounts at ${bankName}</legend>
${list}
${error ? html`<p class="error" id="accountId-error">${error.message}</p>` : ''}
</fieldset>
<button type="submit">Share this account</button>
</form>`;
}

export type Ending = 'finished' | 'expired' | 'unknown';

export function endedStep(ending: Ending, lenderName: string, requestCode: string | null): Markup {
  const back = requestCode
    ? html`<p><a href="/guidance/ibv/${requestCode}">Return to ${lenderName}</a></p>`
    : html`<p><a href="/guidance/ibv">Return to ${lenderName}</a></p>`;
  switch (ending) {
    case 'finished':
      return html`<h1>This verification is finished</h1><p>There is nothing more to do here. ${lenderName} has the result.</p>${back}`;
    case 'expired':
      return html`<h1>This verification has expired</h1><p>Verification links work for 30 minutes. Start a new verification from your application.</p>${back}`;
    default:
      return html`<h1>This verification link is not valid</h1><p>Start a verification from your application to get a new link.</p>${back}`;
  }
}
