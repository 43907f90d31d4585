// Why a day of the wizard's calendar cannot be picked (issue 11): a Federal Reserve holiday says which, by the
// name available-date gives it; without a name it still says it is a holiday; weekends and the window's ends (a day
// in a sentence written out, src/domain/format.ts).
import { describe, expect, it } from 'vitest';
import { whyNot } from '#src/ui/date-picker/date-picker.tsx';

const window = { dates: ['2026-11-25', '2026-11-27', '2026-11-30'], earliest: '2026-11-25', latest: '2026-12-24', holidays: [] as string[] };

describe('whyNot', () => {
  it('names the holiday: "Thanksgiving Day is a Federal Reserve holiday, so no money moves that day"', () => {
    expect(whyNot('2026-11-26', { ...window, holidayNames: { '2026-11-26': 'Thanksgiving Day' } })).toBe(
      'Thanksgiving Day is a Federal Reserve holiday, so no money moves that day',
    );
  });

  it('without a name, still a holiday (by the loaded list or the rules); a weekend; before and after the window; a day that can be picked', () => {
    expect(whyNot('2026-11-26', window)).toBe('it is a Federal Reserve holiday, so no money moves that day');
    expect(whyNot('2026-11-28', window)).toBe('it is a weekend, and banks do not send money on weekends');
    expect(whyNot('2026-11-24', window)).toBe('it is too early; the earliest date you can choose is Wednesday, November 25, 2026');
    expect(whyNot('2026-12-28', window)).toBe('it is too late; the latest date you can choose is Thursday, December 24, 2026');
    expect(whyNot('2026-11-27', window)).toBeUndefined();
  });

  it('a weekday inside the window the server did not offer is simply not available', () => {
    expect(whyNot('2026-12-01', { ...window, holidayNames: {} })).toBe('it is not available for funding');
  });
});
