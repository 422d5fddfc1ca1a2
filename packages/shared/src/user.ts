import { z } from 'zod';
import { ROLES } from './constants';

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
});
export type AuthUser = z.infer<typeof AuthUserSchema>;
