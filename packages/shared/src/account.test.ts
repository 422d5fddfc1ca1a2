import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AccountRegistrationSchema,
  ForgotPasswordSchema,
  PasswordSchema,
  ProfileAddressSchema,
  ProfileBankSchema,
  ProfilePersonalSchema,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
  profileTabOf,
} from './account';
import { loginThrottledMessage } from './auth';
import { BuyerProfileSchema, ProfileSettingsSchema } from './buyer-profile';
import { LoginSchema } from './login';

/** The first message per field, as the forms and the API's `fields` show them. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Every message the schema gives for one field. */
function messagesOf(schema: z.ZodType, value: unknown, field: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.map(String).join('.') === field).map((i) => i.message);
}

const valid = {
  firstName: 'Anita',
  lastName: 'Deshpande',
  organizationName: 'Deshpande Realty',
  address: '',
  country: 'India',
  state: 'maharashtra',
  city: 'pune',
  pincode: '411001',
  landlineNo: '',
  mobile: '9820012345',
  fax: '',
  pancardNo: '',
  email: 'anita@example.in',
  password: 'Pune@2026',
  confirmPassword: 'Pune@2026',
  preferredLocation: { country: '', state: '', city: '' },
  preferredIndustry: '',
  preferredSubIndustry: '',
  acceptTerms: true,
};
const register = (changes: Record<string, unknown>) =>
  fieldErrors(AccountRegistrationSchema, { ...valid, ...changes });

describe('account registration rules', () => {
  it('checks the buyer fields with the buyer profile schemas (buyer-profile.test.ts)', () => {
    for (const [field, schema] of Object.entries(BuyerProfileSchema.shape)) {
      expect(AccountRegistrationSchema.shape[field as keyof typeof BuyerProfileSchema.shape], field).toBe(
        schema,
      );
    }
  });

  it('reports every failing field at once', () => {
    expect(register({ firstName: '', mobile: '98', pincode: '', pancardNo: 'X' })).toEqual({
      firstName: 'account.firstName.required',
      mobile: 'account.mobile.invalid',
      pincode: 'account.pincode.required',
      pancardNo: 'account.pancardNo.invalid',
    });
  });

  it('accepts a complete registration and keeps optional fields optional', () => {
    expect(register({})).toEqual({});
    const minimal: Record<string, unknown> = { ...valid };
    for (const optional of [
      'address',
      'country',
      'landlineNo',
      'fax',
      'pancardNo',
      'preferredLocation',
      'preferredIndustry',
      'preferredSubIndustry',
    ]) {
      delete minimal[optional];
    }
    const parsed = AccountRegistrationSchema.parse(minimal);
    expect(parsed).toMatchObject({ country: 'India', address: '', landlineNo: '', fax: '', pancardNo: '' });
  });

  it('requires the e-mail and checks its pattern, normalising its case', () => {
    expect(register({ email: '' })).toEqual({ email: 'account.email.required' });
    expect(register({ email: undefined })).toEqual({ email: 'account.email.required' });
    for (const email of ['anita', 'anita@example', 'an ita@example.in', '@example.in']) {
      expect(register({ email }), email).toEqual({ email: 'account.email.invalid' });
    }
    expect(AccountRegistrationSchema.parse({ ...valid, email: ' Anita@Example.IN ' }).email).toBe(
      'anita@example.in',
    );
  });

  describe('password', () => {
    it('is required', () => {
      expect(register({ password: '', confirmPassword: '' }).password).toBe('account.password.required');
      expect(register({ password: undefined }).password).toBe('account.password.required');
    });

    it('has at least 8 characters: 7 fails, 8 passes', () => {
      expect(register({ password: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' })).toEqual({
        password: 'account.password.tooShort',
      });
      expect(register({ password: 'Ab1!xyzw', confirmPassword: 'Ab1!xyzw' })).toEqual({});
    });

    it('has at most 20 characters: exactly 20 passes, 21 fails', () => {
      const twenty = `Ab1!${'x'.repeat(16)}`;
      expect(twenty).toHaveLength(20);
      expect(register({ password: twenty, confirmPassword: twenty })).toEqual({});
      const twentyOne = `${twenty}y`;
      expect(register({ password: twentyOne, confirmPassword: twentyOne })).toEqual({
        password: 'account.password.tooLong',
      });
    });

    it('needs a number, a letter and a special character', () => {
      expect(messagesOf(PasswordSchema, 'abcdefg!', '')).toEqual(['account.password.needsNumber']);
      expect(messagesOf(PasswordSchema, '1234567!', '')).toEqual(['account.password.needsLetter']);
      expect(messagesOf(PasswordSchema, 'abcd1234', '')).toEqual(['account.password.needsSpecial']);
    });

    it('accepts each special character of the spec and no other', () => {
      for (const special of '!@#$%^&*(),.?":{}|<>') {
        expect(PasswordSchema.safeParse(`abcd123${special}`).success, special).toBe(true);
      }
      for (const other of ['_', '-', '~', '+', '=', '/', ' ', "'", '[']) {
        expect(messagesOf(PasswordSchema, `abcd123${other}`, ''), other).toEqual([
          'account.password.needsSpecial',
        ]);
      }
    });

    it('must match its confirmation', () => {
      expect(register({ confirmPassword: 'Pune@2027' })).toEqual({
        confirmPassword: 'account.confirmPassword.mismatch',
      });
      expect(register({ confirmPassword: undefined }).confirmPassword).toBe(
        'account.confirmPassword.mismatch',
      );
    });
  });

  it('requires the state and a city of that state', () => {
    expect(register({ state: '', city: '' })).toEqual({
      state: 'account.state.required',
      city: 'account.city.required',
    });
    expect(register({ city: '' })).toEqual({ city: 'account.city.required' });
    expect(register({ city: 'indore' })).toEqual({ city: 'account.city.invalid' });
    expect(register({ state: 'kerala', city: 'kochi' })).toEqual({ state: 'account.state.invalid' });
    for (const [state, city] of [
      ['madhya-pradesh', 'jabalpur'],
      ['gujarat', 'surat'],
      ['delhi', 'new-delhi'],
    ]) {
      expect(register({ state, city }), `${state}/${city}`).toEqual({});
    }
  });

  it('requires the terms to be accepted', () => {
    for (const acceptTerms of [false, undefined, 'true', 1]) {
      expect(register({ acceptTerms }), String(acceptTerms)).toEqual({
        acceptTerms: 'account.acceptTerms.required',
      });
    }
  });

  it('keeps the preferences within the enumerations', () => {
    expect(register({ preferredIndustry: 'banking', preferredSubIndustry: 'retail-banking' })).toEqual({});
    expect(register({ preferredIndustry: 'banking', preferredSubIndustry: 'textiles' })).toEqual({
      preferredSubIndustry: 'account.preferredSubIndustry.invalid',
    });
    expect(register({ preferredIndustry: 'mining' })).toEqual({
      preferredIndustry: 'account.preferredIndustry.invalid',
    });
    expect(register({ preferredLocation: { state: 'gujarat', city: 'pune' } })).toEqual({
      'preferredLocation.city': 'account.city.invalid',
    });
  });

  it('refuses unknown fields', () => {
    expect(register({ role: 'admin' })).toEqual({ _: expect.stringContaining('role') });
  });
});

describe('login rules', () => {
  it('requires e-mail, password and captcha with the spec messages', () => {
    expect(fieldErrors(LoginSchema, {})).toEqual({
      email: 'account.login.emailRequired',
      password: 'account.password.required',
      captcha: 'account.captcha.required',
    });
    expect(fieldErrors(LoginSchema, { email: ' ', password: '', captcha: '' })).toEqual({
      email: 'account.login.emailRequired',
      password: 'account.password.required',
      captcha: 'account.captcha.required',
    });
  });

  it('lower-cases the e-mail', () => {
    expect(LoginSchema.parse({ email: 'A@B.IN', password: 'x', captcha: 'y' }).email).toBe('a@b.in');
  });
});

describe('forgot and reset password rules', () => {
  it('requires the e-mail to send a reset link', () => {
    expect(fieldErrors(ForgotPasswordSchema, {})).toEqual({ email: 'account.email.required' });
    expect(fieldErrors(ForgotPasswordSchema, { email: '' })).toEqual({ email: 'account.email.required' });
    expect(fieldErrors(ForgotPasswordSchema, { email: 'x' })).toEqual({ email: 'account.email.invalid' });
  });

  it('requires the token and a new password of at least 8 characters', () => {
    expect(fieldErrors(ResetPasswordSchema, {})).toEqual({
      token: 'account.reset.noToken',
      newPassword: 'account.newPassword.required',
    });
    expect(fieldErrors(ResetPasswordSchema, { token: 't', newPassword: '' })).toEqual({
      newPassword: 'account.newPassword.required',
    });
    expect(fieldErrors(ResetPasswordSchema, { token: 't', newPassword: '1234567' })).toEqual({
      newPassword: 'account.password.tooShort',
    });
    // The reset rule is length only: at least 8 (docs/product.md, "Reset password").
    expect(fieldErrors(ResetPasswordSchema, { token: 't', newPassword: '12345678' })).toEqual({});
  });

  it('asks for the confirmation and that it matches', () => {
    expect(fieldErrors(ResetPasswordFormSchema, { newPassword: '12345678', confirmPassword: '' })).toEqual({
      confirmPassword: 'account.confirmNewPassword.required',
    });
    expect(
      fieldErrors(ResetPasswordFormSchema, { newPassword: '12345678', confirmPassword: '12345679' }),
    ).toEqual({
      confirmPassword: 'account.confirmNewPassword.mismatch',
    });
    expect(
      fieldErrors(ResetPasswordFormSchema, { newPassword: '12345678', confirmPassword: '12345678' }),
    ).toEqual({});
  });
});

describe('profile settings rules', () => {
  it('checks each tab with the profile fields (buyer-profile.test.ts) and refuses other fields', () => {
    for (const tab of [ProfilePersonalSchema, ProfileAddressSchema, ProfileBankSchema]) {
      for (const [field, schema] of Object.entries(tab.shape)) {
        expect(schema, field).toBe(ProfileSettingsSchema.shape[field as keyof typeof tab.shape]);
      }
    }
    expect(
      fieldErrors(ProfilePersonalSchema, { firstName: '', lastName: 'Iyer', organizationName: 'I' }),
    ).toEqual({
      firstName: 'account.profile.requiredFields',
    });
    expect(
      fieldErrors(ProfilePersonalSchema, {
        firstName: 'A',
        lastName: 'B',
        organizationName: 'C',
        state: 'x',
      }),
    ).toEqual({
      _: expect.stringContaining('state'),
    });
  });

  it('Address Details: state and city from the account lists, the city against a chosen state', () => {
    const address = { state: 'gujarat', city: 'vadodara' };
    expect(fieldErrors(ProfileAddressSchema, address)).toEqual({});
    const both = 'account.profile.stateAndCityRequired';
    expect(fieldErrors(ProfileAddressSchema, { ...address, state: '' })).toEqual({ state: both });
    expect(fieldErrors(ProfileAddressSchema, { ...address, city: '' })).toEqual({ city: both });
    expect(fieldErrors(ProfileAddressSchema, { ...address, state: 'kerala' })).toEqual({
      state: 'account.state.invalid',
    });
    expect(fieldErrors(ProfileAddressSchema, { ...address, city: 'pune' })).toEqual({
      city: 'account.city.invalid',
    });
    // Unlike the registration, a city without a state is not reported: the state's message says it all.
    expect(fieldErrors(ProfileAddressSchema, { state: '', city: 'pune' })).toEqual({ state: both });
  });

  it('Bank Details: all three or none, and the IFSC shape', () => {
    const bank = { bankName: 'HDFC Bank', accountNo: '50100012345678', ifscCode: 'HDFC0001234' };
    expect(fieldErrors(ProfileBankSchema, bank)).toEqual({});
    expect(fieldErrors(ProfileBankSchema, { bankName: '', accountNo: '', ifscCode: '' })).toEqual({});
    expect(fieldErrors(ProfileBankSchema, {})).toEqual({});
    const allOrNone = 'account.bank.incomplete';
    for (const missing of ['bankName', 'accountNo', 'ifscCode'] as const) {
      expect(fieldErrors(ProfileBankSchema, { ...bank, [missing]: '' }), missing).toEqual({
        bankName: allOrNone,
      });
    }
    expect(fieldErrors(ProfileBankSchema, { bankName: 'HDFC Bank' })).toEqual({ bankName: allOrNone });
    const ifsc = 'account.profile.ifscInvalid';
    for (const ifscCode of ['HDFC1001234', 'HDF00001234', 'hdfc1001234', 'HDFC000123', 'HDFC0ABC12!']) {
      expect(fieldErrors(ProfileBankSchema, { ...bank, ifscCode }), ifscCode).toEqual({ ifscCode: ifsc });
    }
    expect(fieldErrors(ProfileBankSchema, { ...bank, ifscCode: 'SBIN0ABC123' })).toEqual({});
  });

  it('recognises the tab by its keys and refuses mixed or unknown ones', () => {
    expect(profileTabOf({ firstName: 'A', mobile: '' })).toBe('personal');
    expect(profileTabOf({ state: 'delhi', city: 'new-delhi' })).toBe('address');
    expect(profileTabOf({ bankName: '' })).toBe('bank');
    expect(profileTabOf({})).toBeNull();
    expect(profileTabOf({ firstName: 'A', state: 'delhi' })).toBeNull();
    expect(profileTabOf({ email: 'a@b.in' })).toBeNull();
    expect(profileTabOf({ country: 'India' })).toBeNull();
  });
});

describe('login throttle message', () => {
  it('says when to retry, in whole minutes rounded up', () => {
    const throttled = (minutes: number) => ({ id: 'account.login.throttled', values: { minutes } });
    expect(loginThrottledMessage(10)).toEqual(throttled(10));
    expect(loginThrottledMessage(9.2)).toEqual(throttled(10));
    expect(loginThrottledMessage(0.1)).toEqual(throttled(1));
  });
});
