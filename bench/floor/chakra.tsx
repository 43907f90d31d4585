// Floor 2: floor 1 + @chakra-ui/react 3.37 with a system holding one recipe and one Button.
import { useMachine } from '@xstate/react';
import { ChakraSignIn } from './chakra-page.tsx';
import { COPY } from './copy.ts';
import { mount } from './mount.tsx';
import { oneRecipeSystem } from './one-recipe-system.ts';
import { signInMachine } from './sign-in-machine.ts';

function SignIn() {
  const [snapshot, send] = useMachine(signInMachine);
  return (
    <ChakraSignIn
      system={oneRecipeSystem}
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
