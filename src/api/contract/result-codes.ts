// One catalogue of every result code the API answers with, and the message a borrower sees.
// Spec section 8 codes keep their values; our own codes are negative and start with -10.
export const RESULT = {
  success: { code: 1, message: 'Success' },

  // spec section 8: routed by the client
  loanStatusInvalid: { code: -92020043, message: 'This link is no longer valid.' },
  noIdentity: { code: -82030001, message: 'Please sign in to continue.' },
  tokenOutdated: { code: -82030002, message: 'Your session has expired. Please sign in again.' },

  // spec section 8: other result codes
  credentialInvalid: { code: -79050001, message: 'Credential is invalid.' },
  accountInfoInvalid: { code: -79050002, message: 'Account information is invalid.' },
  missingIdentity: { code: -79050003, message: 'Missing identity information.' },
  wrongGrantType: { code: -79050004, message: 'Wrong grant type.' },
  portfolioNotOriginating: { code: -83131201, message: 'This portfolio is no longer originating new loans' },

  // our own: transport and validation
  badRequest: { code: -10400, message: 'The request is not valid.' },
  forbidden: { code: -10403, message: 'You do not have access to this.' },
  notFound: { code: -10404, message: 'This service does not exist.' },
  methodNotAllowed: { code: -10405, message: 'This method is not allowed here.' },
  payloadTooLarge: { code: -10413, message: 'The request is too large.' },
  unsupportedMediaType: { code: -10415, message: 'Requests must be sent as JSON.' },
  tooManyRequests: { code: -10429, message: 'Too many requests. Please wait a moment and try again.' },
  internalError: { code: -10500, message: 'Something went wrong on our side. Please try again.' },
  serviceUnavailable: { code: -10503, message: 'The service is starting or unavailable. Please try again shortly.' },

  // our own: data
  portfolioNotFound: { code: -10601, message: 'This site is not set up for any lender.' },

  // our own: accounts and access (issue 4)
  wrongCredentials: { code: -10701, message: 'The e-mail or password is not correct.' },
  passwordTooCommon: { code: -10702, message: 'This password is too common. Please choose one that is harder to guess.' },
  currentPasswordWrong: { code: -10703, message: 'Your current password is not correct.' },
  passwordUnchanged: { code: -10704, message: 'Your new password must be different from your current one.' },
  loginCodeWrong: { code: -10705, message: 'That code is not correct. Please check the e-mail and try again.' },
  loginCodeExpired: { code: -10706, message: 'That code has expired or was used too many times. Please ask for a new one.' },
  resendTooSoon: { code: -10707, message: 'Please wait a moment before asking for another code.' },
  consentRequired: { code: -10708, message: 'Please accept the required consents to continue.' },
  accountInactive: { code: -10711, message: 'This account is not active yet. Please use the link in your e-mail to finish setting it up.' },
  accountDuplicate: { code: -10712, message: 'This e-mail address is already used by another account. Please sign in or reset your password.' },
  accountFrozen: { code: -10713, message: 'This account is frozen. Please call customer service to unlock it.' },
  accountClosed: { code: -10714, message: 'This account is closed. Please call customer service if you want to reopen it.' },
  accountArchived: { code: -10715, message: 'This account has been archived. Please call customer service for help.' },
  accountLocked: { code: -10716, message: 'Too many unsuccessful attempts. Please wait 15 minutes or reset your password.' },
  loginCodeResendLimit: { code: -10709, message: 'We have sent as many codes as we can for this sign-in. Please sign in again to get a new one.' },
  loginCodeMailLimit: { code: -10717, message: 'We have sent as many sign-in codes as we can for now. Please try again in an hour.' },
  passwordTooWeak: { code: -10718, message: 'This password would be easy to guess. Please choose a longer one, such as three or four unrelated words.' },
  consentOutdated: { code: -10710, message: 'These terms have changed since the page was opened. Please review them again.' },

  // our own: home and loans (issue 5)
  attachLoanNotFound: {
    code: -11001,
    message: 'We could not find a loan with these details. Please check the loan number, the last 4 digits of your SSN and your date of birth.',
  },
  attachLoanLocked: { code: -11002, message: 'Too many unsuccessful attempts to add a loan. Please wait 15 minutes and try again.' },
  attachLoanNumberLocked: {
    code: -11003,
    message: 'Too many unsuccessful attempts to add this loan. It is locked for an hour: please try again later or call us.',
  },

  // our own: the application (issue 5)
  applicationIncomplete: { code: -10801, message: 'Please complete every part of your application first.' },
  verificationRequired: {
    code: -10802,
    message: 'Please verify your bank account online or upload a bank statement first, so that we can confirm your income.',
  },
  applicantTooYoung: { code: -10803, message: 'You must be at least 18 years old to apply.' },
  dateOfBirthInvalid: { code: -10804, message: 'Please enter your real date of birth.' },
  paydaysInvalid: { code: -10805, message: 'Your payday details do not match how often you are paid. Please check them.' },
  ssnRequired: { code: -10806, message: 'Please enter your Social Security number first.' },
  applicationLocked: { code: -10807, message: 'Your application is being reviewed and can no longer be changed. Please call us if something is wrong.' },
  sectionNotAsked: { code: -10808, message: 'This part is not asked in your application.' },
  statementTypeMismatch: {
    code: -10809,
    message: 'This file is not the PDF, PNG or JPEG file it claims to be. Please upload your statement as a PDF, PNG or JPEG.',
  },
  statementTooLarge: { code: -10810, message: 'This file is larger than 10 MB. Please upload a smaller file.' },
  loanNotFound: { code: -10811, message: 'We could not find this loan.' },
  jobTypeRequired: { code: -10812, message: 'Please choose whether you work full time or part time.' },
  lastPaydayInvalid: { code: -10813, message: 'Your last payday must be a date within the last 31 days.' },
  statementsPerApplication: {
    code: -10814,
    message: 'We already have as many bank statements as we can take for this application. A person is reviewing them and will write to you.',
  },
  statementBytesPerDay: { code: -10815, message: 'You have uploaded as much as we can take in one day. Please try again tomorrow.' },
  /** The address page's own words (src/domain/address.ts): the answer's message names the state, data the field. */
  stateNotServed: { code: -10816, message: 'We do not offer loans in {state} yet.' },
  zipNotInState: { code: -10817, message: 'This ZIP code is not in {state}.' },
  /** Issue 12: the loan made from the application is signed; a withdrawal frees it (decision 0720). */
  applicationSigned: {
    code: -10818,
    message: 'Your loan agreement is signed, so your application can no longer be changed. If something in it is wrong, please call us.',
  },

  // our own: bank verification, IBV (issue 5)
  ibvNoApplication: { code: -10901, message: 'Please start your application before verifying your bank account.' },
  ibvBankSectionIncomplete: { code: -10902, message: 'Please add your bank account details before verifying your bank account.' },
  ibvRequestNotFound: { code: -10903, message: 'We could not find this bank verification. Please start it again.' },
  ibvReportNotReady: { code: -10904, message: 'Your bank verification is not finished yet.' },
  ibvProviderNotOffered: { code: -10905, message: 'This verification service is not offered here. Please choose another one.' },
  ibvNoMoreAttempts: { code: -10906, message: 'We could not verify your bank account online after several tries. Please upload a bank statement instead.' },

  // our own: disbursement (issue 11)
  disbursementNotAvailable: { code: -12001, message: 'Please finish your application and get your loan amount before choosing your loan.' },
  loanNotOfferedInState: { code: -12002, message: 'We are sorry: this loan is not offered in your state.' },
  loanAmountOutOfRange: { code: -12003, message: 'Please choose a loan amount between the smallest and the largest amount offered to you.' },
  loanAmountOffStep: { code: -12004, message: 'Please choose a loan amount in the steps offered (for example $25.00).' },
  paymentFrequencyNotOffered: { code: -12005, message: 'This payment frequency is not offered for your pay schedule. Please choose another one.' },
  repaymentModeNotOffered: { code: -12006, message: 'This way to repay is not offered. Please choose another one.' },
  disbursementModeNotOffered: { code: -12007, message: 'This way to receive the money is not offered. Please choose another one.' },
  disbursementDateNotPickable: {
    code: -12008,
    message: 'Please choose a disbursement date from the dates offered: weekends, holidays and past dates cannot be chosen.',
  },
  bankAccountNotYours: { code: -12009, message: 'Please choose one of your own bank accounts.' },
  bankConfirmationRequired: { code: -12010, message: 'Please enter the routing and account numbers of this bank account to confirm it.' },
  /** The spec's match-tail rule; the answer's message names the last 4 digits (data.last4). */
  routingNumberTail: { code: -12011, message: 'Please enter the Routing Number ends with {last4}' },
  accountNumberTail: { code: -12012, message: 'Please enter the Account Number ends with {last4}' },
  bankNumbersMismatch: { code: -12013, message: 'The routing and account numbers do not match this bank account. Please check them.' },
  achAuthorizationRequired: { code: -12014, message: 'To repay by automatic ACH payments, please authorize them, or choose another way to repay.' },
  quoteRequired: { code: -12015, message: 'Please review your loan term first.' },
  paymentNotInSchedule: { code: -12016, message: 'This payment is not in your payment schedule.' },
  aprAboveStateCap: { code: -12017, message: 'These terms are above the rate your state allows. Please choose other terms.' },
  stepNotReachable: { code: -12018, message: 'Please confirm your loan details first.' },
  paperCheckNotSetUp: { code: -12019, message: 'Paying by paper check is not set up yet. Please choose another way to repay or call us.' },
  /** config get-form and get-domain-value (issue 11): the code asked is not one the server serves. */
  formNotFound: { code: -12020, message: 'There is no form with this code.' },
  domainNotFound: { code: -12021, message: 'There is no code list with this code.' },
  /** online get-simulated-data (issue 16): the first payday of a simulation is ahead, within a month. */
  simulationPaydayInvalid: { code: -12030, message: 'Please choose your next payday: a date from tomorrow to 31 days from today.' },

  // our own: signing the loan agreement (issue 12). Already signed is not an error: signing again answers the signed agreement.
  signatureNameMismatch: {
    code: -12101,
    message: 'The name you typed does not match the name on your application. Please type your full name as it appears there.',
  },
  esignDisclosureOutdated: {
    code: -12102,
    message: 'The consent to sign electronically has changed since this page was opened. Please read it again, then sign.',
  },
  agreementExpired: { code: -12103, message: 'This agreement has expired: it must be signed within 72 hours. Please open it again to get a new one.' },
  noAgreementToSign: { code: -12104, message: 'You have no loan agreement to sign. Your home page shows where your loan is.' },
  cutOffTimeExpired: {
    code: -12105,
    message: 'The time to send your money on the date you chose has passed, so your loan has new dates. Please review them and sign again.',
  },
  /** The borrower confirmed other terms in the wizard (another tab), so a new agreement replaced this one (decision 0700). */
  agreementReplaced: {
    code: -12106,
    message: 'You confirmed new terms for your loan after this agreement was made, so it has a new agreement. Please review it and sign again.',
  },

  // our own: the loan's life after signing (issue 12). Withdrawing a withdrawn loan is not an error: it answers the loan.
  withdrawFundingStarted: {
    code: -12201,
    message: 'Your loan is already being sent to your bank, so it can no longer be withdrawn. Please call us.',
  },
  withdrawLoanFunded: {
    code: -12202,
    message: 'Your loan has already been sent to your bank, so it can no longer be withdrawn. You can pay it back early without a penalty: please call us.',
  },
  withdrawLoanClosed: { code: -12203, message: 'This loan is closed, so there is nothing to withdraw. Your home page shows where you are.' },

  // our own: repaying a funded loan (issue 13, decision 0730). A save answered again for its idempotency key is not an error.
  loanNotRepaying: { code: -12301, message: 'This loan is not being repaid, so no payment can be made on it online. Your home page shows where it is.' },
  paymentDateNotOffered: { code: -12302, message: 'Please choose one of the payment dates offered.' },
  /** The answer's data names the smallest and largest amounts (minCents, maxCents). */
  paymentAmountOutOfRange: { code: -12303, message: 'Please enter an amount between the smallest and largest payment shown.' },
  paymentCountNotOffered: { code: -12304, message: 'Please choose one of the numbers of payments offered.' },
  cardRequired: { code: -12305, message: 'Please enter your debit card again to pay by card.' },
  cardDeclined: { code: -12306, message: 'Your card was declined, so no payment was made. Please use another card or pay from your bank account.' },
  cardInsufficientFunds: {
    code: -12307,
    message: 'Your card was declined for insufficient funds, so no payment was made. Please use another card or pay from your bank account.',
  },
  notAllowedInCollection: {
    code: -12308,
    message: 'Your loan is with our collections team: online you can pay it off or make a payment. Please call us for anything else.',
  },
  achNotSetUp: { code: -12309, message: 'Payments from a bank account are not set up for this loan. Please pay by debit card or call us.' },
  idempotencyKeyReused: { code: -12310, message: 'This payment was already made with different details. Please start again.' },
  cardNumberInvalid: { code: -12311, message: 'This card number is not valid. Please check it and try again.' },
  cardExpired: { code: -12312, message: 'This card has expired. Please use another card.' },
  // Changes the borrower makes themselves (105-109, decision 0741).
  changePastDue: { code: -12313, message: 'Please pay what is past due first: then you can change your payment schedule here.' },
  changeNotAllowed: { code: -12314, message: 'Your payment schedule cannot be changed online now. Please call us to change it.' },
  changeIsNoChange: { code: -12315, message: 'This is how your loan is set up already. Please choose something different.' },
  weeklyNeedsWeeklyPay: { code: -12316, message: 'Weekly payments need weekly pay. Please choose bi-weekly payments.' },
  achAuthorizationNeeded: { code: -12317, message: 'Please agree to automatic payments from your bank account to pay by ACH.' },
  cardAuthorizationNeeded: { code: -12318, message: 'Please agree to automatic payments from your debit card to pay by card.' },

  // our own: coupons (issue 14, decision 0750). An unknown, expired or used coupon link answers loanStatusInvalid (-> /notification/302).
  couponNotValid: { code: -12401, message: 'This offer is no longer available. Please call us to talk about your loan.' },
  /** The same answer whichever identity answer did not match. */
  identityMismatch: { code: -12402, message: 'These answers do not match our records. Please check them and try again.' },
  /** The answer's data says until when (lockedUntil, an ISO instant). */
  identityLocked: { code: -12403, message: 'Too many tries. For your security this link is locked for 30 minutes. Please try again later or call us.' },
  couponTokenExpired: { code: -12404, message: 'For your security, please answer the questions again to continue.' },
  /** The answer's data names the total they must come to (settlementCents). */
  couponPaymentsDoNotAddUp: { code: -12405, message: 'Your payments must add up to the amount of the offer.' },
  couponAlreadyScheduled: { code: -12406, message: 'Your payments for this offer are already scheduled.' },
} as const;

export type ResultName = keyof typeof RESULT;
export type ResultCode = (typeof RESULT)[ResultName]['code'];

const byCode = new Map<number, { code: number; message: string }>(Object.values(RESULT).map((r) => [r.code, r]));

/** The catalogue message for a code, or undefined when the code is not ours. */
export function messageForCode(code: number): string | undefined {
  return byCode.get(code)?.message;
}
