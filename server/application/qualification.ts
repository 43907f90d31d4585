// calculate-qualified-amount: gathers the facts the rules need (qualification-rules.ts decides), and
// stores the outcome on the application. A refusal keeps the rules that refused (`qualification.reasons`),
// answers its principal reasons and e-mails the denial letter in the same transaction (issue 18): the
// refusal is recorded only with its letter in the outbox (or handed to SMTP).
import { and, eq, ne } from 'drizzle-orm';
import type { EmploymentAnswers, PersonalAnswers, Qualification, QuestionAnswers } from '#src/api/contract/application.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { SECTION } from '#src/domain/codes/application.ts';
import type { PayrollFrequency } from '#src/domain/codes/payroll.ts';
import type { UsState } from '#src/domain/codes/us-states.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { application, ibvReport, portfolio, type ApplicationRow } from '../db/schema.ts';
import { refuse, type Refusal } from '../http/refusal.ts';
import type { Applicant, ApplicationService } from './applications.ts';
import type { Mailer } from '../mail/mailer.ts';
import { denialLetterMail } from '../mail/denial-letter.ts';
import { decideQualification, principalReasons } from './qualification-rules.ts';
import { collectionStatus, isBlackListed, riskReportOf } from './screening.ts';
import { sameDigest } from './sealed.ts';
import { asks } from './sections.ts';
import { servedStatesOf } from './served-states.ts';

type ReportAccount = { accountDigest?: unknown; selected?: unknown };

export function storedQualification(row: ApplicationRow): Qualification | null {
  if (row.loanAmountResult === null || !row.qualification) return null;
  const stored = row.qualification as Omit<Qualification, 'loanAmountResult' | 'qualifiedAmountCents' | 'reasons'> & { reasons?: unknown };
  const refused = row.loanAmountResult === 3;
  return {
    loanAmountResult: row.loanAmountResult as Qualification['loanAmountResult'],
    qualifiedAmountCents: row.qualifiedAmountCents ?? 0,
    incomeSource: stored.incomeSource,
    monthlyIncomeCents: stored.monthlyIncomeCents,
    message: stored.message,
    calculatedAt: stored.calculatedAt,
    ...(refused ? { reasons: principalReasons(Array.isArray(stored.reasons) ? (stored.reasons as string[]) : []) } : {}),
  };
}

export function qualificationService(orm: AppDatabase, clock: Clock, applications: ApplicationService, mailer: Mailer) {
  async function verifiedFacts(row: ApplicationRow, ibvRequestId: string | null, bankDigest: string | undefined) {
    if (!ibvRequestId) return { verifiedMonthlyIncomeCents: undefined, accountMatched: false };
    const [report] = await orm.select().from(ibvReport).where(eq(ibvReport.requestId, ibvRequestId));
    if (!report) return { verifiedMonthlyIncomeCents: undefined, accountMatched: false };
    const income = Number((report.income as { monthlyIncomeCents?: unknown }).monthlyIncomeCents);
    const selected = (report.accounts as ReportAccount[]).find((account) => account.selected === true);
    const digest = typeof selected?.accountDigest === 'string' ? selected.accountDigest : undefined;
    return {
      verifiedMonthlyIncomeCents: Number.isSafeInteger(income) && income >= 0 ? income : undefined,
      accountMatched: digest !== undefined && bankDigest !== undefined && sameDigest(digest, bankDigest),
    };
  }

  async function calculate(applicant: Applicant): Promise<Qualification | Refusal> {
    const [program] = await orm.select().from(portfolio).where(eq(portfolio.id, applicant.portfolioId));
    if (!program?.originating) return refuse(RESULT.portfolioNotOriginating);
    const row = await applications.findOpen(applicant.customerId);
    if (!row) return refuse(RESULT.applicationIncomplete);
    // A refused application keeps its answer: asking again does not change the decision.
    if (row.status === 'unavailable') return storedQualification(row) ?? refuse(RESULT.applicationLocked);

    const personal = row.personal as Omit<PersonalAnswers, 'ssn'> | null;
    const employment = row.employment as EmploymentAnswers | null;
    const questions = row.questions as QuestionAnswers | null;
    const account = await applications.bankOf(row);
    const questionsMissing = asks(row.portfolioId, SECTION.question) && !questions;
    if (!personal || !row.ssnSealed || !employment || !account || questionsMissing) return refuse(RESULT.applicationIncomplete);

    const evidence = await applications.incomeEvidence(row);
    if (!evidence.ibvRequestId && !evidence.statement) return refuse(RESULT.verificationRequired);

    const ssn = applications.ssnOf(row) ?? '';
    const verified = await verifiedFacts(row, evidence.ibvRequestId, account.accountDigest);
    const collection = await collectionStatus(orm, applicant.customerId, applicant.portfolioId, ssn);
    const decision = decideQualification({
      program,
      state: personal.address.state as UsState,
      servedStates: servedStatesOf(applicant.portfolioId),
      verifiedMonthlyIncomeCents: verified.verifiedMonthlyIncomeCents,
      stated: { netPayCents: employment.netPayCents, payrollFrequency: employment.payrollFrequency as PayrollFrequency },
      blackListed: isBlackListed(ssn),
      inCollection: collection.inCollection,
      riskReport: riskReportOf(ssn),
      inBankruptcy: questions?.inBankruptcy === true,
      accountMatched: verified.accountMatched,
    });

    const calculatedAt = new Date(clock.now());
    const status = decision.loanAmountResult === 3 ? 'unavailable' : row.status === 'pending' ? 'pending' : 'qualified';
    const letter = decision.loanAmountResult === 3 ? principalReasons(decision.reasons).map((reason) => reason.text) : null;
    const email = letter ? await applications.email(applicant.customerId) : null;
    const updated = await orm.transaction(async (tx) => {
      const [saved] = await tx
        .update(application)
        .set({
          status,
          loanAmountResult: decision.loanAmountResult,
          qualifiedAmountCents: decision.qualifiedAmountCents,
          qualification: {
            incomeSource: decision.incomeSource,
            monthlyIncomeCents: decision.monthlyIncomeCents,
            message: decision.message,
            calculatedAt: calculatedAt.toISOString(),
            // Every rule that refused (decision 0502); the answer and the letter give the principal ones.
            reasons: decision.reasons,
            capCents: decision.capCents,
            ibvRequestId: evidence.ibvRequestId,
            statement: evidence.statement,
            ...(letter ? { denialLetter: { sentAt: calculatedAt.toISOString(), reasons: letter } } : {}),
          },
          submittedAt: calculatedAt,
          updatedAt: calculatedAt,
        })
        // Refused once only: a second call racing this one finds it unavailable and sends no second letter.
        .where(and(eq(application.id, row.id), eq(application.customerId, applicant.customerId), ne(application.status, 'unavailable')))
        .returning();
      if (saved && letter && email) {
        const name = [personal.firstName, personal.lastName].filter(Boolean).join(' ');
        await mailer.send(
          program,
          email,
          denialLetterMail(program, { applicantName: name || null, applicationNo: saved.applicationNo, decidedAt: calculatedAt, reasons: letter }),
          tx,
        );
      }
      return saved;
    });
    if (!updated) {
      const [now] = await orm.select().from(application).where(eq(application.id, row.id));
      return (now && storedQualification(now)) ?? refuse(RESULT.applicationLocked);
    }
    return storedQualification(updated)!;
  }

  return { calculate };
}
