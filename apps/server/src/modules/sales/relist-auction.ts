import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { extname } from 'node:path';
import { eq } from 'drizzle-orm';
import {
  RELISTABLE_SALE_STATUSES,
  SALE_MESSAGES,
  addDays,
  defaultEmdAmount,
  istInstant,
  message,
  toIstDate,
  type AdminProperty,
  type Message,
  type RelistAuction,
} from '@eauction/shared';
import type { Db, DbOrTx } from '../../db/client';
import { properties, sales, type PropertyRow } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { SessionUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, propertyNotFound, validationFailed } from '../../platform/errors';
import { dataPath, PRIVATE_DIR_MODE, resolveStoredPath } from '../../platform/storage';
import { toAdminPropertyDto } from '../admin/presenter';
import { PROPERTY_PHOTO_UPLOADS, removePropertyFiles, type KeptFiles } from '../admin/read-property-form';
import { isPropertyId } from '../properties/service';

/*
 * A re-auction (docs/product.md, "After the hammer"): an auction that ended without bids, whose sale
 * the bank did not confirm, whose buyer forfeited, or which was cancelled, is put up again as a new
 * auction of the same property. The new row copies every descriptive field, takes the new date,
 * times, EMD deadline and reserve price, and points back at the old one (relisted_from); the old sale
 * points at it (relisted_as). Once only: a second re-auction of the same auction is refused.
 */

const refused = (text: Message | string) => new AppError('CONFLICT', 409, text);
const invalid = (field: string, text: Message | string) => validationFailed({ [field]: text });

/**
 * The auction to put up again and whether the closing job wrote its sale (a cancelled auction has
 * none); 409 when it may not be put up again, or already was.
 */
async function readRelistable(
  db: DbOrTx,
  id: string,
  lock: boolean,
): Promise<{ row: PropertyRow; hasSale: boolean }> {
  const query = db.select().from(properties).where(eq(properties.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw propertyNotFound();
  const [sale] = await db
    .select({ status: sales.status, relistedAs: sales.relistedAs })
    .from(sales)
    .where(eq(sales.propertyId, id));
  const [relisted] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.relistedFrom, id))
    .limit(1);
  if (relisted || sale?.relistedAs) throw refused(SALE_MESSAGES.alreadyRelisted);
  const relistable = row.cancelledAt !== null || (sale && RELISTABLE_SALE_STATUSES.includes(sale.status));
  if (!relistable) throw refused(SALE_MESSAGES.relistRefused);
  return { row, hasSale: sale !== undefined };
}

/**
 * The notice rule (rule 9(5); RELIST_NOTICE_DAYS): the auction date at least `noticeDays` after today,
 * India time. An EMD deadline already past would leave nobody able to register.
 */
function assertNotice(input: RelistAuction, now: Date, noticeDays: number): void {
  const today = toIstDate(now);
  if (input.auctionDate < addDays(today, noticeDays)) {
    throw invalid('auctionDate', SALE_MESSAGES.relistTooSoon(noticeDays));
  }
  if (input.emdSubmission < today) {
    throw invalid('emdSubmission', message('errors.relist.emdSubmissionPast', { today }));
  }
}

/**
 * Copies of the old auction's sale notice and photos under new names: each auction owns its files, so
 * deleting one never removes the other's. A file missing on disk is left out (and reported).
 */
async function copyPropertyFiles(
  dataDir: string,
  row: Pick<PropertyRow, 'saleNoticePath' | 'photos'>,
): Promise<{ files: KeptFiles; missing: string[] }> {
  const files: KeptFiles = { saleNoticePath: null, photos: [] };
  const missing: string[] = [];
  /** False when there is no such file (or the stored path leaves DATA_DIR, which names none). */
  const copy = async (from: string | null, to: string): Promise<boolean> => {
    if (!from) return false;
    try {
      await copyFile(from, to, constants.COPYFILE_EXCL);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  };
  try {
    if (row.saleNoticePath) {
      await mkdir(dataPath(dataDir, 'notices'), { recursive: true, mode: PRIVATE_DIR_MODE });
      const name = `${randomUUID()}.pdf`;
      if (await copy(resolveStoredPath(dataDir, row.saleNoticePath), dataPath(dataDir, 'notices', name))) {
        files.saleNoticePath = `notices/${name}`;
      } else {
        missing.push(row.saleNoticePath);
      }
    }
    if (row.photos.length > 0) {
      await mkdir(dataPath(dataDir, 'uploads', PROPERTY_PHOTO_UPLOADS), {
        recursive: true,
        mode: PRIVATE_DIR_MODE,
      });
    }
    const uploads = dataPath(dataDir, 'uploads');
    for (const photo of row.photos) {
      const storedName = `${PROPERTY_PHOTO_UPLOADS}/${randomUUID()}${extname(photo.storedName)}`;
      if (
        await copy(resolveStoredPath(uploads, photo.storedName), dataPath(dataDir, 'uploads', storedName))
      ) {
        files.photos.push({ ...photo, storedName });
      } else {
        missing.push(photo.storedName);
      }
    }
  } catch (error) {
    await removePropertyFiles(dataDir, files);
    throw error;
  }
  return { files, missing };
}

/**
 * The new auction's Auction ID: the old one's with '-R1', or the next free '-R<n>'. A re-auction of a
 * re-auction counts on from the same root ('X-R1' is put up again as 'X-R2').
 */
function relistCodes(code: string): string[] {
  const root = code.replace(/-R\d+$/, '');
  return Array.from({ length: 99 }, (_, i) => `${root}-R${i + 1}`).filter((c) => c !== code);
}

export interface Relisted {
  property: AdminProperty;
  /** Files of the old auction that were missing on disk, and so not copied. */
  missingFiles: string[];
}

/** POST /api/admin/auctions/{auctionId}/relist. */
export async function relistAuction(
  deps: { db: Db; clock: Clock; dataDir: string; relistNoticeDays: number },
  admin: SessionUser,
  id: string,
  input: RelistAuction,
): Promise<Relisted> {
  if (!isPropertyId(id)) throw propertyNotFound();
  const now = deps.clock.now();
  // Checked before any file is copied, then again under the row lock.
  const { row: old } = await readRelistable(deps.db, id, false);
  assertNotice(input, now, deps.relistNoticeDays);
  const { files, missing } = await copyPropertyFiles(deps.dataDir, old);
  try {
    const inserted = await deps.db.transaction(async (tx) => {
      const { row, hasSale } = await readRelistable(tx, id, true);
      // The old EMD unless it would exceed the new reserve; then Add Property's default.
      const emdAmount =
        row.emdAmount <= input.reservePrice ? row.emdAmount : defaultEmdAmount(input.reservePrice);
      const values = {
        customerName: row.customerName,
        propertyType: row.propertyType,
        propertyLocation: row.propertyLocation,
        state: row.state,
        zone: row.zone,
        region: row.region,
        possessionType: row.possessionType,
        vendor: row.vendor,
        bankName: row.bankName,
        reservePrice: input.reservePrice,
        emdAmount,
        bidIncrement: row.bidIncrement,
        auctionDate: input.auctionDate,
        startAt: istInstant(input.auctionDate, input.auctionStartTime),
        endAt: istInstant(input.auctionDate, input.auctionEndTime),
        emdSubmission: input.emdSubmission,
        loanAccountNo: row.loanAccountNo,
        cifId: row.cifId,
        propertySchedule: row.propertySchedule,
        lng: row.lng,
        lat: row.lat,
        emdAccountName: row.emdAccountName,
        emdAccountNo: row.emdAccountNo,
        emdIfscCode: row.emdIfscCode,
        emdBankName: row.emdBankName,
        emdBranch: row.emdBranch,
        relistedFrom: row.id,
        ...files,
      };
      let created: PropertyRow | undefined;
      for (const auctionCode of relistCodes(row.auctionCode)) {
        [created] = await tx
          .insert(properties)
          .values({ ...values, auctionCode })
          .onConflictDoNothing({ target: properties.auctionCode })
          .returning();
        if (created) break;
      }
      if (!created) throw refused('errors.sale.noFreeAuctionId');
      if (hasSale) await tx.update(sales).set({ relistedAs: created.id }).where(eq(sales.propertyId, id));
      await writeAudit(tx, {
        actorId: admin.id,
        action: 'property.relisted',
        entity: 'property',
        entityId: created.id,
        before: { relistedFrom: row.id, auctionCode: row.auctionCode },
        after: {
          ...input,
          auctionCode: created.auctionCode,
          emdAmount,
          saleNotice: files.saleNoticePath !== null,
          photos: files.photos.length,
        },
      });
      return created;
    });
    return { property: toAdminPropertyDto(inserted), missingFiles: missing };
  } catch (error) {
    await removePropertyFiles(deps.dataDir, files);
    throw error;
  }
}
