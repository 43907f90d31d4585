// The application calls (prefix /dolphin-loan/online, issue 5). Thin: the rules live in server/application/.
import {
  calculateQualifiedAmount,
  checkBlackList,
  checkCollectionStatus,
  checkRiskInfo,
  getBankInfo,
  getBankInfoPublic,
  getPersonal,
  getPersonalInfo,
  listSection,
  recordBusinessData,
  uploadBankStatement,
  type EmploymentAnswers,
  type QuestionAnswers,
} from '#src/api/contract/application.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { NOTIFICATION } from '#src/domain/codes/application.ts';
import { maskEmailAlt, maskTail } from '#src/domain/format.ts';
import type { Services } from '../app-services.ts';
import { statementReceivedMail } from '../application/application-mail.ts';
import { applicationService, isApplication } from '../application/applications.ts';
import { bankNameOf } from '../application/bank-directory.ts';
import { qualificationService, storedQualification } from '../application/qualification.ts';
import { LINK_PAGE, resourceLinks } from '../application/resource-links.ts';
import { collectionStatus, isBlackListed, riskReportOf } from '../application/screening.ts';
import { unseal } from '../application/sealed.ts';
import { STATEMENT_BODY_LIMIT_BYTES, statementService, type StatementLimits } from '../application/statements.ts';
import { loanStore } from '../loans/loan-store.ts';
import { portfolioStore } from '../services/portfolios.ts';
import { isRefusal, refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';
import { registerStreamedCall } from '../http/register-streamed-call.ts';
import { findingsOfRequest } from '../ibv/findings.ts';
import { linkOrigin } from '../mail/link-origin.ts';
import { lockedBySignedLoan } from '../loans/application-lock.ts';

export function registerOnlineApplicationRoutes(routing: CallRouting, { orm, clock, mailer, production, files, config, repayment }: Services): void {
  const statementLimits: StatementLimits = { perApplication: config.statementsPerApplication, bytesPerDay: config.statementBytesPerDay };
  const applications = applicationService(orm, clock);
  const statements = statementService({ orm, clock, files, limits: statementLimits });
  const qualification = qualificationService(orm, clock, applications, mailer);
  const links = resourceLinks(orm, clock, applications);
  const loans = loanStore(orm, clock);
  const portfolios = portfolioStore(orm);

  registerCall(routing, listSection, async (_input, context) => {
    const opened = await applications.openOrGet(context.customer);
    return isApplication(opened) ? applications.listSections(opened) : opened;
  });

  registerCall(routing, getPersonalInfo, async (_input, context) => {
    const read = await applications.readOpen(context.customer);
    if (isRefusal(read)) return read;
    const { row, bank, evidence, locked } = read;
    return {
      ...(await applications.progress(row, evidence)),
      customerCategory: row.customerCategory as 1 | 2,
      personal: applications.savedPersonal(row),
      employment: row.employment as EmploymentAnswers | null,
      bank: applications.savedBank(bank),
      questions: row.questions as QuestionAnswers | null,
      qualification: storedQualification(row),
      drafts: applications.drafts(row),
      accountEmail: context.customer.email,
      ibvFindings: await findingsOfRequest(orm, row.ibvRequestId),
      lockedBySignedLoan: locked,
    };
  });

  registerCall(routing, getPersonal, async (_input, context) => {
    const { customerId, email } = context.customer;
    const open = await applications.findOpen(customerId);
    const personal = open ? applications.savedPersonal(open) : null;
    return {
      firstName: personal?.firstName ?? null,
      lastName: personal?.lastName ?? null,
      email: maskEmailAlt(email),
      customerCategory: (open?.customerCategory ?? (await applications.customerCategory(customerId))) as 1 | 2,
    };
  });

  registerCall(routing, recordBusinessData, async (input, context) => {
    const saved = await applications.saveSection(context.customer, input);
    return isApplication(saved) ? applications.progress(saved) : saved;
  });

  registerCall(routing, getBankInfo, async (input, context) => {
    if ('rn' in input) return { routingNumber: input.rn, bankName: bankNameOf(input.rn) };
    // A loan's bank: only the borrower's own loan, and its routing number only masked.
    const { customerId } = context.customer;
    const found = await loans.bankOf(customerId, input.loanNo);
    if (!found) return refuse(RESULT.loanNotFound);
    const routingNumber = unseal(found.routingSealed);
    return { routingNumber: maskTail(routingNumber), bankName: found.bankName ?? bankNameOf(routingNumber) };
  });

  registerCall(routing, getBankInfoPublic, async ({ rn }) => ({ routingNumber: rn, bankName: bankNameOf(rn) }));

  /** The open application with an SSN, for the screening calls. */
  async function screened(customerId: string) {
    const open = await applications.findOpen(customerId);
    const ssn = open ? applications.ssnOf(open) : null;
    return ssn ?? refuse(RESULT.ssnRequired);
  }

  registerCall(routing, checkBlackList, async (_input, context) => {
    const ssn = await screened(context.customer.customerId);
    return typeof ssn === 'string' ? { blackListed: isBlackListed(ssn) } : ssn;
  });

  registerCall(routing, checkRiskInfo, async (_input, context) => {
    const ssn = await screened(context.customer.customerId);
    return typeof ssn === 'string' ? { riskReport: riskReportOf(ssn) as 1 | 0 | -1 } : ssn;
  });

  // With a loan number, that loan's status (repayment); without, any of the borrower's loans by SSN (qualification).
  registerCall(routing, checkCollectionStatus, async ({ loanNo }, context) => {
    const { customerId, portfolioId } = context.customer;
    if (loanNo) return repayment.collectionStatus(customerId, loanNo);
    const open = await applications.findOpen(customerId);
    const status = await collectionStatus(orm, customerId, portfolioId, open ? applications.ssnOf(open) : null);
    return { ...status, allowed: status.inCollection ? (['payOff', 'payDown'] as const).slice() : [] };
  });

  registerCall(routing, calculateQualifiedAmount, async (_input, context) => qualification.calculate(context.customer));

  // The body is a file: read as it arrives, after the token and the caps are checked (decision 0505).
  registerStreamedCall(
    routing,
    uploadBankStatement,
    async (body, context) => {
      const applicant = context.customer;
      const current = await applications.findOpen(applicant.customerId);
      if (current?.status === 'unavailable') return refuse(RESULT.applicationLocked);
      if (current && (await lockedBySignedLoan(orm, current.id))) return refuse(RESULT.applicationSigned);
      // Opened once the statement is read and kept: a refused upload opens no application (issue 17's harness).
      const holder = { customerId: applicant.customerId, application: current, open: () => applications.openOrGet(applicant) };
      const stored = await statements.receive(holder, body, context.bodyLimit);
      if (!('documentId' in stored)) return stored;

      const brand = await portfolios.byId(applicant.portfolioId);
      const { resource } = await links.issue('pendingApplication', applicant.customerId);
      const origin = linkOrigin({ host: context.request.host, protocol: context.request.protocol }, brand!, production);
      await mailer.send(
        brand!,
        await applications.email(applicant.customerId),
        statementReceivedMail(brand!, `${origin}${LINK_PAGE.pendingApplication}/${resource}`),
      );
      return { documentId: stored.documentId, notificationCode: NOTIFICATION.bankStatementUploaded as 104 };
    },
    { bodyLimit: STATEMENT_BODY_LIMIT_BYTES },
  );
}
