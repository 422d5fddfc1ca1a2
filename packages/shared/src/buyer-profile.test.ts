import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueMessage, type Message } from './messages';
import {
  BuyerProfileSchema,
  LandlineSchema,
  ProfileSettingsSchema,
  accountPlaceIssue,
  landlineError,
} from './buyer-profile';

/*
 * Each rule of the buyer's fields, tested here once; the schemas built from them (account.test.ts,
 * auction-registration.test.ts) check that they use these fields and test only their own rules.
 */

/** The key of the first message a field's schema gives for `value`, or null when it accepts it. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The first message with its values (a length cap's {maximum}). */
function fullMessageOf(schema: z.ZodType, value: unknown): Message | null {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? issueMessage(issue) : null;
}

const buyer = BuyerProfileSchema.shape;
const profile = ProfileSettingsSchema.shape;

describe('buyer fields, as account registration and the auction registration form check them', () => {
  it('requires the names, each with its own message and cap', () => {
    const names = [
      [buyer.firstName, 'firstName', 30],
      [buyer.lastName, 'lastName', 50],
      [buyer.organizationName, 'organizationName', 150],
    ] as const;
    for (const [schema, field, max] of names) {
      for (const missing of ['', '   ', undefined]) {
        expect(messageOf(schema, missing), field).toBe(`account.${field}.required`);
      }
      expect(messageOf(schema, 'x'.repeat(max)), field).toBeNull();
      expect(fullMessageOf(schema, 'x'.repeat(max + 1)), field).toEqual({
        id: `account.${field}.tooLong`,
        values: { maximum: max },
      });
    }
  });

  it('refuses names with an invisible or text-direction character, naming the field', () => {
    expect(messageOf(buyer.firstName, 'Anita\u202Eabc')).toBe('account.firstName.hiddenCharacter');
    expect(messageOf(buyer.lastName, 'Desh\u200Bpande')).toBe('account.lastName.hiddenCharacter');
    expect(messageOf(buyer.organizationName, '\u2067Kumar Agro')).toBe(
      'account.organizationName.hiddenCharacter',
    );
    expect(messageOf(buyer.firstName, 'श्रीनिवास')).toBeNull();
    expect(messageOf(buyer.lastName, 'क्षत्रिय')).toBeNull();
  });

  it('requires the state and the city', () => {
    expect(messageOf(buyer.state, '')).toBe('account.state.required');
    expect(messageOf(buyer.city, ' ')).toBe('account.city.required');
  });

  it('requires a mobile number of exactly 10 digits, dropping spaces and dashes', () => {
    expect(messageOf(buyer.mobile, '')).toBe('account.mobile.required');
    expect(messageOf(buyer.mobile, undefined)).toBe('account.mobile.required');
    expect(messageOf(buyer.mobile, ' - ')).toBe('account.mobile.required');
    for (const mobile of ['982001234', '98200123456', '98200-1234', '+919820012345', 'abcdefghij']) {
      expect(messageOf(buyer.mobile, mobile), mobile).toBe('account.mobile.invalid');
    }
    expect(messageOf(buyer.mobile, '0000000000')).toBeNull();
    expect(buyer.mobile.parse('98765-43210')).toBe('9876543210');
    expect(buyer.mobile.parse(' 98765 43210 ')).toBe('9876543210');
  });

  it('requires a pincode of 6 digits not starting with 0, dropping spaces and dashes', () => {
    expect(messageOf(buyer.pincode, '')).toBe('account.pincode.required');
    for (const pincode of ['012345', '41100', '4110011', '41100a', '0400 01']) {
      expect(messageOf(buyer.pincode, pincode), pincode).toBe('account.pincode.invalid');
    }
    expect(messageOf(buyer.pincode, '100000')).toBeNull();
    expect(messageOf(buyer.pincode, '999999')).toBeNull();
    expect(buyer.pincode.parse('4000 01')).toBe('400001');
    expect(buyer.pincode.parse('400-001')).toBe('400001');
  });

  it('takes an optional PAN of 5 capitals, 4 digits and a capital, upper-cased', () => {
    expect(buyer.pancardNo.parse(undefined)).toBe('');
    expect(buyer.pancardNo.parse(' abcde1234f ')).toBe('ABCDE1234F');
    for (const pan of ['ABCD1234F', 'ABCDE12345', 'ABCDE1234FG', '1BCDE1234F', 'ABCDE123F4']) {
      expect(messageOf(buyer.pancardNo, pan), pan).toBe('account.pancardNo.invalid');
    }
  });

  it('keeps the address, landline and fax optional and short', () => {
    for (const field of [buyer.address, buyer.landlineNo, buyer.fax]) {
      expect(field.parse(undefined)).toBe('');
      expect(field.parse(null)).toBe('');
    }
    expect(fullMessageOf(buyer.address, 'x'.repeat(501))).toEqual({
      id: 'account.address.tooLong',
      values: { maximum: 500 },
    });
    expect(fullMessageOf(buyer.landlineNo, '1'.repeat(21))).toEqual({
      id: 'account.landlineNo.tooLong',
      values: { maximum: 20 },
    });
    expect(fullMessageOf(buyer.fax, '1'.repeat(21))).toEqual({
      id: 'account.fax.tooLong',
      values: { maximum: 20 },
    });
  });

  it('takes India as the country, also when it is left out', () => {
    expect(buyer.country.parse(undefined)).toBe('India');
    expect(buyer.country.parse(' India ')).toBe('India');
    expect(messageOf(buyer.country, 'Nepal')).toBe('account.country.invalid');
  });
});

describe('buyer fields, as Profile Settings checks them', () => {
  const required = 'account.profile.requiredFields';

  it('requires the names with one message, keeping their caps and visible characters', () => {
    for (const name of [profile.firstName, profile.lastName, profile.organizationName]) {
      expect(messageOf(name, '')).toBe(required);
      expect(messageOf(name, undefined)).toBe(required);
    }
    expect(fullMessageOf(profile.firstName, 'x'.repeat(31))).toEqual({
      id: 'account.firstName.tooLong',
      values: { maximum: 30 },
    });
    expect(messageOf(profile.firstName, 'Me\u200Dera')).toBe('account.firstName.hiddenCharacter');
    expect(messageOf(profile.lastName, '\u202BIyer')).toBe('account.lastName.hiddenCharacter');
    expect(messageOf(profile.organizationName, 'Iyer\uFEFF Estates')).toBe(
      'account.organizationName.hiddenCharacter',
    );
    expect(messageOf(profile.firstName, 'मीरा')).toBeNull();
  });

  it('takes an optional mobile number and pincode, checked when given, dropping spaces and dashes', () => {
    const numbers = [
      [profile.mobile, 'account.profile.mobileInvalid', ['981112223', '98111222333'], '98765-43210'],
      [profile.pincode, 'account.profile.pincodeInvalid', ['012345', '39000'], '4000 01'],
    ] as const;
    for (const [schema, message, wrong, typed] of numbers) {
      for (const value of wrong) expect(messageOf(schema, value), value).toBe(message);
      expect(messageOf(schema, '')).toBeNull();
      expect(schema.parse(typed)).toBe(typed.replace(/[ -]/g, ''));
    }
  });

  it('takes an optional PAN in the profile wording, upper-cased', () => {
    const pan = 'account.profile.panInvalid';
    expect(messageOf(profile.pancardNo, 'ABCDE1234')).toBe(pan);
    expect(messageOf(profile.pancardNo, 'abcd-1234f')).toBe(pan);
    expect(profile.pancardNo.parse(' abcde1234f ')).toBe('ABCDE1234F');
  });

  it('requires the state and the city with one message', () => {
    expect(messageOf(profile.state, '')).toBe('account.profile.stateAndCityRequired');
    expect(messageOf(profile.city, '')).toBe('account.profile.stateAndCityRequired');
  });

  it('takes optional bank details, tidied: separators dropped, the IFSC upper-cased', () => {
    expect(messageOf(profile.bankName, 'HDFC\u200E Bank')).toBe('account.bankName.hiddenCharacter');
    expect(fullMessageOf(profile.bankName, 'x'.repeat(101))).toEqual({
      id: 'account.bankName.tooLong',
      values: { maximum: 100 },
    });
    expect(profile.accountNo.parse('1234 5678-901')).toBe('12345678901');
    expect(fullMessageOf(profile.accountNo, '1'.repeat(35))).toEqual({
      id: 'account.accountNo.tooLong',
      values: { maximum: 34 },
    });
    expect(profile.ifscCode.parse('sbin0001234')).toBe('SBIN0001234');
    for (const field of [profile.bankName, profile.accountNo, profile.ifscCode]) {
      expect(field.parse(undefined)).toBe('');
    }
  });
});

describe('the auction registration form’s landline', () => {
  it('counts only digits and needs 8 to 11 of them', () => {
    expect(landlineError('')).toBe('account.landline.required');
    expect(landlineError('1234567')).toBe('account.landline.tooShort');
    expect(landlineError('2345-6789')).toBeNull();
    expect(landlineError('012345678901')).toBe('account.landline.tooLong');
  });

  it('checks the STD part when there are more than 8 digits', () => {
    expect(landlineError('011 23456789')).toBeNull(); // 0 + 2 digits
    expect(landlineError('141 23456789')).toBeNull(); // 1–4 digits not starting with 0
    expect(landlineError('9 23456789')).toBeNull();
    expect(landlineError('01 23456789')).toBe('account.landline.stdInvalid'); // 0 followed by only 1 digit
    expect(landlineError('0 23456789')).toBe('account.landline.stdInvalid');
  });

  it('is required, and refused with the rule’s message', () => {
    expect(messageOf(LandlineSchema, undefined)).toBe('account.landline.required');
    expect(messageOf(LandlineSchema, ' ')).toBe('account.landline.required');
    expect(messageOf(LandlineSchema, '1'.repeat(21))).toBe('account.landline.tooLong');
    expect(LandlineSchema.parse(' 0141 2345678 ')).toBe('0141 2345678');
  });
});

describe('the account lists of states and cities', () => {
  it('names the state, else the city, that is not listed', () => {
    expect(accountPlaceIssue('gujarat', 'surat')).toBeNull();
    expect(accountPlaceIssue('kerala', 'kochi')).toEqual({
      field: 'state',
      message: 'account.state.invalid',
    });
    expect(accountPlaceIssue('madhya-pradesh', 'pune')).toEqual({
      field: 'city',
      message: 'account.city.invalid',
    });
  });

  it('leaves empty fields to their own rules, but checks a city given without a state', () => {
    expect(accountPlaceIssue('', '')).toBeNull();
    expect(accountPlaceIssue('delhi', '')).toBeNull();
    expect(accountPlaceIssue('', 'pune')).toEqual({ field: 'city', message: 'account.city.invalid' });
  });
});
