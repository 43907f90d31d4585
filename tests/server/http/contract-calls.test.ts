// The contract's calls as the server finds them outside their handlers, and redaction by their schemas.
import { readdirSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sensitive, sensitiveOptional } from '#src/api/contract/fields.ts';
import { recordBusinessData, uploadBankStatement } from '#src/api/contract/application.ts';
import { signIn } from '#src/api/contract/customer.ts';
import { contractCallAt, isCallDefinition } from '#server/http/contract-calls.ts';
import { redactByContract } from '#server/http/sensitive-fields.ts';
import { REDACTED } from '#server/logger.ts';

const CONTRACT_DIR = new URL('../../../src/api/contract/', import.meta.url);

describe('contract calls', () => {
  it('finds every call of every contract file by its method and path', async () => {
    const files = readdirSync(CONTRACT_DIR).filter((name) => name.endsWith('.ts'));
    let calls = 0;
    for (const file of files) {
      const module = (await import(new URL(file, CONTRACT_DIR).href)) as Record<string, unknown>;
      for (const call of Object.values(module).filter(isCallDefinition)) {
        expect(contractCallAt(call.method, call.path), `${file}: ${call.method} ${call.path}`).toBe(call);
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThan(30);
    expect(contractCallAt('POST', signIn.path)).toBe(signIn);
    expect(contractCallAt('GET', signIn.path)).toBeUndefined();
    expect(contractCallAt('GET', undefined)).toBeUndefined();
  });
});

describe('redaction by the contract', () => {
  it('replaces what is marked, at any depth, and keeps the rest', () => {
    const schema = v.object({
      name: sensitive(v.string()),
      nickname: sensitiveOptional(v.optional(v.string())),
      note: v.string(),
      children: v.array(v.object({ birthDate: sensitive(v.string()), toy: v.string() })),
      pair: v.tuple([v.string(), sensitive(v.string())]),
      choice: v.union([v.object({ pin: sensitive(v.string()) }), v.object({ colour: v.string() })]),
    });
    const body = {
      name: 'Ada',
      note: 'hello',
      children: [{ birthDate: '2001-02-03', toy: 'kite' }],
      pair: ['left', 'right'],
      choice: { pin: '1234', colour: 'red' },
      extra: 'kept',
    };
    expect(redactByContract(schema, body)).toEqual({
      name: REDACTED,
      note: 'hello',
      children: [{ birthDate: REDACTED, toy: 'kite' }],
      pair: ['left', REDACTED],
      choice: { pin: REDACTED, colour: 'red' },
      extra: 'kept',
    });
    expect(redactByContract(schema, { nickname: 'Countess' })).toEqual({ nickname: REDACTED });
    // What does not have the schema's shape is passed on as it is (the logger's secret names still apply).
    expect(redactByContract(schema, 'not an object')).toBe('not an object');
    expect(body.name).toBe('Ada');
  });

  it('redacts the personal answers of every section shape record-business-data takes', () => {
    const draft = {
      section: 'personal',
      draft: true,
      answers: { firstName: 'Ada', address: { street1: '1 Main' }, optInFlags: 2 },
      resumeStep: 'personal/address',
    };
    expect(redactByContract(recordBusinessData.request, draft)).toEqual({ ...draft, answers: { firstName: REDACTED, address: REDACTED, optInFlags: 2 } });
    const bankSection = { section: 'bank', answers: { routingNumber: '021000021', accountNumber: '000987654321', accountType: 3001 }, resumeStep: 'question' };
    expect(redactByContract(recordBusinessData.request, bankSection)).toEqual({
      ...bankSection,
      answers: { routingNumber: REDACTED, accountNumber: REDACTED, accountType: 3001 },
    });
  });

  it("redacts a bank statement upload: the file and its name (a name often holds the borrower's own)", () => {
    const upload = { fileName: 'jane-doe-chase-october.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0xLjQK' };
    expect(redactByContract(uploadBankStatement.request, upload)).toEqual({ fileName: REDACTED, contentType: 'application/pdf', contentBase64: REDACTED });
  });
});
