// Storybook and the client tests run without the server, on a copy of the seeded brands. This keeps the
// copy honest: a designer reviewing a story sees exactly the brand the server serves.
import { describe, expect, it } from 'vitest';
import { servedStatesOf } from '#server/application/served-states.ts';
import { SEED_PORTFOLIOS } from '#server/db/seed.ts';
import { PORTFOLIOS } from '#src/ui/fixtures/portfolios.ts';

describe('the Storybook brand fixtures', () => {
  it.each(SEED_PORTFOLIOS.map((seed) => [seed.id, seed] as const))('portfolio %i matches the seed', (id, seed) => {
    const fixture = PORTFOLIOS[id as keyof typeof PORTFOLIOS];
    expect({
      portfolioName: fixture.portfolioName,
      legalName: fixture.legalName,
      domainOfWeb: fixture.domainOfWeb,
      domainOfWap: fixture.domainOfWap,
      primaryColor: fixture.primaryColor,
      secondaryColor: fixture.secondaryColor,
      thirdColor: fixture.thirdColor,
      customerServicePhone: fixture.customerServicePhone,
      customerServiceEmail: fixture.customerServiceEmail,
      originating: fixture.originating,
    }).toEqual({
      portfolioName: seed.name,
      legalName: seed.legalName,
      domainOfWeb: seed.domainOfWeb,
      domainOfWap: seed.domainOfWap,
      primaryColor: seed.primaryColor,
      secondaryColor: seed.secondaryColor,
      thirdColor: seed.thirdColor,
      customerServicePhone: seed.customerServicePhone,
      customerServiceEmail: seed.customerServiceEmail,
      originating: seed.originating ?? true,
    });
    expect(fixture.servedStates).toEqual(servedStatesOf(seed.id));
    expect(decodeURIComponent(fixture.faviconUrl.replace('data:image/svg+xml,', ''))).toBe(seed.faviconSvg);
  });

  it('covers every seeded brand', () => {
    expect(Object.keys(PORTFOLIOS).map(Number).sort()).toEqual(SEED_PORTFOLIOS.map((seed) => seed.id).sort());
  });
});
