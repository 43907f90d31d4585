// One table per enumeration: name -> [code, label]. The table yields the typed constants, the label
// lookup and the options a select shows, so a code and its label are written once.

export type CodeTable = Record<string, readonly [code: number | string, label: string]>;

export type CodesOf<T extends CodeTable> = { readonly [K in keyof T]: T[K][0] };

export type CodeValue<T extends CodeTable> = T[keyof T][0];

export type CodeSet<T extends CodeTable> = {
  /** Name -> code, e.g. `LOAN_STATUS.disbursed === 202`. */
  codes: CodesOf<T>;
  /** The human label of a code, or undefined when the code is not in the set. */
  label: (code: number | string) => string | undefined;
  /** True when the value is one of the set's codes (narrows the type). */
  has: (value: unknown) => value is CodeValue<T>;
  /** Every code with its label, in table order: what a select or radio group shows. */
  options: ReadonlyArray<{ value: CodeValue<T>; label: string }>;
};

export function defineCodes<const T extends CodeTable>(table: T): CodeSet<T> {
  const entries = Object.entries(table) as Array<[keyof T & string, T[keyof T]]>;
  const codes = Object.freeze(Object.fromEntries(entries.map(([name, [code]]) => [name, code]))) as CodesOf<T>;
  const labels = new Map<number | string, string>();
  // A code listed twice (the spec gives active duty the value of bad standing) keeps its first label.
  for (const [, [code, label]] of entries) if (!labels.has(code)) labels.set(code, label);
  const options = Object.freeze([...labels].map(([value, label]) => ({ value: value as CodeValue<T>, label })));
  return {
    codes,
    label: (code) => labels.get(code),
    has: (value): value is CodeValue<T> => (typeof value === 'number' || typeof value === 'string') && labels.has(value),
    options,
  };
}
