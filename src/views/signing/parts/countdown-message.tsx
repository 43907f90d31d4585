// After a signature: the green message at the bottom of the screen, 'All set. You will be redirected to the
// home page after ? seconds.', counting down from 5; its OK goes home at once (spec sections 2 and 9).
import { Snackbar } from '#src/ui/snackbar.tsx';
import { say } from '../words.ts';
import { countdownMessage } from './wording.ts';

export function CountdownMessage({ secondsLeft, onOk }: { secondsLeft: number; onOk: () => void }) {
  return <Snackbar kind="success" message={countdownMessage(secondsLeft)} onDismiss={onOk} actionLabel={say('signing.countdown.ok')} />;
}
