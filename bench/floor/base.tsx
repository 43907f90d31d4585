// Floor 1: React 19 + react-dom, react-router-dom 7, XState 5 + @xstate/react; plain HTML, no styling library.
import { useMachine } from '@xstate/react';
import { Link } from 'react-router-dom';
import { COPY } from './copy.ts';
import { mount } from './mount.tsx';
import { SignInFields } from './sign-in-fields.tsx';
import { signInMachine } from './sign-in-machine.ts';

function SignIn() {
  const [snapshot, send] = useMachine(signInMachine);
  return (
    <main style={{ maxWidth: 420, margin: '48px auto', padding: 16, fontFamily: 'system-ui, sans-serif', fontSize: 14 }}>
      <h1>{COPY.heading}</h1>
      <p>{COPY.lead}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submit' });
        }}
      >
        <SignInFields email={snapshot.context.email} onEmail={(email) => send({ type: 'change', email })} />
        <button type="submit" disabled={snapshot.matches('sending')}>
          {COPY.submit}
        </button>
      </form>
      <Link to="/help">{COPY.help}</Link>
    </main>
  );
}

mount(<SignIn />);
