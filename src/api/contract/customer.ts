// Accounts and access (spec section 7, prefix /dolphin-customer; issue 4).
// A session is an access token plus the user credential that names its customer (spec section 6).
import * as v from 'valibot';
import { emailSchema, passwordSchema, plainStringSchema } from '#src/domain/schemas.ts';
import { CREATE_ACCOUNT_TYPE, GRANT_TYPE } from '#src/domain/codes/customer.ts';
import { say } from '#src/domain/rule-words.ts';
import { defineCall } from './define-call.ts';
import { portfolioIdSchema, sensitive } from './fields.ts';
import { PREFIX } from './prefixes.ts';

/** Longest password we accept; never truncated (issue 4). */
export const PASSWORD_MAX_LENGTH = 128;

const token = (name: string) => sensitive(v.pipe(v.string(`${name} is missing`), v.regex(/^[A-Za-z0-9_-]{16,256}$/, `${name} is not valid`)));
const portfolioId = portfolioIdSchema;
const isoInstant = v.pipe(v.string(), v.isoTimestamp());
const createAccountType = v.picklist(Object.values(CREATE_ACCOUNT_TYPE), 'Create-account type is not valid');
/** A stable random id of this browser, so a known device can skip the login code. */
export const deviceIdSchema = sensitive(v.pipe(v.string('Device id is missing'), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Device id is not valid')));
/** A new password: the four rules of spec section 5, at most 128 characters (said as the rules say it, when checked). */
export const newPasswordSchema = sensitive(
  v.pipe(
    passwordSchema,
    v.maxLength(PASSWORD_MAX_LENGTH, () => say('rule.maxLength.message', { field: say('rule.field.password'), max: PASSWORD_MAX_LENGTH })),
  ),
);
/** An existing password is checked against its hash only; the strength rules apply to new ones. */
const currentPassword = (field: string) =>
  sensitive(
    v.pipe(
      v.string(`${field} can't be empty`),
      v.minLength(1, `${field} can't be empty`),
      v.maxLength(PASSWORD_MAX_LENGTH, `${field} should not be greater than ${PASSWORD_MAX_LENGTH} characters`),
    ),
  );
/** The borrower's e-mail, wherever a call takes it. */
const email = () => sensitive(emailSchema());

export const customerSchema = v.object({
  customerId: v.string(),
  email: v.string(),
  firstName: v.nullable(v.string()),
  portfolioId,
});
export type Customer = v.InferOutput<typeof customerSchema>;

export const sessionSchema = v.object({
  accessToken: v.string(),
  userCredential: v.string(),
  /** When the session ends at the latest; it also ends after 30 idle minutes. */
  expiresAt: isoInstant,
  customer: customerSchema,
});
export type Session = v.InferOutput<typeof sessionSchema>;

/** The login-code step: the code went to this e-mail; another may be asked for from this instant. */
const codeChallengeSchema = v.object({
  challengeId: v.string(),
  maskedEmail: v.string(),
  resendAvailableAt: isoInstant,
});

export const signIn = defineCall({
  method: 'POST',
  path: `${PREFIX.customer}/sign-in`,
  request: v.object({
    email: email(),
    password: currentPassword('Password'),
    portfolioId,
    deviceId: deviceIdSchema,
    grantType: v.optional(v.literal(GRANT_TYPE.customer, 'Wrong grant type'), GRANT_TYPE.customer),
  }),
  response: v.variant('status', [
    v.object({ status: v.literal('signedIn'), session: sessionSchema }),
    v.object({ status: v.literal('codeRequired'), ...codeChallengeSchema.entries }),
  ]),
  authenticated: false,
});

export const verifyLoginCode = defineCall({
  method: 'POST',
  path: `${PREFIX.customer}/verify-login-code`,
  request: v.object({
    challengeId: token('Challenge'),
    code: sensitive(v.pipe(v.string("Code can't be empty"), v.regex(/^\d{6}$/, 'Code should be 6 digits'))),
    deviceId: deviceIdSchema,
    /** Trust this device next time (no code asked). */
    rememberDevice: v.boolean(),
  }),
  response: sessionSchema,
  authenticated: false,
});

export const resendVerificationCode = defineCall({
  method: 'POST',
  path: `${PREFIX.customer}/resend-verification-code`,
  request: v.object({ challengeId: token('Challenge') }),
  response: codeChallengeSchema,
  authenticated: false,
});

/** One accepted consent: which template, which version of its text. */
export const acceptedConsentSchema = v.object({
  templateCode: v.pipe(plainStringSchema('Consent', 64), v.minLength(1)),
  version: v.pipe(plainStringSchema('Consent version', 32), v.minLength(1)),
  check: v.boolean(),
});

/** Same answer whether or not the e-mail has an account (no enumeration). */
const mailSentSchema = v.object({ maskedEmail: v.string() });

export const sendCreateAccountEmail = defineCall({
  method: 'POST',
  path: `${PREFIX.customer}/send-create-account-email`,
  request: v.object({
    email: email(),
    portfolioId,
    createAccountType: v.optional(createAccountType, CREATE_ACCOUNT_TYPE.home),
    /** The consents accepted on the welcome page, recorded with the account when it is created. */
    consents: v.pipe(v.array(acceptedConsentSchema), v.maxLength(20)),
  }),
  response: mailSentSchema,
  authenticated: false,
});

export const parseLinkResource = defineCall({
  method: 'GET',
  path: `${PREFIX.customer}/parse-link-resource`,
  request: v.object({ resource: token('Link') }),
  response: v.object({
    purpose: v.picklist(['createAccount', 'resetPassword']),
    maskedEmail: v.string(),
    createAccountType: v.nullable(createAccountType),
    expiresAt: isoInstant,
  }),
  authenticated: false,
});

export const createAccount = defineCall({
  method: 'POST',
  path: `${PREFIX.customer}/create-account`,
  request: v.object({ resource: token('Link'), password: newPasswordSchema, deviceId: deviceIdSchema }),
  response: v.object({ session: sessionSchema, createAccountType }),
  authenticated: false,
});

export const sendForgotPasswordEmail = defineCall({
  method: 'POST',
  path: `${PREFIX.customer}/send-forgot-password-email`,
  request: v.object({ email: email(), portfolioId }),
  response: mailSentSchema,
  authenticated: false,
});

/** Sets a new password from an e-mailed link and ends every session of the customer. */
export const resetPassword = defineCall({
  method: 'POST',
  path: `${PREFIX.customer}/reset-password`,
  request: v.object({ resource: token('Link'), password: newPasswordSchema }),
  response: mailSentSchema,
  authenticated: false,
});

/** Ends every session of the customer and answers a new one for this device. */
export const changePassword = defineCall({
  method: 'POST',
  path: `${PREFIX.customer}/change-password`,
  request: v.object({ currentPassword: currentPassword('Current Password'), newPassword: newPasswordSchema, deviceId: deviceIdSchema }),
  response: sessionSchema,
  authenticated: true,
});

/** Ours (the spec lists no sign-out call): revokes this session's token on the server. */
export const signOut = defineCall({
  method: 'POST',
  path: `${PREFIX.customer}/sign-out`,
  request: v.object({}),
  response: v.object({ signedOut: v.literal(true) }),
  authenticated: true,
});
