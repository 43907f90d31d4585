// The borrower's application: opened on first use, one open (not withdrawn) per customer, answers saved
// section by section with the step to resume at. Every query is scoped by the signed-in customer's id.
import { and, desc, eq, exists, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  BankAnswers,
  EmploymentDraft,
  GuidanceProgress,
  PersonalDraft,
  PersonalAnswers,
  SavedBank,
  SavedPersonal,
  getPersonalInfo,
  recordBusinessData,
} from '#src/api/contract/application.ts';
import type { CallResponse } from '#src/api/contract/define-call.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { SECTION, type Section } from '#src/domain/codes/application.ts';
import { CUSTOMER_CATEGORY } from '#src/domain/codes/customer.ts';
import { IBV_STATUS } from '#src/domain/codes/ibv.ts';
import { LOAN_STATUS, TERMINATED_SUBSTATUS } from '#src/domain/codes/loan.ts';
import { maskSsn, maskTail } from '#src/domain/format.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import {
  application,
  bankAccount,
  customer,
  document,
  ibvRequest,
  loan,
  loanRequest,
  portfolio,
  type ApplicationRow,
  type BankAccountRow,
} from '../db/schema.ts';
import { refuse, type Refusal } from '../http/refusal.ts';
import { employmentProblem, personalProblem } from './answer-rules.ts';
import { bankNameOf } from './bank-directory.ts';
import { addressRefusal } from './served-states.ts';
import { asks, labelOf, sectionsOf } from './sections.ts';
import { accountDigest, last4, seal, unseal } from './sealed.ts';
import { BANK_STATEMENT_DOCUMENT_TYPE } from './statements.ts';
import { lockedBySignedLoan, lockedBySignedLoanSql } from '../loans/application-lock.ts';
import { DISBURSEMENT_SECTIONS, disbursementSectionsDone } from '../disbursement/sections.ts';

export type Applicant = { customerId: string; portfolioId: number };

/** Verified online (the id of the application's successful verification) or a bank statement uploaded. */
export type IncomeEvidence = { ibvRequestId: string | null; statement: boolean };

/** The open application as get-personal-info shows it, read in one query. */
export type ApplicationRead = { row: ApplicationRow; bank: BankAccountRow | undefined; evidence: IncomeEvidence; locked: boolean };

/** Answers may change while nothing is decided; a pending or refused application waits for a person. */
const EDITABLE: ReadonlySet<ApplicationRow['status']> = new Set(['draft', 'submitted', 'qualified']);

/** A record-business-data request as the contract has checked it: a section, or a section's draft. */
type SectionSave = v.InferOutput<(typeof recordBusinessData)['request']>;
type Drafts = CallResponse<typeof getPersonalInfo>['drafts'];

/** 'A' and 8 digits: what a borrower reads out on the phone. */
function newApplicationNo(): string {
  return `A${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
}

export function applicationService(orm: AppDatabase, clock: Clock) {
  const now = () => new Date(clock.now());

  /** 2 when the customer has paid off a loan with us, else 1. */
  async function customerCategory(customerId: string): Promise<number> {
    const [paidOff] = await orm
      .select({ id: loan.id })
      .from(loan)
      .where(and(eq(loan.customerId, customerId), eq(loan.loanStatus, LOAN_STATUS.terminated), eq(loan.loanSubStatus, TERMINATED_SUBSTATUS.paidOff)))
      .limit(1);
    return paidOff ? CUSTOMER_CATEGORY.returning : CUSTOMER_CATEGORY.new;
  }

  // get-personal-info is the signed-in read every guidance page makes: the row, its bank account, its income
  // evidence and its lock in one round trip, prepared once (decision 0214).
  const openApplicationRead = orm
    .select({
      row: application,
      bank: bankAccount,
      ibvSucceeded: sql<boolean>`${exists(
        orm
          .select({ id: ibvRequest.id })
          .from(ibvRequest)
          .where(
            and(eq(ibvRequest.id, application.ibvRequestId), eq(ibvRequest.customerId, application.customerId), eq(ibvRequest.status, IBV_STATUS.successful)),
          ),
      )}`,
      statement: sql<boolean>`${exists(
        orm
          .select({ id: document.id })
          .from(document)
          .where(
            and(
              eq(document.applicationId, application.id),
              eq(document.customerId, application.customerId),
              eq(document.documentType, BANK_STATEMENT_DOCUMENT_TYPE),
            ),
          ),
      )}`,
      locked: sql<boolean>`${lockedBySignedLoanSql(orm, application.id)}`,
    })
    .from(application)
    .leftJoin(bankAccount, and(eq(bankAccount.id, application.bankAccountId), eq(bankAccount.customerId, application.customerId)))
    .where(and(eq(application.customerId, sql.placeholder('customerId')), ne(application.status, 'withdrawn')))
    .orderBy(desc(application.createdAt))
    .limit(1)
    .prepare('open_application_read');

  /** The open application with what get-personal-info shows of it, opened now if there is none. */
  async function readOpen(applicant: Applicant): Promise<ApplicationRead | Refusal> {
    let [found] = await openApplicationRead.execute({ customerId: applicant.customerId });
    if (!found) {
      const opened = await openOrGet(applicant);
      if (!isApplication(opened)) return opened;
      [found] = await openApplicationRead.execute({ customerId: applicant.customerId });
      if (!found) throw new Error('The application opened is not there to read');
    }
    const { row, bank, ibvSucceeded, statement, locked } = found;
    return { row, bank: bank ?? undefined, evidence: { ibvRequestId: ibvSucceeded ? row.ibvRequestId : null, statement }, locked };
  }

  async function findOpen(customerId: string): Promise<ApplicationRow | undefined> {
    const [row] = await orm
      .select()
      .from(application)
      .where(and(eq(application.customerId, customerId), ne(application.status, 'withdrawn')))
      .orderBy(desc(application.createdAt))
      .limit(1);
    return row;
  }

  async function originating(portfolioId: number): Promise<boolean> {
    const [row] = await orm.select({ originating: portfolio.originating }).from(portfolio).where(eq(portfolio.id, portfolioId));
    return row?.originating ?? false;
  }

  /** The open application, opened now if there is none; a portfolio that stopped originating opens none. */
  async function openOrGet(applicant: Applicant): Promise<ApplicationRow | Refusal> {
    const existing = await findOpen(applicant.customerId);
    if (existing) return existing;
    if (!(await originating(applicant.portfolioId))) return refuse(RESULT.portfolioNotOriginating);
    const category = await customerCategory(applicant.customerId);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // Two first calls at once: the one-open index lets one insert win; the other reads the winner.
      await orm
        .insert(application)
        .values({
          applicationNo: newApplicationNo(),
          customerId: applicant.customerId,
          portfolioId: applicant.portfolioId,
          customerCategory: category,
          createdAt: now(),
          updatedAt: now(),
        })
        .onConflictDoNothing();
      const opened = await findOpen(applicant.customerId);
      if (opened) return opened;
    }
    throw new Error('Could not open an application: application numbers kept colliding');
  }

  async function bankOf(row: ApplicationRow): Promise<BankAccountRow | undefined> {
    if (!row.bankAccountId) return undefined;
    const [found] = await orm
      .select()
      .from(bankAccount)
      .where(and(eq(bankAccount.id, row.bankAccountId), eq(bankAccount.customerId, row.customerId)));
    return found;
  }

  /** Verified online (the application's verification succeeded) or a bank statement was uploaded. */
  async function incomeEvidence(row: ApplicationRow): Promise<IncomeEvidence> {
    let ibvRequestId: string | null = null;
    if (row.ibvRequestId) {
      const [request] = await orm
        .select({ id: ibvRequest.id, status: ibvRequest.status })
        .from(ibvRequest)
        .where(and(eq(ibvRequest.id, row.ibvRequestId), eq(ibvRequest.customerId, row.customerId)));
      if (request?.status === IBV_STATUS.successful) ibvRequestId = request.id;
    }
    const [statement] = await orm
      .select({ id: document.id })
      .from(document)
      .where(and(eq(document.applicationId, row.id), eq(document.customerId, row.customerId), eq(document.documentType, BANK_STATEMENT_DOCUMENT_TYPE)))
      .limit(1);
    return { ibvRequestId, statement: statement !== undefined };
  }

  async function completeSections(row: ApplicationRow, known?: IncomeEvidence): Promise<Set<Section>> {
    const done = new Set<Section>();
    if (row.personal && row.ssnSealed) done.add(SECTION.personal);
    if (row.employment) done.add(SECTION.employment);
    if (row.bankAccountId) done.add(SECTION.bank);
    if (row.questions) done.add(SECTION.question);
    const evidence = known ?? (await incomeEvidence(row));
    if (evidence.ibvRequestId || evidence.statement) done.add(SECTION.ibv);
    if (row.status !== 'draft') done.add(SECTION.summary);
    return done;
  }

  /** The sections' progress; `evidence` when the caller has read it already. */
  async function progress(row: ApplicationRow, evidence?: IncomeEvidence): Promise<GuidanceProgress> {
    const done = await completeSections(row, evidence);
    return {
      applicationNo: row.applicationNo,
      sections: sectionsOf(row.portfolioId).map((section) => ({ section, label: labelOf(section), complete: done.has(section) })),
      resumeStep: row.resumeStep,
    };
  }

  /**
   * list-section's answer: the guidance sections (progress), then the disbursement sections, complete from the
   * borrower's own saved wizard request. Only list-section adds them: the guidance's pages and its first
   * incomplete section stay the guidance sections'.
   */
  async function listSections(row: ApplicationRow): Promise<GuidanceProgress> {
    const guidance = await progress(row);
    const [request] = await orm
      .select({ choices: loanRequest.choices, quote: loanRequest.quote })
      .from(loanRequest)
      .where(and(eq(loanRequest.applicationId, row.id), eq(loanRequest.customerId, row.customerId)));
    const done = disbursementSectionsDone(request);
    const disbursement = DISBURSEMENT_SECTIONS.map((section) => ({ section, label: labelOf(section), complete: done.has(section) }));
    return { ...guidance, sections: [...guidance.sections, ...disbursement] };
  }

  /** The first section still to answer, in the portfolio's order; undefined when all are. */
  async function firstIncomplete(row: ApplicationRow): Promise<Section | undefined> {
    const done = await completeSections(row);
    return sectionsOf(row.portfolioId).find((section) => !done.has(section));
  }

  function savedPersonal(row: ApplicationRow): SavedPersonal | null {
    if (!row.personal) return null;
    const personal = row.personal as Omit<PersonalAnswers, 'ssn'>;
    return {
      ...personal,
      ssnMasked: row.ssnLast4 ? maskSsn(row.ssnLast4) : null,
      // No contact is verified yet: verification of phones and e-mails comes with its own flow.
      verify: { homePhoneVerify: false, cellPhoneVerify: false, emailVerify: false, alternativePhoneVerify: false, alternativeEmailVerify: false },
    };
  }

  function savedBank(account: BankAccountRow | undefined): SavedBank | null {
    if (!account) return null;
    return {
      bankAccountId: account.id,
      bankName: account.bankName,
      routingMasked: maskTail(account.routingLast4),
      accountMasked: maskTail(account.accountLast4),
      accountType: account.accountType as SavedBank['accountType'],
      verified: account.verified,
    };
  }

  /** The same account (by keyed digest) is one row per customer: a later save updates its type. */
  async function upsertBankAccount(customerId: string, answers: BankAnswers): Promise<string> {
    const values = {
      customerId,
      routingSealed: seal(answers.routingNumber),
      routingLast4: last4(answers.routingNumber),
      accountSealed: seal(answers.accountNumber),
      accountLast4: last4(answers.accountNumber),
      accountDigest: accountDigest(answers.routingNumber, answers.accountNumber),
      accountType: answers.accountType,
      bankName: bankNameOf(answers.routingNumber),
      createdAt: now(),
    };
    const [row] = await orm
      .insert(bankAccount)
      .values(values)
      .onConflictDoUpdate({ target: [bankAccount.customerId, bankAccount.accountDigest], set: { accountType: values.accountType, bankName: values.bankName } })
      .returning({ id: bankAccount.id });
    return row!.id;
  }

  /** Saves one section (validated by the contract and the answer rules) and the step to resume at. */
  async function saveSection(applicant: Applicant, save: SectionSave): Promise<ApplicationRow | Refusal> {
    const opened = await openOrGet(applicant);
    if (!isApplication(opened)) return opened;
    const row = opened;
    // Signed: the application is what the agreement was made of (decision 0720, 12).
    if (save.section !== SECTION.summary && (await lockedBySignedLoan(orm, row.id))) return refuse(RESULT.applicationSigned);
    const changes: Partial<ApplicationRow> = { resumeStep: save.resumeStep, updatedAt: now() };
    if ('draft' in save && save.draft) {
      if (!EDITABLE.has(row.status)) return refuse(RESULT.applicationLocked);
      if (!asks(row.portfolioId, save.section)) return refuse(RESULT.sectionNotAsked);
      // The address page is a draft's page: a state the portfolio does not lend in stops the application there.
      if (save.section === SECTION.personal) {
        const refused = addressRefusal(row.portfolioId, save.answers.address);
        if (refused) return refused;
      }
      // The section's pages so far replace its earlier draft; the section itself is saved by its last page.
      changes.drafts = { ...row.drafts, [save.section]: save.answers };
    } else if (save.section !== SECTION.summary) {
      if (!EDITABLE.has(row.status)) return refuse(RESULT.applicationLocked);
      if (!asks(row.portfolioId, save.section)) return refuse(RESULT.sectionNotAsked);
      const today = businessToday(clock.now());
      switch (save.section) {
        case SECTION.personal: {
          const problem = personalProblem(save.answers, today);
          if (problem) return refuse(problem);
          const refused = addressRefusal(row.portfolioId, save.answers.address);
          if (refused) return refused;
          const { ssn, ...rest } = save.answers;
          // The SSN is sent once; a later save without it keeps the stored one.
          if (ssn === undefined && !row.ssnSealed) return refuse(RESULT.ssnRequired);
          if (ssn !== undefined) {
            const digits = ssn.replace(/\D/g, '');
            changes.ssnSealed = seal(digits);
            changes.ssnLast4 = last4(digits);
          }
          changes.personal = rest;
          break;
        }
        case SECTION.employment: {
          const problem = employmentProblem(save.answers, today);
          if (problem) return refuse(problem);
          changes.employment = { ...save.answers };
          break;
        }
        case SECTION.bank:
          changes.bankAccountId = await upsertBankAccount(row.customerId, save.answers);
          break;
        case SECTION.question:
          changes.questions = { ...save.answers };
          break;
      }
      changes.completedSections = [...new Set([...row.completedSections, save.section])];
      // Saved as a section: its draft has served.
      changes.drafts = Object.fromEntries(Object.entries(row.drafts).filter(([section]) => section !== save.section));
      // A changed answer makes any amount already calculated stale: it is calculated again.
      Object.assign(changes, { status: 'draft', loanAmountResult: null, qualifiedAmountCents: null, qualification: null, submittedAt: null });
    }
    const [updated] = await orm
      .update(application)
      .set(changes)
      .where(and(eq(application.id, row.id), eq(application.customerId, applicant.customerId)))
      .returning();
    return updated!;
  }

  function drafts(row: ApplicationRow): Drafts {
    return { personal: (row.drafts.personal as PersonalDraft | undefined) ?? null, employment: (row.drafts.employment as EmploymentDraft | undefined) ?? null };
  }

  async function email(customerId: string): Promise<string> {
    const [row] = await orm.select({ email: customer.email }).from(customer).where(eq(customer.id, customerId));
    return row?.email ?? '';
  }

  /** The stored SSN's digits, for screening (never answered). */
  function ssnOf(row: ApplicationRow): string | null {
    return row.ssnSealed ? unseal(row.ssnSealed) : null;
  }

  return {
    customerCategory,
    findOpen,
    openOrGet,
    readOpen,
    bankOf,
    incomeEvidence,
    progress,
    listSections,
    firstIncomplete,
    savedPersonal,
    savedBank,
    saveSection,
    drafts,
    email,
    ssnOf,
    originating,
  };
}

export type ApplicationService = ReturnType<typeof applicationService>;

export function isApplication(value: ApplicationRow | Refusal): value is ApplicationRow {
  return 'applicationNo' in value;
}
