import { randomInt } from 'node:crypto';
import { ADMIN_MESSAGES, type AdminProperty, type PropertyInput } from '@eauction/shared';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { SessionUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { accountForNewProperty } from './bank-emd-accounts';
import { toAdminPropertyDto } from './presenter';
import { propertyColumns } from './property-values';
import type { KeptFiles } from './read-property-form';

/** Letters and digits that cannot be misread for each other on a printed notice (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 'EN-2026-7KQ4XM': the house prefix, the auction's year and six random characters. */
export function generateAuctionCode(auctionDate: string): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `EN-${auctionDate.slice(0, 4)}-${suffix}`;
}

export const auctionCodeTaken = (code: string) =>
  new AppError('CONFLICT', 409, ADMIN_MESSAGES.auctionCodeTaken(code), {
    auctionCode: ADMIN_MESSAGES.auctionCodeTaken(code),
  });

/**
 * POST /api/admin/add-property: one new property with its files (already in place) and its audit row,
 * in one transaction. An 'Auction ID' given by the admin must be new; a generated one is retried on
 * the (unlikely) clash. Without an EMD account of its own it takes its bank's default, and without
 * either it is refused (decision 031).
 */
export async function addProperty(
  db: Db,
  admin: SessionUser,
  input: PropertyInput,
  files: KeptFiles,
): Promise<AdminProperty> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const auctionCode = input.auctionCode ?? generateAuctionCode(input.auctionDate);
    const row = await db.transaction(async (tx) => {
      const emdAccount = await accountForNewProperty(tx, input);
      const [inserted] = await tx
        .insert(properties)
        .values({ ...propertyColumns({ ...input, auctionCode, emdAccount }), ...files })
        .onConflictDoNothing({ target: properties.auctionCode })
        .returning();
      if (!inserted) return null;
      await writeAudit(tx, {
        actorId: admin.id,
        action: 'property.created',
        entity: 'property',
        entityId: inserted.id,
        after: {
          ...input,
          auctionCode,
          emdAccount,
          saleNotice: files.saleNoticePath !== null,
          photos: files.photos.length,
        },
      });
      return inserted;
    });
    if (row) return toAdminPropertyDto(row);
    if (input.auctionCode) throw auctionCodeTaken(input.auctionCode);
  }
  throw new AppError('CONFLICT', 409, 'errors.admin.noFreeAuctionId');
}
