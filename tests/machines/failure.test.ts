// What a failed call says to the borrower (machines/kit/failure.ts): the result code's words when the server
// answered one; no answer, or one the app cannot read, in the kit's catalog words (so a translation reaches
// them); otherwise the message the error came with.
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/api-error.ts';
import { TRANSPORT_MESSAGES } from '#src/api/client.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { failureOf } from '#machines/kit/failure.ts';
import { say } from '#machines/kit/words.ts';

describe('failureOf', () => {
  it('says a call with no answer, and an answer it cannot read, in the catalog’s words, whatever the error carried', () => {
    expect(failureOf(new ApiError('network', 'Failed to fetch'))).toEqual({
      code: undefined,
      message: 'We could not reach our servers. Please check your connection and try again.',
      data: undefined,
    });
    expect(failureOf(new ApiError('invalid-response', 'Unexpected token <')).message).toBe('We received an answer we could not read. Please try again.');
  });

  it('says a result code the server answered in its words, with its code and data', () => {
    const body = { code: RESULT.tooManyRequests.code, message: 'server words', data: { retryAfterSeconds: 60 } };
    expect(failureOf(new ApiError('business', body.message, body))).toEqual({ code: body.code, message: RESULT.tooManyRequests.message, data: body.data });
  });

  it('an HTTP failure without an answer of ours is -10500’s words; a plain error keeps its message', () => {
    expect(failureOf(new ApiError('http', RESULT.internalError.message, undefined, 502)).message).toBe(RESULT.internalError.message);
    expect(failureOf(new Error('The file is too large.')).message).toBe('The file is too large.');
    expect(failureOf('thrown text').message).toBe(RESULT.internalError.message);
  });

  it('the API client’s own English for these failures is the catalog’s, so an untranslated page says the same', () => {
    expect(TRANSPORT_MESSAGES.network).toBe(say('kit.failure.network'));
    expect(TRANSPORT_MESSAGES.invalidResponse).toBe(say('kit.failure.invalidResponse'));
  });
});
