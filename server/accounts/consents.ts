import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ConsentTemplate } from '#src/api/contract/consent.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { consentTemplate, customerConsent, type CarriedConsent, type ConsentTemplateRow } from '../db/schema.ts';
import type { Result } from '../http/refusal.ts';

/** A consent answer as the client sends it. */
export type SentConsent = { templateCode: string; version: string; check: boolean };
export type ConsentStatus = { consented: boolean; items: Array<ConsentTemplate & { check: boolean }> };

export function toConsentTemplate(row: ConsentTemplateRow): ConsentTemplate {
  return { templateCode: row.code, templateLabel: row.label, version: row.version, required: row.required, body: row.body };
}

/**
 * Matches answers to the portfolio's current templates. An answer to an unknown template or an older
 * version is refused (the text changed since the page loaded); with `requireAll`, so is a missing or
 * unchecked required consent.
 */
export function matchAnswers(current: ConsentTemplateRow[], answers: readonly SentConsent[], requireAll: boolean): CarriedConsent[] | Result {
  const byCode = new Map(current.map((template) => [template.code, template]));
  const matched = new Map<string, CarriedConsent>();
  for (const answer of answers) {
    const template = byCode.get(answer.templateCode);
    if (!template || template.version !== answer.version) return RESULT.consentOutdated;
    matched.set(template.code, { templateId: template.id, templateCode: template.code, version: template.version, check: answer.check });
  }
  if (requireAll && current.some((template) => template.required && matched.get(template.code)?.check !== true)) {
    return RESULT.consentRequired;
  }
  return [...matched.values()];
}

export function consentStore(orm: AppDatabase, clock: Clock) {
  return {
    /** The current version of each consent of the portfolio, in page order. */
    current(portfolioId: number): Promise<ConsentTemplateRow[]> {
      return orm
        .select()
        .from(consentTemplate)
        .where(and(eq(consentTemplate.portfolioId, portfolioId), eq(consentTemplate.current, true)))
        .orderBy(asc(consentTemplate.position), asc(consentTemplate.code));
    },

    /** Appends the answers to the customer's history; nothing earlier is changed. */
    async record(customerId: string, answers: readonly CarriedConsent[], address: string | null, db: AppDatabase = orm): Promise<void> {
      if (answers.length === 0) return;
      const acceptedAt = new Date(clock.now());
      await db.insert(customerConsent).values(
        answers.map((answer) => ({
          customerId,
          templateId: answer.templateId,
          templateCode: answer.templateCode,
          version: answer.version,
          checked: answer.check,
          acceptedAt,
          address,
        })),
      );
    },

    /** Each current template with the customer's latest answer to that very version. */
    async status(customerId: string, portfolioId: number): Promise<ConsentStatus> {
      const templates = await this.current(portfolioId);
      const history = templates.length
        ? await orm
            .select({ code: customerConsent.templateCode, version: customerConsent.version, checked: customerConsent.checked })
            .from(customerConsent)
            .where(
              and(
                eq(customerConsent.customerId, customerId),
                inArray(
                  customerConsent.templateCode,
                  templates.map((t) => t.code),
                ),
              ),
            )
            .orderBy(desc(customerConsent.acceptedAt), desc(customerConsent.id))
        : [];
      const items = templates.map((template) => {
        const latest = history.find((answer) => answer.code === template.code);
        return { ...toConsentTemplate(template), check: latest?.version === template.version && latest.checked };
      });
      return { consented: items.every((item) => !item.required || item.check), items };
    },
  };
}

export type ConsentStore = ReturnType<typeof consentStore>;
