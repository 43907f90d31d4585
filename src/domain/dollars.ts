// Money typed in dollars, kept in integer cents (DESIGN.md section 4), without floating point.

/** '1,250.5' -> 125050; '$12' -> 1200; anything else -> NaN. */
export function dollarsToCents(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.replace(/[$,\s]/g, ''));
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 125050 -> '1250.50': what the field shows again. */
export const centsToDollars = (cents: number | undefined) => (cents === undefined ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
