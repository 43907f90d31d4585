// The server's date pattern in dayjs tokens. Kept apart from format.ts so the app's first chunk can use it
// without pulling in dayjs.

/**
 * The server's date pattern ('MM/dd/YYYY', from config date-format) in dayjs tokens: the day token
 * is uppercased ('dd' -> 'DD'), as the spec's start-up call says; a lower-case year is accepted too.
 */
export function toDayjsPattern(serverPattern: string): string {
  return serverPattern.replace(/d/g, 'D').replace(/y/g, 'Y');
}
