// The two sandbox providers: each its own (fictional) name, colours and second sign-in factor, so the
// borrower sees two different flows behind the one adapter.
import { IBV_PROVIDER, type IbvProvider } from '#src/domain/codes/ibv.ts';

export type SandboxBrand = {
  provider: IbvProvider;
  /** The path segment of its pages: /sandbox-ibv/<slug>/<requestCode>/... */
  slug: string;
  name: string;
  description: string;
  /** Header colour and its text colour (contrast checked by eye and by axe on the pages). */
  color: string;
  onColor: string;
  /** The second factor after the password. */
  mfa: 'oneTimeCode' | 'securityQuestion';
  /** What this provider calls the credentials. */
  usernameLabel: string;
  passwordLabel: string;
  /** The same inside a sentence ("your online banking ID"). */
  usernameNoun: string;
  passwordNoun: string;
};

export const SANDBOX_BRANDS: readonly SandboxBrand[] = [
  {
    provider: IBV_PROVIDER.provider10000,
    slug: '10000',
    name: 'Tallyway Sandbox',
    description: 'Sign in to your bank and confirm with a one-time code. About 2 minutes.',
    color: '#0f5e57',
    onColor: '#ffffff',
    mfa: 'oneTimeCode',
    usernameLabel: 'User name',
    passwordLabel: 'Password',
    usernameNoun: 'user name',
    passwordNoun: 'password',
  },
  {
    provider: IBV_PROVIDER.provider20000,
    slug: '20000',
    name: 'Quillbank Connect Sandbox',
    description: 'Sign in to your bank and answer your security question. About 2 minutes.',
    color: '#4c1d95',
    onColor: '#ffffff',
    mfa: 'securityQuestion',
    usernameLabel: 'Online banking ID',
    passwordLabel: 'Passcode',
    usernameNoun: 'online banking ID',
    passwordNoun: 'passcode',
  },
];

export function brandOf(provider: number): SandboxBrand | undefined {
  return SANDBOX_BRANDS.find((brand) => brand.provider === provider);
}

export function brandBySlug(slug: string): SandboxBrand | undefined {
  return SANDBOX_BRANDS.find((brand) => brand.slug === slug);
}
