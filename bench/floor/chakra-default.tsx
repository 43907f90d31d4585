// For scale: floor 2 with Chakra's default system (every recipe and token) instead of one recipe.
import { useMachine } from '@xstate/react';
import { defaultSystem } from '@chakra-ui/react/preset';
import { ChakraSignIn } from './chakra-page.tsx';
import { COPY } from './copy.ts';
import { mount } from './mount.tsx';
import { signInMachine } from './sign-in-machine.ts';

function SignIn() {
  const [snapshot, send] = useMachine(signInMachine);
  return (
    <ChakraSignIn
      system={defaultSystem}
      busy={snapshot.matches('sending')}
      onSubmit={() => send({ type: 'submit' })}
      fields={
        <>
          <label>
            {COPY.email}
            <input type="email" value={snapshot.context.email} onChange={(event) => send({ type: 'change', email: event.target.value })} />
          </label>
          <label>
            {COPY.password}
            <input type="password" />
          </label>
        </>
      }
    />
  );
}

mount(<SignIn />);
