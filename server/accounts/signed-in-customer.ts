// Who an authenticated call is for: registerCall hands it to the handler as `context.customer`.

/** The identity an authenticated handler receives: every query it makes is scoped by customerId. */
export class SignedInCustomer {
  constructor(
    readonly customerId: string,
    readonly portfolioId: number,
    /** The hash of the access token this request came with (sign-out revokes it). */
    readonly tokenHash: string,
    /** The account's e-mail as read for this request: a handler that shows it need not read the customer again. */
    readonly email: string,
  ) {}
}
