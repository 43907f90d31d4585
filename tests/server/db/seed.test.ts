import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentTemplate, portfolio, setting } from '#server/db/schema.ts';
import { SEED_PORTFOLIOS, seedDatabase } from '#server/db/seed.ts';
import { testDatabase } from '../support/test-database.ts';

describe('migrations and seed', () => {
  it('can run again and again at start without changing anything', async () => {
    const { db } = await testDatabase();
    for (let round = 0; round < 3; round += 1) {
      await db.migrate();
      await seedDatabase(db.orm);
    }
    const rows = await db.orm.select({ id: portfolio.id, web: portfolio.domainOfWeb, wap: portfolio.domainOfWap }).from(portfolio).orderBy(asc(portfolio.id));
    expect(rows).toEqual([
      { id: 110, web: 'p110.localhost', wap: 'm.p110.localhost' },
      { id: 118, web: 'p118.localhost', wap: 'm.p118.localhost' },
    ]);
    expect(await db.orm.select({ key: setting.key, value: setting.value }).from(setting).orderBy(asc(setting.key))).toEqual([
      { key: 'date_pattern', value: 'MM/dd/YYYY' },
      { key: 'same-day-cut-off.110', value: '13:00' },
      { key: 'same-day-cut-off.118', value: '14:00' },
    ]);
  });

  it('keeps what an operator changed: the seed only fills what is missing', async () => {
    const { db } = await testDatabase();
    await seedDatabase(db.orm);
    await db.orm.update(portfolio).set({ primaryColor: '#0B3D91', name: 'Bluepeak' }).where(eq(portfolio.id, 118));
    await db.orm.delete(consentTemplate).where(eq(consentTemplate.portfolioId, 110));
    await db.orm.delete(portfolio).where(eq(portfolio.id, 110));
    await seedDatabase(db.orm);
    const rows = await db.orm
      .select({ id: portfolio.id, name: portfolio.name, primaryColor: portfolio.primaryColor })
      .from(portfolio)
      .orderBy(asc(portfolio.id));
    expect(rows).toEqual([
      { id: 110, name: 'Goldcrest Lending', primaryColor: '#1C2434' },
      { id: 118, name: 'Bluepeak', primaryColor: '#0B3D91' },
    ]);
  });

  it('seeds 110 in the dark gold set and 118 in the light blue set', () => {
    const [gold, blue] = SEED_PORTFOLIOS;
    expect(gold).toMatchObject({ id: 110, primaryColor: '#1C2434', secondaryColor: '#C8A24A' });
    expect(blue).toMatchObject({ id: 118, primaryColor: '#1565C0', secondaryColor: '#64B5F6' });
  });

  it.each([
    ['a colour that is not #RRGGBB', { primaryColor: 'navy' }],
    ['loan limits the wrong way round', { minLoanAmountCents: 500_00, maxLoanAmountCents: 100_00 }],
    ['a domain in capitals', { domainOfWeb: 'P999.localhost' }],
  ])('refuses a portfolio with %s', async (_case, change) => {
    const { db } = await testDatabase();
    const [template] = SEED_PORTFOLIOS;
    const row = { ...template!, id: 999, domainOfWeb: 'p999.localhost', domainOfWap: 'm.p999.localhost', ...change };
    await expect(db.orm.insert(portfolio).values(row)).rejects.toThrow();
    expect(await db.orm.select().from(portfolio).where(eq(portfolio.id, 999))).toEqual([]);
  });
});
