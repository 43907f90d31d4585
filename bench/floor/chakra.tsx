// Floor 2: floor 1 + @chakra-ui/react 3.37 with a system holding one recipe and one Button.
import { useMachine } from '@xstate/react';
import { ChakraSignIn } from './chakra-page.tsx';
import { mount } from './mount.tsx';
import { oneRecipeSystem } from './one-recipe-system.ts';
import { SignInFields } from './sign-in-fields.tsx';
import { signInMachine } from './sign-in-machine.ts';

function SignIn() {
  const [snapshot, send] = useMachine(signInMachine);
  return (
    <ChakraSignIn
      system={oneRecipeSystem}
      busy={snapshot.matches('sending')}
      onSubmit={() => send({ type: 'submit' })}
      fields={<SignInFields email={snapshot.context.email} onEmail={(email) => send({ type: 'change', email })} />}
    />
  );
}

mount(<SignIn />);
