// The E-Sign consumer disclosure, in a module of its own: the signing calls carry it and the lender's public
// page shows it, and the public page (in every first page's footer chunk) should not bring the signing contract.
import * as v from 'valibot';

/** The E-Sign consumer disclosure (15 USC 7001(c)), shown before consent; its version is recorded with the signature. */
export const esignDisclosureSchema = v.object({ version: v.string(), heading: v.string(), paragraphs: v.array(v.string()) });
export type EsignDisclosure = v.InferOutput<typeof esignDisclosureSchema>;
