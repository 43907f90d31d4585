// Rounding on the decimal a person reads: JavaScript prints a number as the shortest decimal that
// reads back to it (0.0145, not 0.01449999...), and the rounding works on that text.

/** The printed digits of |value| and where the decimal point sits among them (no exponent). */
function decimalDigits(value: number): { digits: string; pointAt: number } {
  const [mantissa = '0', exponent] = Math.abs(value).toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: whole + fraction, pointAt: whole.length + Number(exponent ?? 0) };
}

/**
 * value times 10^shift, rounded half away from zero to `places` decimals, as decimal text
 * ('-' only when the rounded value is not zero): roundHalfUpText(0.0145, 2, 2) === '1.45'.
 */
export function roundHalfUpText(value: number, places: number, shift = 0): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const { digits, pointAt } = decimalDigits(value);
  // Pad so there is a whole part, every kept decimal and the one digit that decides the rounding.
  let wholeLength = pointAt + shift;
  let body = digits;
  if (wholeLength <= 0) {
    body = '0'.repeat(1 - wholeLength) + body;
    wholeLength = 1;
  }
  const keptLength = wholeLength + places;
  body = body.padEnd(keptLength + 1, '0');
  let kept = body.slice(0, keptLength);
  if (Number(body.charAt(keptLength)) >= 5) kept = (BigInt(kept) + 1n).toString().padStart(keptLength, '0');
  const whole = kept.slice(0, kept.length - places).replace(/^0+(?=\d)/, '');
  const text = places > 0 ? `${whole}.${kept.slice(kept.length - places)}` : whole;
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** The number rounded half away from zero to `places` decimals, on its printed decimal. */
export function roundHalfUp(value: number, places: number): number {
  return Number(roundHalfUpText(value, places));
}
