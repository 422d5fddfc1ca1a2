import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from './contact';

describe('ContactMessageSchema', () => {
  const valid = {
    name: 'Asha Rao',
    email: 'Asha@Example.in',
    message: 'Is the Jaipur plot still available?',
  };

  it('accepts a message and normalises the e-mail', () => {
    const r = ContactMessageSchema.safeParse(valid);
    expect(r.success && r.data.email).toBe('asha@example.in');
  });

  it('gives a message per missing or malformed field', () => {
    const r = ContactMessageSchema.safeParse({ name: ' ', email: 'nope', message: '' });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'account.contact.name.required',
        'account.email.invalid',
        'account.contact.message.required',
      ]),
    );
  });

  it('caps lengths so nobody stores megabytes', () => {
    expect(ContactMessageSchema.safeParse({ ...valid, name: 'x'.repeat(101) }).success).toBe(false);
    expect(ContactMessageSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('checks the contact number only when given', () => {
    expect(ContactMessageSchema.safeParse({ ...valid, contactNumber: '' }).success).toBe(true);
    expect(ContactMessageSchema.safeParse({ ...valid, contactNumber: '+91 98765 43210' }).success).toBe(true);
    expect(ContactMessageSchema.safeParse({ ...valid, contactNumber: 'call me' }).success).toBe(false);
  });

  it('refuses a name or company name with an invisible or text-direction character', () => {
    const messages = (input: Record<string, unknown>) => {
      const r = ContactMessageSchema.safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(messages({ ...valid, name: 'Asha\u202E Rao' })).toEqual([
      'name: account.contact.name.hiddenCharacter',
    ]);
    expect(messages({ ...valid, companyName: 'Rao\u200B Estates' })).toEqual([
      'companyName: account.contact.companyName.hiddenCharacter',
    ]);
    expect(messages({ ...valid, name: 'आशा राव', companyName: 'Nguyễn & Sons' })).toEqual([]);
  });

  it('refuses unknown fields', () => {
    expect(ContactMessageSchema.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });
});
