// For scale: floor 2 with Chakra's default system (every recipe and token) instead of one recipe.
import { useMachine } from '@xstate/react';
import { defaultSystem } from '@chakra-ui/react/preset';
import { ChakraSignIn } from './chakra-page.tsx';
import { mount } from './mount.tsx';
import { SignInFields } from './sign-in-fields.tsx';
import { signInMachine } from './sign-in-machine.ts';

function SignIn() {
  const [snapshot, send] = useMachine(signInMachine);
  return (
    <ChakraSignIn
      system={defaultSystem}
      busy={snapshot.matches('sending')}
      onSubmit={() => send({ type: 'submit' })}
      fields={<SignInFields email={snapshot.context.email} onEmail={(email) => send({ type: 'change', email })} />}
    />
  );
}

mount(<SignIn />);
