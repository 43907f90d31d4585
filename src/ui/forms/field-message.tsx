// Where a field's message sits (issue 18, defect 3): right under its own label and hint, above the control,
// as GOV.UK places it, so a message never reads as the next field's. The line it takes is kept under the
// control while there is no message: a message appearing on blur moves the field's own control down, never
// what comes after the field (the button being clicked: a shifted button lost a click once, decision 0310).
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { RichWords } from '../rich-words.tsx';
import './words.ts';

/** The gap between a field's parts (label, hint, message, control). */
export const FIELD_GAP = '1.5';

/** A field's message under its label, announced politely when it appears; empty, it takes no room. */
export function FieldMessage({ id, error }: { id: string; error?: string }) {
  return (
    <Text id={id} mt={error ? FIELD_GAP : '0'} color="fg.error" fontWeight="semibold" aria-live="polite" data-field-message="">
      {error && <RichWords id="forms.field.message" values={{ message: error }} parts={[<chakra.span srOnly />]} />}
    </Text>
  );
}

/** The line a message takes, held under the control while the field has none. */
export function MessageSpace({ error }: { error?: string }) {
  return error ? null : (
    <Text aria-hidden="true" mt={FIELD_GAP} fontWeight="semibold">
      {'\u00a0'}
    </Text>
  );
}
