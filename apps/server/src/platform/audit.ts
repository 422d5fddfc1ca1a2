import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  /** Who did it; null for the system itself (seed, start-up admin). */
  actorId: string | null;
  /** Verb-noun, e.g. 'registration.status-changed', 'property.updated'. */
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one change. Callers pass their transaction so the audit row commits or rolls back with the
 * change it describes: an audit log that can disagree with the data is worse than none.
 */
export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
