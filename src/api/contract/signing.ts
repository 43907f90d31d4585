// Signing the loan agreement (issue 12; prefix /dolphin-loan/online). send-loan-agreement prepares the
// agreement of the borrower's confirmed, unsigned loan (a PDF kept with its SHA-256) and e-mails a link to sign
// it on another device; the page shows the same agreement as text, readable on a phone. parse-signature-resource
// opens the agreement from that link. sign-loan-agreement records the signature (the typed full name, which must
// match the application's, and consent to the E-Sign disclosure) with its audit trail, and publishes
// { ticket, signStatus: 1 } on the realtime channel of every session that waits for it. get-signature-status
// answers the same after a reconnect, since a realtime message is delivered at most once.
// sign-loan-agreement and get-signature-status are the reference server's own calls (decision 0700).
import * as v from 'valibot';
import { LOAN_FLAG, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { rules } from '#src/domain/schemas.ts';
import { defineCall } from './define-call.ts';
import { esignDisclosureSchema } from './esign-disclosure.ts';
import { truthInLendingSchema } from './disbursement.ts';
import { centsSchema, codeOf, isoDateSchema, loanNoSchema, sensitive } from './fields.ts';
import { PREFIX } from './prefixes.ts';
import { realtimeSessionIdSchema } from './realtime.ts';

export const signStatusSchema = codeOf(SIGNATURE_STATUS, 'Signature status is not valid');

/** An e-mailed signature link's token (the {resource} of /signature/{resource}). */
export const signatureResourceSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,256}$/, 'This link is not valid'));

/** One agreement, by its id (the request id kept in the client's state). */
export const agreementIdSchema = v.pipe(v.string(), v.uuid('This agreement is not valid'));

/** A titled part of the agreement's text: paragraphs, as the PDF prints them. */
const agreementSectionSchema = v.object({
  id: v.string(),
  heading: v.string(),
  paragraphs: v.array(v.string()),
});
export type AgreementSection = v.InferOutput<typeof agreementSectionSchema>;

/** The section holding the E-Sign disclosure consented to: the page shows that disclosure apart, before the consent boxes. */
export const ESIGN_DISCLOSURE_SECTION_ID = 'esign-disclosure';

/** The agreement, as the PDF and the page both show it. */
export const agreementSchema = v.object({
  title: v.string(),
  loanNo: loanNoSchema,
  /** The date the agreement was made, 'YYYY-MM-DD' (business time zone). */
  madeOn: isoDateSchema,
  lender: v.object({ legalName: v.string(), brandName: v.string(), address: v.string(), phone: v.string(), email: v.string() }),
  borrower: v.object({ fullName: v.string(), address: v.string(), email: v.string() }),
  /** The Truth-in-Lending box (12 CFR 1026.18) with its itemization, exactly as the wizard's schedule disclosed it
   * (calculate-payment-schedule's `disclosure`, built by the same server code). */
  truthInLending: truthInLendingSchema,
  schedule: v.array(v.object({ number: v.number(), dueDate: isoDateSchema, amountCents: centsSchema })),
  disbursementDate: isoDateSchema,
  /** Late charge, prepayment, payment notices, the optional ACH authorization (Regulation E) and the rest. */
  sections: v.array(agreementSectionSchema),
});
export type Agreement = v.InferOutput<typeof agreementSchema>;

export { esignDisclosureSchema, type EsignDisclosure } from './esign-disclosure.ts';

/** An agreement waiting for (or carrying) the borrower's signature. */
export const agreementToSignSchema = v.object({
  /** The agreement's id: the request id of the client's stored state. */
  requestId: agreementIdSchema,
  loanNo: loanNoSchema,
  /** The ticket a realtime message about this signature carries. */
  ticket: v.string(),
  signStatus: signStatusSchema,
  /** Where the PDF is downloaded: the original before signing, the signed one (with its certificate page) after. */
  documentUrl: v.string(),
  /** SHA-256 of that PDF, hex. */
  documentSha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  agreement: agreementSchema,
  disclosure: esignDisclosureSchema,
  /** The e-mail address the signing link went to, masked ("j***@example.com"). */
  linkSentTo: v.string(),
  /** When the signing link and this request stop working (ISO instant). */
  expiresAt: v.string(),
  /** When it was signed (ISO instant), once signed. */
  signedAt: v.nullable(v.string()),
  /**
   * Loan flag 10003, re-sign agreement (spec section 3), while this agreement waits for a signature in place of one
   * voided when the loan's disbursement date passed its cut-off unsigned: the loan has new dates, which the borrower
   * reads and signs again (decision 0700 point 19). Null otherwise.
   */
  loanFlag: v.nullable(v.literal(LOAN_FLAG.resignAgreement)),
});
export type AgreementToSign = v.InferOutput<typeof agreementToSignSchema>;

/**
 * Prepares the agreement of the signed-in borrower's unsigned loan (a new one after the terms changed, the same
 * one otherwise), e-mails a fresh signing link (which retires the older), and registers this session's realtime
 * channel to be told when it is signed. A signed loan answers its signed agreement. With `loanNo`, that loan of the
 * borrower's (/loan-agreement/{loanNo}: a funded loan's agreement from home); without, the newest the wizard made.
 */
export const sendLoanAgreement = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/send-loan-agreement`,
  request: v.object({ sessionId: realtimeSessionIdSchema, loanNo: v.optional(loanNoSchema) }),
  response: agreementToSignSchema,
  authenticated: true,
});

/** Opens the agreement from an e-mailed link, on any device, signed in or not; -92020043 for an unknown, used or retired link. */
export const parseSignatureResource = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/parse-signature-resource`,
  request: v.object({ resource: signatureResourceSchema, sessionId: realtimeSessionIdSchema }),
  response: agreementToSignSchema,
  authenticated: false,
});

/** Who signs: the signed-in borrower (by requestId) or the holder of the e-mailed link (by resource). */
const signerSchema = v.union([v.object({ requestId: agreementIdSchema }), v.object({ resource: signatureResourceSchema })]);

/** Signs: the typed full name must match the application's; consent to the disclosure version shown is required. */
export const signLoanAgreement = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/sign-loan-agreement`,
  request: v.intersect([
    signerSchema,
    v.object({
      // The borrower's name: personal data, never logged (issue 17).
      typedName: sensitive(
        v.pipe(
          v.string('Please type your full name'),
          rules(['plainCharacters'], { field: 'Your name' }),
          v.trim(),
          v.minLength(1, 'Please type your full name'),
          v.maxLength(200, 'Your name is too long'),
        ),
      ),
      disclosureVersion: v.pipe(v.string(), rules(['plainCharacters'], { field: 'Disclosure version' }), v.minLength(1), v.maxLength(40)),
      consented: v.literal(true, 'Please agree to sign electronically'),
      agreedToTerms: v.literal(true, 'Please agree to the loan agreement'),
    }),
  ]),
  response: agreementToSignSchema,
  authenticated: false,
});

/** The signature's status now (asked again after the realtime channel reconnects). */
export const getSignatureStatus = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/get-signature-status`,
  request: signerSchema,
  response: v.object({
    requestId: agreementIdSchema,
    ticket: v.string(),
    signStatus: signStatusSchema,
    documentUrl: v.string(),
    signedAt: v.nullable(v.string()),
  }),
  authenticated: false,
});
