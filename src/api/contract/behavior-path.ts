// What the app's behaviour tracker needs of save-behavior-record in its first download (issue 16): the path and
// the batch limit, without the call's schemas (src/api/contract/behavior.ts), which only the server runs.
import { PREFIX } from './prefixes.ts';

/** Records in one batch: the client sends when it has this many, and on page hide. */
export const BEHAVIOR_BATCH_MAX = 50;

export const SAVE_BEHAVIOR_RECORD_PATH = `${PREFIX.infrastructure}/save-behavior-record`;
