// Customer, contact and account codes (spec sections 3, 4 and 6).
import { defineCodes } from './define-codes.ts';

const contactType = defineCodes({
  homePhone: [1, 'Home phone'],
  cellPhone: [2, 'Cell phone'],
  email: [3, 'Email'],
  alternativePhone: [4, 'Alternative phone'],
  alternativeEmail: [5, 'Alternative email'],
});
export const CONTACT_TYPE = contactType.codes;
export const contactTypeLabel = contactType.label;

/** The contact field of each contact type; its verify flag is the key plus "Verify" (spec section 3). */
export const CONTACT_FIELD = {
  [CONTACT_TYPE.homePhone]: 'homePhone',
  [CONTACT_TYPE.cellPhone]: 'cellPhone',
  [CONTACT_TYPE.email]: 'email',
  [CONTACT_TYPE.alternativePhone]: 'alternativePhone',
  [CONTACT_TYPE.alternativeEmail]: 'alternativeEmail',
} as const;
export type ContactField = (typeof CONTACT_FIELD)[keyof typeof CONTACT_FIELD];
export function verifyFlagOf<F extends ContactField>(field: F): `${F}Verify` {
  return `${field}Verify`;
}

const military = defineCodes({
  military: [1, 'Military'],
  unknown: [0, 'Unknown'],
  notMilitary: [-1, 'Not military'],
});
export const MILITARY = military.codes;
export const militaryLabel = military.label;
export const militaryOptions = military.options;

const customerCategory = defineCodes({
  new: [1, 'New customer'],
  returning: [2, 'Returning customer'],
});
export const CUSTOMER_CATEGORY = customerCategory.codes;
export const customerCategoryLabel = customerCategory.label;

/** Document type codes: 1 to 14 and 100 to 102. The spec does not tell which is which. */
export const DOCUMENT_TYPES: readonly number[] = Object.freeze([...Array.from({ length: 14 }, (_, index) => index + 1), 100, 101, 102]);
export function isDocumentType(value: unknown): value is number {
  return typeof value === 'number' && DOCUMENT_TYPES.includes(value);
}

/** Opt-in flags are bits: a stored value is the sum of the flags set (see flags.ts). */
export const OPT_IN_FLAG = {
  doNotCall: 2,
  uncontactable: 4,
  marketing: 8,
  operation: 16,
} as const;
export const OPT_IN_FLAG_LABEL: Readonly<Record<keyof typeof OPT_IN_FLAG, string>> = {
  doNotCall: 'Do not call',
  uncontactable: 'Uncontactable',
  marketing: 'Marketing messages',
  operation: 'Operational messages',
};

const accountStatus = defineCodes({
  default: [0, 'Default'],
  active: [1, 'Active'],
  inactive: [-1, 'Inactive'],
  duplicate: [-2, 'Duplicate (email already used)'],
  frozen: [-3, 'Frozen'],
  closed: [-4, 'Closed'],
  archived: [-5, 'Archived'],
});
export const ACCOUNT_STATUS = accountStatus.codes;
export const accountStatusLabel = accountStatus.label;

const grantType = defineCodes({
  employee: [1, 'Employee'],
  customer: [2, 'Customer'],
});
export const GRANT_TYPE = grantType.codes;
export const grantTypeLabel = grantType.label;

const createAccountType = defineCodes({
  guidance: [1, 'Guidance'],
  home: [2, 'Home'],
  end: [3, 'End'],
  signLoanAgreement: [4, 'Sign loan agreement'],
});
export const CREATE_ACCOUNT_TYPE = createAccountType.codes;
export const createAccountTypeLabel = createAccountType.label;
