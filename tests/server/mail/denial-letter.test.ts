import { describe, expect, it } from 'vitest';
import { denialLetterMail, ECOA_NOTICE } from '#server/mail/denial-letter.ts';

const BRAND = {
  id: 110,
  name: 'Goldcrest Lending',
  legalName: 'Goldcrest Lending LLC',
  primaryColor: '#8a6d1f',
  thirdColor: '#f7f3e8',
  customerServicePhone: '(800) 555-0110',
  customerServiceEmail: 'help@goldcrest.example',
  checkMailingAddress: { line1: 'Payment Processing Center', line2: 'PO Box 110110', city: 'Wilmington', state: 'DE', zip: '19850' },
};

describe('the denial letter e-mail (adverse-action notice)', () => {
  const mail = denialLetterMail(BRAND, {
    applicantName: 'Jane Doe',
    applicationNo: 'A-1001',
    decidedAt: new Date('2026-11-22T15:00:00Z'),
    reasons: ['Income below our minimum', 'Too many recent returned payments'],
  });

  it('names the creditor, the decision, the principal reasons and the ECOA notice', () => {
    expect(mail.subject).toBe('Your Goldcrest Lending loan application: our decision');
    expect(mail.text).toContain('Dear Jane Doe,');
    expect(mail.text).toContain('On November 22, 2026 we decided on your application A-1001: we are unable to offer you a loan at this time.');
    expect(mail.text).toContain('The principal reasons for our decision:\n\n- Income below our minimum\n\n- Too many recent returned payments');
    expect(mail.text).toContain('Creditor: Goldcrest Lending LLC (Goldcrest Lending), Payment Processing Center, PO Box 110110, Wilmington, DE 19850.');
    expect(mail.text).toContain(ECOA_NOTICE);
    expect(ECOA_NOTICE).toMatch(
      /^NOTICE: The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age/,
    );
    expect(mail.html).toContain('Income below our minimum');
    expect(mail.html).toContain('applicant’s income derives from any public assistance program');
  });

  it('carries no link and no code in the subject', () => {
    expect(mail.subject).not.toMatch(/https?:|\d{6}/);
  });
});
