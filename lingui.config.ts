// The message catalogs (decision 0311): one per part of the app that says words, beside its code, so each is
// compiled into the chunk of the code that imports it. Ids are explicit ('<catalog>.<page>.<what>') and the
// English words are the source; `npx lingui compile --typescript` writes locales/<locale>.ts from each .po.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en'],
  // A locale added later shows English for any message not translated yet.
  fallbackLocales: { default: 'en' },
  // The catalogs hold explicit ids as their msgid; the words are the msgstr.
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  catalogs: [
    // The shared machine code's words: the loading overlay's when nothing more is known (entry chunk, with the machines).
    { path: '<rootDir>/machines/kit/locales/{locale}', include: ['<rootDir>/machines/kit'] },
    // The accounts flow's page titles and the messages its statechart sets (entry chunk, with the machine).
    { path: '<rootDir>/machines/account/locales/{locale}', include: ['<rootDir>/machines/account'] },
    // The accounts flow's views (the account-parts chunk, with the views' shared parts).
    { path: '<rootDir>/src/views/account/parts/locales/{locale}', include: ['<rootDir>/src/views/account'] },
    // Every form's shared words: the error summary, a field's message (the ui-kit chunk).
    { path: '<rootDir>/src/ui/forms/locales/{locale}', include: ['<rootDir>/src/ui/forms'] },
    // The debit card entry's words (src/ui/debit-card: with the card entry, on the pages that take a card).
    { path: '<rootDir>/src/ui/debit-card/locales/{locale}', include: ['<rootDir>/src/ui/debit-card'] },
    // The shared parts of the loan flows' pages, each with its words (src/ui: with the part, on the pages showing it):
    // the calendar, the option cards, the Truth-in-Lending box, a loan's facts, the data table.
    { path: '<rootDir>/src/ui/date-picker/locales/{locale}', include: ['<rootDir>/src/ui/date-picker'] },
    { path: '<rootDir>/src/ui/option-cards/locales/{locale}', include: ['<rootDir>/src/ui/option-cards'] },
    { path: '<rootDir>/src/ui/truth-in-lending/locales/{locale}', include: ['<rootDir>/src/ui/truth-in-lending'] },
    { path: '<rootDir>/src/ui/loan-facts/locales/{locale}', include: ['<rootDir>/src/ui/loan-facts'] },
    { path: '<rootDir>/src/ui/data-table/locales/{locale}', include: ['<rootDir>/src/ui/data-table'] },
    // The guidance flow's page titles, section names and busy words (entry chunk, with the machine).
    { path: '<rootDir>/machines/guidance/locales/{locale}', include: ['<rootDir>/machines/guidance'] },
    // The guidance pages' words, and the form parts other flows borrow from them (with the guidance views' parts).
    { path: '<rootDir>/src/views/guidance/parts/locales/{locale}', include: ['<rootDir>/src/views/guidance'] },
    // The lender pages' titles and the footer's links (entry chunk, with the machine and the footer).
    { path: '<rootDir>/machines/legal/locales/{locale}', include: ['<rootDir>/machines/legal'] },
    // The lender pages' text: Rates & Terms, Privacy, Terms of Use, E-Sign Disclosure, Accessibility.
    { path: '<rootDir>/src/views/legal/parts/locales/{locale}', include: ['<rootDir>/src/views/legal'] },
    // The error pages' messages (404, 403, 500).
    { path: '<rootDir>/src/views/errors/locales/{locale}', include: ['<rootDir>/src/views/errors'] },
    // The disbursement wizard's page titles, section, progress and notices (entry chunk, with the machine).
    { path: '<rootDir>/machines/disbursement/locales/{locale}', include: ['<rootDir>/machines/disbursement'] },
    // The disbursement wizard's pages' words: the steps, the tips, the balance chart (with the wizard's pages only).
    { path: '<rootDir>/src/views/disbursement/locales/{locale}', include: ['<rootDir>/src/views/disbursement'] },
    // The wizard's wording: fees, accounts, periods, the spoken countdown (with the wizard's pages).
    { path: '<rootDir>/src/views/disbursement/parts/locales/{locale}', include: ['<rootDir>/src/views/disbursement/parts'] },
    // The repayment flow's page titles, section and the notices its statechart sets (entry chunk, with the machine).
    { path: '<rootDir>/machines/repayment/locales/{locale}', include: ['<rootDir>/machines/repayment'] },
    // The repayment pages' words: loan details, the ways to pay, automatic payments, the changes (the repayment views' parts).
    { path: '<rootDir>/src/views/repayment/parts/locales/{locale}', include: ['<rootDir>/src/views/repayment'] },
    // The coupon pages' titles and the messages the coupon statechart sets (entry chunk, with the machine).
    { path: '<rootDir>/machines/coupon/locales/{locale}', include: ['<rootDir>/machines/coupon'] },
    // The coupon pages' words: the link's verification, the offer, Schedule New Payment, the congratulations.
    { path: '<rootDir>/src/views/coupon/locales/{locale}', include: ['<rootDir>/src/views/coupon'] },
    // The signing pages' titles and the green message the signing statechart hands the snackbar (entry chunk, with the machine).
    { path: '<rootDir>/machines/signing/locales/{locale}', include: ['<rootDir>/machines/signing'] },
    // The signing pages' words: the agreement as text, the sign form, each signature status, the countdown.
    { path: '<rootDir>/src/views/signing/locales/{locale}', include: ['<rootDir>/src/views/signing'] },
    // The result pages' words (/notification/{code}): each page's message and its buttons.
    { path: '<rootDir>/src/views/notification/locales/{locale}', include: ['<rootDir>/src/views/notification'] },
    // The home page's title and the notice its statechart sets (entry chunk, with the machine).
    { path: '<rootDir>/machines/home/locales/{locale}', include: ['<rootDir>/machines/home'] },
    // The home page's words: its panels, the tracker, adding a loan (the home page's chunk).
    { path: '<rootDir>/src/views/home/locales/{locale}', include: ['<rootDir>/src/views/home'] },
    // The resource-link page's title (entry chunk, with its page table).
    { path: '<rootDir>/machines/resource-link/locales/{locale}', include: ['<rootDir>/machines/resource-link'] },
    // The app's own pages' titles (404, 403, 500, the result pages), a failed start and a failed page (entry chunk).
    { path: '<rootDir>/machines/app/locales/{locale}', include: ['<rootDir>/machines/app'] },
    // The welcome page's cost calculator: its view's words (the calculator's chunk, downloaded when opened).
    { path: '<rootDir>/machines/cost-calculator/locales/{locale}', include: ['<rootDir>/machines/cost-calculator'] },
    // The validation rules' messages (spec section 5), said by the forms and the server alike.
    { path: '<rootDir>/src/domain/locales/{locale}', include: ['<rootDir>/src/domain'] },
    // A loan's status in a borrower's words (src/domain/loan-status-words.ts: with a loan's facts, which say them).
    { path: '<rootDir>/src/domain/loan-status/locales/{locale}', include: ['<rootDir>/src/domain/loan-status-words.ts'] },
    // The code lists a borrower reads, one id by code (src/domain/code-words.ts: with the pages that say them).
    { path: '<rootDir>/src/domain/code-words/locales/{locale}', include: ['<rootDir>/src/domain/code-words.ts'] },
    // The result codes' messages, as the browser shows them by code (the server sends its own English).
    { path: '<rootDir>/src/api/contract/locales/{locale}', include: ['<rootDir>/src/api/contract'] },
    // The shell's words: the signed-in header, footer, progress, retry, snackbar, boot error (the ui-kit chunk).
    { path: '<rootDir>/src/ui/locales/{locale}', include: ['<rootDir>/src/ui', '<rootDir>/src/app', '<rootDir>/src/views/boot'] },
  ],
  compileNamespace: 'ts',
});
