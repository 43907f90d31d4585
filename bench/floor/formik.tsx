// Floor 3: floor 2 + Formik (the form's values, touched fields and errors held by useFormik).
import { useMachine } from '@xstate/react';
import { useFormik } from 'formik';
import { ChakraSignIn } from './chakra-page.tsx';
import { COPY } from './copy.ts';
import { mount } from './mount.tsx';
import { oneRecipeSystem } from './one-recipe-system.ts';
import { signInMachine } from './sign-in-machine.ts';

function SignIn() {
  const [snapshot, send] = useMachine(signInMachine);
  const form = useFormik({
    initialValues: { email: '', password: '' },
    validate: (values) => (values.email.includes('@') ? {} : { email: 'Please enter a valid email' }),
    onSubmit: (values) => {
      send({ type: 'change', email: values.email });
      send({ type: 'submit' });
    },
  });
  return (
    <ChakraSignIn
      system={oneRecipeSystem}
      busy={snapshot.matches('sending')}
      onSubmit={form.handleSubmit}
      fields={
        <>
          <label>
            {COPY.email}
            <input type="email" {...form.getFieldProps('email')} />
          </label>
          {form.touched.email && form.errors.email ? <span role="alert">{form.errors.email}</span> : null}
          <label>
            {COPY.password}
            <input type="password" {...form.getFieldProps('password')} />
          </label>
        </>
      }
    />
  );
}

mount(<SignIn />);
