import { z } from 'zod';
import { ROLES } from './constants';
import { LOCALES } from './locale';

/** The authenticated user as GET /api/auth/me and login answer it (docs/product.md, "Authenticated user"). */
export const AuthUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  organizationName: z.string(),
  address: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  pincode: z.string(),
  landlineNo: z.string(),
  mobile: z.string(),
  fax: z.string(),
  pancardNo: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  ifscCode: z.string(),
  interestedProperties: z.array(z.string()),
  /** The language of the user's mails and documents (an addition to the product's user; docs/product.md, "Languages"). */
  language: z.enum(LOCALES),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** PUT /api/users/language: the language a signed-in user chose in the header (docs/product.md, "Languages"). */
export const LanguageChoiceSchema = z
  .object({ language: z.enum(LOCALES, { error: 'account.language.invalid' }) })
  .strict();
export type LanguageChoice = z.infer<typeof LanguageChoiceSchema>;
