import { asc } from 'drizzle-orm';
import type { Holiday } from '@eauction/shared';
import type { DbOrTx } from '../../db/client';
import { holidays } from '../../db/schema';

/*
 * The bank holidays an administrator lists (docs/product.md, "Working days"): with Sundays and the
 * second and fourth Saturdays, the days the sale's deadlines step over.
 */

/** Every listed holiday, in date order. */
export async function listHolidays(db: DbOrTx): Promise<Holiday[]> {
  return db.select({ date: holidays.date, name: holidays.name }).from(holidays).orderBy(asc(holidays.date));
}

/** The listed dates, as the working-day functions of @eauction/shared take them. */
export async function holidaySet(db: DbOrTx): Promise<Set<string>> {
  return new Set((await listHolidays(db)).map((h) => h.date));
}
