import { describe, expect, it } from 'vitest';
import {
  COLLECTING_SUBSTATUS,
  HOME_PAGE_FLAG,
  IN_PROGRESS_TRACKER,
  LOAN_STATUS,
  SIGNATURE_STATUS,
  SUSPENDED_SUBSTATUS,
  TERMINATED_SUBSTATUS,
  isLoanStatus,
  loanStatusLabel,
  loanSubStatusLabel,
  statusOfSubStatus,
  subStatusesOf,
} from '#src/domain/codes/loan.ts';

describe('loan status', () => {
  it('keeps the spec values and reads as a person would', () => {
    expect(LOAN_STATUS.disbursed).toBe(202);
    expect(loanStatusLabel(202)).toBe('Disbursed');
    expect(loanStatusLabel(LOAN_STATUS.terminated)).toBe('Terminated');
    expect(Object.values(LOAN_STATUS)).toEqual([101, 102, 103, 104, 201, 202, 203, 204, 205, 206]);
  });

  it('does not label an unknown code', () => {
    expect(loanStatusLabel(999)).toBeUndefined();
    expect(isLoanStatus(205)).toBe(true);
    expect(isLoanStatus('205')).toBe(false);
  });
});

describe('loan substatus', () => {
  it('labels every substatus of the spec', () => {
    expect(loanSubStatusLabel(102008)).toBe('Blocked');
    expect(loanSubStatusLabel(204003)).toBe('Consumer credit counseling (CCCS)');
    expect(loanSubStatusLabel(206002)).toBe('Paid off');
    expect(loanSubStatusLabel(102007)).toBeUndefined();
  });

  it('numbers the collecting substatuses in the spec order', () => {
    expect(Object.values(COLLECTING_SUBSTATUS)).toEqual([205001, 205002, 205003, 205004, 205005, 205006, 205007]);
    expect(loanSubStatusLabel(COLLECTING_SUBSTATUS.replanned)).toBe('Re-planned');
  });

  it('gives active duty the value of bad standing, as the spec does', () => {
    expect(SUSPENDED_SUBSTATUS.activeDuty).toBe(SUSPENDED_SUBSTATUS.badStanding);
    expect(loanSubStatusLabel(204001)).toBe('Bad standing');
    expect(subStatusesOf(LOAN_STATUS.suspended).filter((option) => option.value === 204001)).toHaveLength(1);
  });

  it('ties each substatus to its status', () => {
    expect(statusOfSubStatus(TERMINATED_SUBSTATUS.voided)).toBe(LOAN_STATUS.terminated);
    expect(subStatusesOf(LOAN_STATUS.terminated).map((option) => option.label)).toEqual(['Voided', 'Paid off', 'Cancelled']);
    expect(subStatusesOf(LOAN_STATUS.disbursed)).toEqual([]);
  });
});

describe('other loan status sets', () => {
  it('keeps the spec values', () => {
    expect(HOME_PAGE_FLAG.repairInformation).toBe(6);
    expect(IN_PROGRESS_TRACKER.fundingCompleted).toBe(5);
    expect(SIGNATURE_STATUS.suspended).toBe(5);
  });
});
