// What auto validation reads of a signed loan (rules.ts decides): the application's bank verification, its
// answers (military status, "do not call"), the screening again (black list, risk report, collections: lists
// change after an application qualifies), and whether the money goes to an account the verification found.
import { and, eq } from 'drizzle-orm';
import type { PersonalAnswers } from '#src/api/contract/application.ts';
import { IBV_STATUS } from '#src/domain/codes/ibv.ts';
import { collectionStatus, isBlackListed, riskReportOf } from '../application/screening.ts';
import { unseal } from '../application/sealed.ts';
import type { AppDatabase } from '../db/database.ts';
import { application, bankAccount, ibvRequest, type LoanRow } from '../db/schema.ts';
import { doNotCallIn, type ValidationFacts } from './rules.ts';

export async function validationFactsOf(db: AppDatabase, row: LoanRow): Promise<ValidationFacts> {
  const [app] = row.applicationId ? await db.select().from(application).where(eq(application.id, row.applicationId)) : [];
  const [verification] = app?.ibvRequestId
    ? await db
        .select({ completedAt: ibvRequest.completedAt, updatedAt: ibvRequest.updatedAt })
        .from(ibvRequest)
        .where(and(eq(ibvRequest.id, app.ibvRequestId), eq(ibvRequest.customerId, app.customerId), eq(ibvRequest.status, IBV_STATUS.successful)))
    : [];
  const [account] = row.bankAccountId ? await db.select({ verified: bankAccount.verified }).from(bankAccount).where(eq(bankAccount.id, row.bankAccountId)) : [];
  const ssn = app?.ssnSealed ? unseal(app.ssnSealed) : '';
  const personal = app?.personal as Partial<PersonalAnswers> | null | undefined;
  const collection = row.customerId ? await collectionStatus(db, row.customerId, row.portfolioId, ssn) : { inCollection: false };
  return {
    blackListed: ssn !== '' && isBlackListed(ssn),
    verifiedAt: verification ? (verification.completedAt ?? verification.updatedAt) : null,
    riskReport: riskReportOf(ssn),
    inCollection: collection.inCollection,
    military: typeof personal?.military === 'number' ? personal.military : null,
    payoutAccountVerified: account?.verified === true,
    doNotCall: doNotCallIn(personal?.optInFlags),
    principalCents: row.principalCents,
  };
}
