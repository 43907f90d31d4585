// Floor 4: floor 3 + ky (the API client) + Valibot (the field rules and the response schema).
import { useMachine } from '@xstate/react';
import { useFormik } from 'formik';
import ky from 'ky';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { ChakraSignIn } from './chakra-page.tsx';
import { COPY } from './copy.ts';
import { mount } from './mount.tsx';
import { oneRecipeSystem } from './one-recipe-system.ts';
import { signInMachine } from './sign-in-machine.ts';

const fieldsSchema = v.object({
  email: v.pipe(v.string(), v.email('Please enter a valid email')),
  password: v.pipe(v.string(), v.minLength(8, 'Password must be at least 8 characters')),
});
const envelope = v.object({ code: v.number(), message: v.string(), data: v.unknown() });
const api = ky.create({ prefixUrl: location.origin, headers: { 'Content-Type': 'application/json' } });

const machine = signInMachine.provide({
  actors: {
    signIn: fromPromise<void, { email: string }>(async ({ input }) => {
      v.parse(envelope, await api.post('gateway/sign-in', { json: input }).json());
    }),
  },
});

function SignIn() {
  const [snapshot, send] = useMachine(machine);
  const form = useFormik({
    initialValues: { email: '', password: '' },
    validate: (values) => {
      const result = v.safeParse(fieldsSchema, values);
      return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
    },
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
