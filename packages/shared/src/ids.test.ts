import { describe, expect, it } from 'vitest';
import { PathIdSchema } from './ids';

const ID = '0b7f6f7e-3c43-4a3e-9d51-2f4f1d7c9a10';

describe('PathIdSchema', () => {
  it('reads an id in a path in its one spelling, lower case', () => {
    expect(PathIdSchema.parse(ID.toUpperCase())).toBe(ID);
    expect(PathIdSchema.parse(ID)).toBe(ID);
  });

  it('lets text that is no id through, for the route to answer its own 404', () => {
    expect(PathIdSchema.parse('not-an-id')).toBe('not-an-id');
  });
});
