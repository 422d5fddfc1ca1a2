import { count, desc, eq } from 'drizzle-orm';
import type { AuditEntry, DashboardStats } from '@eauction/shared';
import type { Db } from '../../db/client';
import { auditLog, properties, registrations, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { auctionPhaseCondition } from '../properties/auction-phase-sql';

/** How many audit entries the dashboard shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

export type AuditRow = typeof auditLog.$inferSelect & { actorEmail: string | null };

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** What an entry acted on, for people: an Auction ID, a file name, else the entity and its id. */
function targetOf(row: AuditRow): string {
  const after = record(row.after);
  const before = record(row.before);
  const code = after.auctionCode ?? before.auctionCode;
  if (typeof code === 'string') return code;
  if (typeof after.fileName === 'string') return after.fileName;
  return row.entityId ? `${row.entity} ${row.entityId}` : row.entity;
}

function describe(row: AuditRow, target: string): string {
  const after = record(row.after);
  const before = record(row.before);
  switch (row.action) {
    case 'property.bulk-uploaded':
      return `Uploaded ${target}: ${Number(after.created)} created, ${Number(after.updated)} updated, ${Number(after.rejected)} refused`;
    case 'property.created':
      return `Added property ${target}`;
    case 'property.updated': {
      const fields = Object.keys(after).filter((k) => k !== 'auctionCode');
      return `Edited auction ${target}${fields.length > 0 ? ` (${fields.join(', ')})` : ''}`;
    }
    case 'property.deleted':
      return `Deleted auction ${target}`;
    case 'registration.status-changed':
      return `Registration ${String(before.status)} → ${String(after.status)}`;
    case 'user.login-throttled':
      return `Logins for ${String(after.email)} paused after ${Number(after.failures)} failed attempts`;
    case 'user.language-changed':
      return `Language of mails and documents set to ${after.language === 'hi' ? 'Hindi' : 'English'}`;
    case 'demo.seeded':
      return `Loaded the demo catalogue (${Number(after.properties)} properties)`;
    default:
      // An event without its own sentence (a new one, or an old row whose action was renamed) shows its code.
      return EVENT_SENTENCES.get(row.action) ?? row.action;
  }
}

/** Events described in words without details of their own (the "By" column says whose account). */
const EVENT_SENTENCES = new Map<string, string>([
  ['registration.created', 'Auction registration submitted'],
  ['user.registered', 'Account registered'],
  ['user.email-verified', 'E-mail address verified'],
  ['user.password-reset', 'Password reset'],
  ['user.logged-out-everywhere', 'Signed out on every device'],
  ['user.profile-updated', 'Profile updated'],
  ['admin.created-from-config', 'Admin account created from the server configuration'],
  ['admin.updated-from-config', 'Admin account updated from the server configuration'],
  // After the hammer (docs/product.md, "After the hammer")
  ['sale.closed', 'Auction closed and its result recorded'],
  ['sale.confirmed', 'Sale confirmed'],
  ['sale.not-confirmed', 'Sale not confirmed'],
  ['sale.deposit-paid', 'Deposit of 25% received'],
  ['sale.completed', 'Sale price paid in full'],
  ['sale.certificate-issued', 'Sale certificate issued'],
  ['sale.forfeited', 'Deposit forfeited'],
  ['sale.balance-extended', 'Balance deadline extended'],
  ['sale.payment-submitted', 'Payment reported by the buyer'],
  ['sale.payment-reviewed', 'Payment reviewed'],
  ['property.cancelled', 'Auction cancelled'],
  ['property.relisted', 'Property put up for auction again'],
  ['registration.emd-refunded', 'EMD refund recorded'],
  ['holidays.replaced', 'Bank holidays updated'],
  ['bank-emd-account.saved', "Bank's EMD account saved"],
  ['bank-emd-account.deleted', "Bank's EMD account removed"],
]);

/** One audit row as the dashboard shows it (exported for its unit test). */
export function toAuditEntry(row: AuditRow): AuditEntry {
  const target = targetOf(row);
  return {
    _id: String(row.id),
    action: row.action,
    actorEmail: row.actorEmail,
    entity: row.entity,
    entityId: row.entityId,
    target,
    description: describe(row, target),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/dashboard-stats: counters and latest audit entries (docs/product.md, "Dashboard tab"). */
export async function getDashboardStats(db: Db, clock: Clock): Promise<DashboardStats> {
  const now = clock.now();
  const [total, pending, live, recent] = await Promise.all([
    db.select({ n: count() }).from(properties),
    db.select({ n: count() }).from(registrations).where(eq(registrations.status, 'pending')),
    db.select({ n: count() }).from(properties).where(auctionPhaseCondition('live', now)),
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(RECENT_ACTIVITY_LIMIT),
  ]);
  return {
    totalProperties: total[0]?.n ?? 0,
    pendingRegistrations: pending[0]?.n ?? 0,
    activeAuctions: live[0]?.n ?? 0,
    recentActivity: recent.map(toAuditEntry),
  };
}
