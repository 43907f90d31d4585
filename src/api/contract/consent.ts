// Consents (welcome and consent screen; issue 4): the templates a portfolio asks borrowers to accept,
// and what a signed-in customer has accepted. The ESIGN consumer disclosure is one of them.
import * as v from 'valibot';
import { defineCall } from './define-call.ts';
import { portfolioIdParam } from './fields.ts';
import { PREFIX } from './prefixes.ts';
import { acceptedConsentSchema } from './customer.ts';

/** A consent item (spec section 3: check, templateLabel) with its full text and the version accepted. */
export const consentTemplateSchema = v.object({
  templateCode: v.string(),
  templateLabel: v.string(),
  version: v.string(),
  required: v.boolean(),
  /** The full text, in plain paragraphs separated by blank lines. */
  body: v.string(),
});
export type ConsentTemplate = v.InferOutput<typeof consentTemplateSchema>;

const consentStatusSchema = v.object({
  /** True when every required template's current version is accepted. */
  consented: v.boolean(),
  items: v.array(v.object({ ...consentTemplateSchema.entries, check: v.boolean() })),
});

export const getConsentTemplate = defineCall({
  method: 'GET',
  path: `${PREFIX.config}/get-consent-template`,
  request: v.object({ portfolioId: portfolioIdParam }),
  response: v.array(consentTemplateSchema),
  authenticated: false,
});

export const checkConsentStatus = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/check-consent-status`,
  request: v.object({}),
  response: consentStatusSchema,
  authenticated: true,
});

export const batchSaveConsentStatus = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/batch-save-consent-status`,
  request: v.object({ items: v.pipe(v.array(acceptedConsentSchema), v.minLength(1), v.maxLength(20)) }),
  response: consentStatusSchema,
  authenticated: true,
});
