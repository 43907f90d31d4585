/** A tel: link for a US number written for people, e.g. '(888) 555-0110' -> 'tel:+18885550110'. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : `+${digits}`}`;
}
