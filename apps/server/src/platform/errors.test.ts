import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PropertyListQuerySchema, type ApiError } from '@eauction/shared';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import { errorBody, propertyNotFound, toAppError, tooManyRequests, validationFailed } from './errors';
import { textOf } from './i18n';

/*
 * The error envelope in both languages (docs/product.md, "Base path and envelope"): `error` and `fields`
 * in English as before, and `messages` with the key and values of each text the catalogues know, which a
 * client shows in its reader's language. A text of zod's or a framework's own has no key and no entry.
 */

const queryIssues = (query: Record<string, string>) => {
  const parsed = PropertyListQuerySchema.safeParse(query);
  return parsed.success ? [] : parsed.error.issues;
};

describe('the error envelope', () => {
  it('carries the key of its message beside the English', () => {
    const body = errorBody(propertyNotFound());
    expect(body).toEqual({
      success: false,
      error: 'Property not found',
      code: 'PROPERTY_NOT_FOUND',
      messages: { error: { id: 'errors.propertyNotFound' } },
    });
    expect(body.messages?.error && textOf(body.messages.error, 'hi')).toBe('संपत्ति नहीं मिली');
  });

  it('carries the key and values of each field of a validation answer, and names every field in error', () => {
    const body = errorBody(validationFailed(queryIssues({ limit: '0', bank: 'x'.repeat(101) })));
    expect(body).toEqual({
      success: false,
      error: 'bank must be at most 100 characters; limit must be a whole number from 1 to 200',
      code: 'VALIDATION_FAILED',
      fields: {
        bank: 'bank must be at most 100 characters',
        limit: 'limit must be a whole number from 1 to 200',
      },
      messages: {
        fields: {
          bank: { id: 'errors.query.bank.tooLong', values: { maximum: 100 } },
          limit: { id: 'errors.query.limit.invalid', values: { maximum: 200 } },
        },
      },
    });
    expect(textOf({ id: 'errors.query.limit.invalid', values: { maximum: 200 } }, 'hi')).toBe(
      'limit 1 से 200 तक की पूर्ण संख्या होनी चाहिए',
    );
  });

  it('answers one refused field with its key as the error too', () => {
    expect(errorBody(validationFailed({ paidOn: 'errors.payment.dateInFuture' }))).toEqual({
      success: false,
      error: 'Payment date may not be in the future',
      code: 'VALIDATION_FAILED',
      fields: { paidOn: 'Payment date may not be in the future' },
      messages: {
        error: { id: 'errors.payment.dateInFuture' },
        fields: { paidOn: { id: 'errors.payment.dateInFuture' } },
      },
    });
  });

  it("has no messages for a text that is no key: zod's own English is answered as it is", () => {
    const parsed = z.object({ amount: z.number() }).safeParse({ amount: 'ten' });
    const body = errorBody(validationFailed(parsed.success ? [] : parsed.error.issues));
    expect(body).toEqual({
      success: false,
      error: 'Invalid input: expected number, received string',
      code: 'VALIDATION_FAILED',
      fields: { amount: 'Invalid input: expected number, received string' },
    });
    // A framework's own 4xx sentence likewise.
    const framework = Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
    expect(errorBody(toAppError(framework))).toEqual({
      success: false,
      error: 'Rate limit exceeded',
      code: 'RATE_LIMITED',
    });
  });

  it('says when to try again after a rate limit, in seconds or minutes, in both languages', () => {
    expect(tooManyRequests(30_000).userMessage).toBe('Too many requests. Please try again in 30 seconds.');
    expect(tooManyRequests(1_000).userMessage).toBe('Too many requests. Please try again in 1 second.');
    expect(tooManyRequests(60_000).userMessage).toBe('Too many requests. Please try again in 1 minute.');
    const later = tooManyRequests(14 * 60_000 + 31_000);
    expect(later.userMessage).toBe('Too many requests. Please try again in 15 minutes.');
    expect(textOf(later.text, 'hi')).toBe('बहुत अधिक अनुरोध। कृपया 15 मिनट बाद पुनः प्रयास करें।');
  });
});

describe.each(TEST_DATABASES)('error answers of the API on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('carry the keys of a refused query, of a body that is not JSON and of an unknown path', async () => {
    const query = await ctx.app.inject({ url: '/api/properties?limit=0' });
    expect(query.statusCode).toBe(400);
    expect(query.json<ApiError>()).toMatchObject({
      error: 'limit must be a whole number from 1 to 200',
      fields: { limit: 'limit must be a whole number from 1 to 200' },
      messages: { fields: { limit: { id: 'errors.query.limit.invalid', values: { maximum: 200 } } } },
    });

    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.json<ApiError>()).toEqual({
      success: false,
      error: 'The request body is not valid JSON',
      code: 'BAD_REQUEST',
      messages: { error: { id: 'errors.request.invalidJson' } },
    });

    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/no-such-call' });
    expect(unknown.json<ApiError>()).toEqual({
      success: false,
      error: 'Not found',
      code: 'NOT_FOUND',
      messages: { error: { id: 'errors.notFound' } },
    });
  });

  it("name a repeated query parameter by key, where zod's own message does not name it", async () => {
    const res = await ctx.app.inject({ url: '/api/properties?maxPrice=1&maxPrice=2' });
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiError>();
    expect(body.fields?.maxPrice).toBe('maxPrice must be given once');
    expect(body.messages?.fields?.maxPrice).toEqual({
      id: 'errors.request.givenOnce',
      values: { field: 'maxPrice' },
    });
  });
});
