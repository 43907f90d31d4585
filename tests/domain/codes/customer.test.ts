import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS,
  CONTACT_FIELD,
  CONTACT_TYPE,
  DOCUMENT_TYPES,
  MILITARY,
  accountStatusLabel,
  isDocumentType,
  verifyFlagOf,
} from '#src/domain/codes/customer.ts';
import { BANK_ACCOUNT_TYPE, accountTypeForLoan, bankAccountTypeLabel } from '#src/domain/codes/bank.ts';
import { IBV_STATUS, NO_IBV_SITUATION, isIbvFailure, ibvStatusLabel } from '#src/domain/codes/ibv.ts';
import { CHANGE_TYPE, PAYMENT_MODE, TRANSACTION_STATUS, changeTypeLabel, paymentModeLabel } from '#src/domain/codes/payment.ts';
import { NOTIFICATION, SECTION, notificationLabel } from '#src/domain/codes/application.ts';

describe('customer codes', () => {
  it('names the contact field and its verify flag', () => {
    expect(CONTACT_FIELD[CONTACT_TYPE.alternativeEmail]).toBe('alternativeEmail');
    expect(verifyFlagOf('cellPhone')).toBe('cellPhoneVerify');
  });

  it('keeps the spec values', () => {
    expect(MILITARY.notMilitary).toBe(-1);
    expect(ACCOUNT_STATUS.duplicate).toBe(-2);
    expect(accountStatusLabel(-2)).toBe('Duplicate (email already used)');
    expect(DOCUMENT_TYPES).toHaveLength(17);
    expect(isDocumentType(14)).toBe(true);
    expect(isDocumentType(15)).toBe(false);
    expect(isDocumentType(102)).toBe(true);
  });
});

describe('bank, IBV, payment and application codes', () => {
  it('funds loans to checking accounts', () => {
    expect(accountTypeForLoan()).toBe(3001);
    expect(bankAccountTypeLabel(BANK_ACCOUNT_TYPE.moneyMarket)).toBe('Money market');
  });

  it('tells IBV failures from progress', () => {
    expect(isIbvFailure(IBV_STATUS.institutionError)).toBe(true);
    expect(isIbvFailure(IBV_STATUS.loginVerified)).toBe(false);
    expect(ibvStatusLabel(100)).toBe('Successful');
    expect(NO_IBV_SITUATION.notQualified).toBe(204);
  });

  it('keeps payment and transaction values', () => {
    expect(PAYMENT_MODE.instantFund).toBe(15014);
    expect(paymentModeLabel(15000)).toBe('ACH');
    expect(TRANSACTION_STATUS.pastDue).toBe(-2);
    expect(CHANGE_TYPE.payFixedAmount).toBe(111);
    expect(changeTypeLabel(905)).toBe('Cancel change');
  });

  it('lists the notification pages and sections', () => {
    expect(NOTIFICATION.tryAnotherBankAccount).toBe(203);
    expect(notificationLabel(302)).toBe('This link is no longer valid');
    expect(Object.values(SECTION)).toHaveLength(9);
  });
});
