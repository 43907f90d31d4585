// Bit flags (opt-in flags, installment flags): a stored mask is the sum of its flags.

/** True when every bit of `flag` is set in `mask`. The zero flag ("default") is set only in mask 0. */
export function hasFlag(mask: number, flag: number): boolean {
  return flag === 0 ? mask === 0 : (mask & flag) === flag;
}

/** The mask holding all the given flags. */
export function combineFlags(...flags: readonly number[]): number {
  return flags.reduce((mask, flag) => mask | flag, 0);
}

/** The mask without the given flag. */
export function removeFlag(mask: number, flag: number): number {
  return mask & ~flag;
}

/** The named flags set in a mask, in the order of `flags`. */
export function flagsIn<K extends string>(mask: number, flags: Readonly<Record<K, number>>): K[] {
  return (Object.keys(flags) as K[]).filter((name) => flags[name] !== 0 && hasFlag(mask, flags[name]));
}
