// The e-mail and password fields every floor's sign-in page shows, plain elements: written once so the floors
// differ only in what each one measures (the styling and form libraries around them).
import { COPY } from './copy.ts';

export function SignInFields({ email, onEmail }: { email: string; onEmail: (email: string) => void }) {
  return (
    <>
      <label>
        {COPY.email}
        <input type="email" value={email} onChange={(event) => onEmail(event.target.value)} />
      </label>
      <label>
        {COPY.password}
        <input type="password" />
      </label>
    </>
  );
}
