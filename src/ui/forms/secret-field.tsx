// A number that is a secret (SSN, account number): typed hidden like a password, shown on request, so a
// glance over the shoulder does not read it.
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { TextField, type TextFieldProps } from './text-field.tsx';
import { say } from './words.ts';

export function SecretField(props: Omit<TextFieldProps, 'type' | 'after'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      after={
        <Button
          type="button"
          variant="outline"
          colorPalette="brand"
          h="12"
          minW="5rem"
          aria-controls={props.id}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          {say(shown ? 'forms.secret.hide' : 'forms.secret.show')}
        </Button>
      }
    />
  );
}
