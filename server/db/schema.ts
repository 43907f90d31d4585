import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A lender brand. Everything a page shows of a brand (colours, favicon, domains, contact) comes from this
 * row, never from code paths. Ids are the business ids of the spec (110, 118).
 */
export const portfolio = pgTable(
  'portfolio',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    legalName: text('legal_name').notNull(),
    /** Host names are stored lower-case, without port. */
    domainOfWeb: text('domain_of_web').notNull().unique(),
    domainOfWap: text('domain_of_wap').notNull().unique(),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    thirdColor: text('third_color').notNull(),
    /** The favicon itself (SVG text), served at /brand/<id>/favicon.svg. */
    faviconSvg: text('favicon_svg').notNull(),
    customerServicePhone: text('customer_service_phone').notNull(),
    customerServiceEmail: text('customer_service_email').notNull(),
    originating: boolean('originating').notNull().default(true),
    programCode: text('program_code').notNull(),
    programName: text('program_name').notNull(),
    minLoanAmountCents: integer('min_loan_amount_cents').notNull(),
    maxLoanAmountCents: integer('max_loan_amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('portfolio_loan_limits', sql`0 < ${table.minLoanAmountCents} and ${table.minLoanAmountCents} <= ${table.maxLoanAmountCents}`),
    check(
      'portfolio_colors_hex',
      sql`${table.primaryColor} ~ '^#[0-9A-Fa-f]{6}$' and ${table.secondaryColor} ~ '^#[0-9A-Fa-f]{6}$' and ${table.thirdColor} ~ '^#[0-9A-Fa-f]{6}$'`,
    ),
    check('portfolio_domains_lower', sql`${table.domainOfWeb} = lower(${table.domainOfWeb}) and ${table.domainOfWap} = lower(${table.domainOfWap})`),
  ],
);

/** Settings an operator may change without a release, one row per key (e.g. the display date pattern). */
export const setting = pgTable('setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PortfolioRow = typeof portfolio.$inferSelect;
export type NewPortfolioRow = typeof portfolio.$inferInsert;
