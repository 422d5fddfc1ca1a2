import type { AdminProperty } from '@eauction/shared';
import type { PropertyRow } from '../../db/schema';
import { toPropertyDto } from '../properties/service';

/** Row → what admins see of a property: the public shape plus the edit version and photo count. */
export function toAdminPropertyDto(row: PropertyRow): AdminProperty {
  return { ...toPropertyDto(row), version: row.version, photoCount: row.photos.length };
}
