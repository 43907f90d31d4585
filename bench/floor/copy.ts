// The words every floor page shows, so each paints the same largest element.
export const COPY = {
  heading: 'Sign in to your account',
  lead: 'Check your loan, make a payment or finish your application. We will send a code to your phone to confirm it is you.',
  email: 'Email address',
  password: 'Password',
  submit: 'Sign in',
  help: 'Forgot your password?',
};
