import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BANK_STATEMENT_MAX_BYTES,
  calculateQualifiedAmount,
  parseCompleteResource,
  parsePathResource,
  parsePathResourceInfrastructure,
  parseReturningResource,
  recordBusinessData,
  uploadBankStatement,
} from '#src/api/contract/application.ts';
import { parseLinkResource } from '#src/api/contract/customer.ts';
import { sendApplicationLink } from '#server/application/send-link.ts';
import { application, document } from '#server/db/schema.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { manualClock } from '../helper.ts';
import { call, createLinkFor, latestMail, ok, resourceIn } from '../support/accounts.ts';
import { answerAll, borrower, buildWithKey, employment, personal } from '../application/support.ts';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');

const statement = (content: Buffer, contentType = 'application/pdf', fileName = 'march-statement.pdf') => ({
  fileName,
  contentType,
  contentBase64: content.toString('base64'),
});

async function body(reply: { json(): unknown }) {
  return reply.json() as { code: number; message: string; data: unknown };
}

describe('upload-bank-statement', () => {
  it('stores a PDF on the application, sets it pending, answers 104 and mails the pending-application link', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers);
    const answer = await ok<{ documentId: string; notificationCode: number }>(app, uploadBankStatement, statement(PDF), headers);
    expect(answer.notificationCode).toBe(104);

    const [stored] = await app.database.orm.select().from(document);
    expect(stored).toMatchObject({
      id: answer.documentId,
      documentType: 2,
      contentType: 'application/pdf',
      fileName: 'march-statement.pdf',
      sizeBytes: PDF.length,
    });
    expect(stored!.content).toBeNull();
    expect(Buffer.concat(await (await app.files.get(stored!.storageKey)).toArray()).equals(PDF)).toBe(true);
    const [row] = await app.database.orm.select().from(application);
    expect(row!.status).toBe('pending');

    const mail = await latestMail(app, 'ada@example.com');
    expect(mail.subject).toBe('We received your bank statement');
    const resource = resourceIn(mail.text, '/pending-application');
    expect(await ok(app, parsePathResource, { resource })).toEqual({ path: '/home', signInRequired: true, maskedEmail: 'a****@example.com' });

    // The statement stands in for a bank verification: the amount is calculated from the stated income.
    const result = await ok<{ loanAmountResult: number; incomeSource: string; qualifiedAmountCents: number }>(app, calculateQualifiedAmount, {}, headers);
    // $1,500.00 every two weeks = $3,250.00 a month; 40% = $1,300.00.
    expect(result).toMatchObject({ loanAmountResult: 2, incomeSource: 'stated', qualifiedAmountCents: 1_300_00 });
    expect((await app.database.orm.select().from(application))[0]!.status).toBe('pending');
  });

  it('takes PNG and JPEG images as well', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await ok(app, uploadBankStatement, statement(PNG, 'image/png', 'page1.png'), headers);
    await ok(app, uploadBankStatement, statement(JPEG, 'image/jpeg', 'C:\\Users\\ada\\page2.jpg'), headers);
    const stored = await app.database.orm.select({ contentType: document.contentType, fileName: document.fileName }).from(document);
    expect(stored).toEqual(
      expect.arrayContaining([
        { contentType: 'image/png', fileName: 'page1.png' },
        { contentType: 'image/jpeg', fileName: 'page2.jpg' },
      ]),
    );
  });

  it('refuses a file whose bytes are not the type it claims (-10809), and stores nothing', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const message = 'This file is not the PDF, PNG or JPEG file it claims to be. Please upload your statement as a PDF, PNG or JPEG.';
    expect(await body(await call(app, uploadBankStatement, statement(PNG, 'application/pdf'), headers))).toMatchObject({ code: -10809, message });
    expect(
      await body(await call(app, uploadBankStatement, statement(Buffer.from('MZ\x90\x00 this is a program'), 'application/pdf', 'statement.pdf'), headers)),
    ).toMatchObject({ code: -10809 });
    const badType = await call(app, uploadBankStatement, statement(PDF, 'text/html'), headers);
    expect(badType.statusCode).toBe(400);
    expect((await body(badType)).message).toContain('Please upload a PDF, PNG or JPEG file');
    expect(await app.database.orm.select().from(document)).toHaveLength(0);
    // Nor is an application opened for a refused upload (issue 17's harness).
    expect(await app.database.orm.select().from(application)).toEqual([]);
  });

  it('refuses a file over 10 MB (-10810); a body past the upload limit is answered 413', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const big = Buffer.concat([PDF, Buffer.alloc(BANK_STATEMENT_MAX_BYTES + 1 - PDF.length, 0x20)]);
    expect(await body(await call(app, uploadBankStatement, statement(big), headers))).toMatchObject({
      code: -10810,
      message: 'This file is larger than 10 MB. Please upload a smaller file.',
    });
    const huge = Buffer.alloc(BANK_STATEMENT_MAX_BYTES + 1024 * 1024, 0x20);
    const reply = await call(app, uploadBankStatement, statement(huge), headers);
    expect(reply.statusCode).toBe(413);
    expect((await body(reply)).code).toBe(-10413);
    expect(await app.database.orm.select().from(document)).toHaveLength(0);
  });

  it('locks the answers while the statement waits for a person, and takes no statement on a refused application (-10807)', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers, 118, { personal: { ssn: '111-22-0001' } });
    await ok(app, uploadBankStatement, statement(PDF), headers);
    const locked = { code: -10807, message: 'Your application is being reviewed and can no longer be changed. Please call us if something is wrong.' };
    expect(
      await body(await call(app, recordBusinessData, { section: 'employment', answers: employment({ netPayCents: 9_000_00 }), resumeStep: 'bank' }, headers)),
    ).toMatchObject(locked);
    expect(await ok(app, calculateQualifiedAmount, {}, headers)).toMatchObject({ loanAmountResult: 3 });
    expect(await body(await call(app, uploadBankStatement, statement(PDF), headers))).toMatchObject(locked);
    expect(await app.database.orm.select().from(document)).toHaveLength(1);
  });

  it("puts the statement on the signed-in borrower's own application only", async () => {
    const app = await buildWithKey();
    const ada = await borrower(app, 'ada@example.com');
    const bob = await borrower(app, 'bob@example.com');
    await answerAll(app, ada);
    await ok(app, uploadBankStatement, statement(PDF), bob);
    const rows = await app.database.orm.select().from(application);
    const adaRow = rows.find((row) => row.personal !== null);
    expect(adaRow!.status).toBe('draft');
    const [stored] = await app.database.orm.select().from(document);
    expect(stored!.applicationId).not.toBe(adaRow!.id);
  });
});

describe('resource links', () => {
  it('a resource that cannot be a link is bad input (-10400)', async () => {
    const app = await buildWithKey();
    const reply = await call(app, parseReturningResource, { resource: 'short' });
    expect(reply.statusCode).toBe(400);
    expect(await body(reply)).toMatchObject({ code: -10400 });
    expect((await body(reply)).message).toContain('This link is not valid');
  });

  it('unknown links answer -92020043', async () => {
    const app = await buildWithKey();
    const resource = 'x'.repeat(43);
    for (const definition of [parsePathResource, parsePathResourceInfrastructure, parseReturningResource, parseCompleteResource]) {
      expect(await body(await call(app, definition, { resource })), definition.path).toMatchObject({
        code: -92020043,
        message: 'This link is no longer valid.',
      });
    }
  });

  it('a returning link from the operator tool opens /home after signing in, for 7 days; a newer one retires it', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    await borrower(app);
    const mailer = createMailer({ smtpUrl: undefined, production: false, orm: app.database.orm, clock, log: app.log });
    const { url } = await sendApplicationLink(app.database.orm, clock, mailer, {
      email: 'ADA@example.com',
      portfolioId: 118,
      purpose: 'returning',
      origin: 'http://p118.localhost:8080',
    });
    const mail = await latestMail(app, 'ada@example.com');
    expect(mail.subject).toBe('Welcome back to Bluepeak Loans');
    expect(mail.text).toContain(url);
    const resource = resourceIn(mail.text, '/returning');
    expect(await ok(app, parseReturningResource, { resource })).toEqual({ path: '/home', signInRequired: true, maskedEmail: 'a****@example.com' });
    // Reading it does not use it up: the app reads it again after the sign-in.
    expect(await ok(app, parseReturningResource, { resource })).toMatchObject({ path: '/home' });
    // It is a returning link, nothing else.
    expect(await body(await call(app, parseCompleteResource, { resource }))).toMatchObject({ code: -92020043 });
    expect(await body(await call(app, parsePathResource, { resource }))).toMatchObject({ code: -92020043 });
    expect(await body(await call(app, parseLinkResource, { resource }))).toMatchObject({ code: -92020043 });

    clock.advance(7 * 24 * 60 * 60 * 1000 - 1000);
    const again = await sendApplicationLink(app.database.orm, clock, mailer, { email: 'ada@example.com', portfolioId: 118, purpose: 'returning' });
    expect(again.url).toMatch(/^https:\/\/p118\.localhost\/returning\//);
    expect(await body(await call(app, parseReturningResource, { resource }))).toMatchObject({ code: -92020043 });
    const newer = resourceIn((await latestMail(app, 'ada@example.com')).text, '/returning');
    expect(await ok(app, parseReturningResource, { resource: newer })).toMatchObject({ path: '/home' });
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expect(await body(await call(app, parseReturningResource, { resource: newer }))).toMatchObject({ code: -92020043 });
  });

  it('a complete-information link opens the first page of the first section still missing', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    const headers = await borrower(app);
    await ok(app, recordBusinessData, { section: 'personal', answers: personal(), resumeStep: 'employment' }, headers);
    const mailer = createMailer({ smtpUrl: undefined, production: false, orm: app.database.orm, clock, log: app.log });
    await sendApplicationLink(app.database.orm, clock, mailer, { email: 'ada@example.com', portfolioId: 118, purpose: 'completeInformation' });
    const mail = await latestMail(app, 'ada@example.com');
    expect(mail.subject).toBe('Please complete your Bluepeak Loans application');
    const resource = resourceIn(mail.text, '/complete-information');
    expect(await ok(app, parseCompleteResource, { resource })).toMatchObject({ path: '/guidance/employment/income', signInRequired: true });
    await ok(app, recordBusinessData, { section: 'employment', answers: employment(), resumeStep: 'question/about' }, headers);
    expect(await ok(app, parseCompleteResource, { resource })).toMatchObject({ path: '/guidance/question/about' });
    await answerAll(app, headers);
    expect(await ok(app, parseCompleteResource, { resource })).toMatchObject({ path: '/guidance/ibv' });
  });

  it('a create-account link is not an application link', async () => {
    const app = await buildWithKey();
    const resource = await createLinkFor(app, 'new@example.com');
    expect(await body(await call(app, parsePathResource, { resource }))).toMatchObject({ code: -92020043 });
    expect(await body(await call(app, parsePathResourceInfrastructure, { resource }))).toMatchObject({ code: -92020043 });
  });

  it('the operator tool refuses an unknown borrower', async () => {
    const app = await buildWithKey();
    const mailer = createMailer({ smtpUrl: undefined, production: false, orm: app.database.orm, clock: manualClock(), log: app.log });
    await expect(
      sendApplicationLink(app.database.orm, manualClock(), mailer, { email: 'nobody@example.com', portfolioId: 118, purpose: 'returning' }),
    ).rejects.toThrow('No customer nobody@example.com in portfolio 118.');
    const rows = await app.database.orm.select().from(application).where(eq(application.portfolioId, 118));
    expect(rows).toHaveLength(0);
  });
});
