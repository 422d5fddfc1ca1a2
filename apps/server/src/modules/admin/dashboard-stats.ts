import { count, desc, eq } from 'drizzle-orm';
import { message, type AuditEntry, type DashboardStats, type Message } from '@eauction/shared';
import type { Db } from '../../db/client';
import { auditLog, properties, registrations, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { textOf } from '../../platform/i18n';
import { auctionPhaseCondition } from '../properties/auction-phase-sql';

/** How many audit entries the dashboard shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

export type AuditRow = typeof auditLog.$inferSelect & { actorEmail: string | null };

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A count of a message: a number, or what the row holds instead (JSON has no NaN for the answer). */
const countOf = (value: unknown): number | string => {
  const n = Number(value);
  return Number.isFinite(n) ? n : String(value);
};

/** What an entry acted on, for people: an Auction ID, a file name, else the entity and its id. */
function targetOf(row: AuditRow): string {
  const after = record(row.after);
  const before = record(row.before);
  const code = after.auctionCode ?? before.auctionCode;
  if (typeof code === 'string') return code;
  if (typeof after.fileName === 'string') return after.fileName;
  return row.entityId ? `${row.entity} ${row.entityId}` : row.entity;
}

/**
 * What an entry did, as a message of the activity catalogue (packages/shared/src/locales/<locale>/
 * activity.json), so the dashboard shows it in the page's language; undefined for an event without its
 * own sentence (a new one, or an old row whose action was renamed), which shows its code.
 */
function describe(row: AuditRow, target: string): Message | undefined {
  const after = record(row.after);
  const before = record(row.before);
  switch (row.action) {
    case 'property.bulk-uploaded':
      return message('activity.propertyBulkUploaded', {
        file: target,
        created: countOf(after.created),
        updated: countOf(after.updated),
        rejected: countOf(after.rejected),
      });
    case 'property.created':
      return message('activity.propertyCreated', { target });
    case 'property.updated': {
      const fields = Object.keys(after).filter((k) => k !== 'auctionCode');
      return fields.length > 0
        ? message('activity.propertyUpdatedFields', { target, fields: fields.join(', ') })
        : message('activity.propertyUpdated', { target });
    }
    case 'property.deleted':
      return message('activity.propertyDeleted', { target });
    case 'registration.status-changed':
      // The stored statuses: each language's sentence names them in its own words.
      return message('activity.registrationStatusChanged', {
        from: String(before.status),
        to: String(after.status),
      });
    case 'user.login-throttled':
      return message('activity.userLoginThrottled', {
        email: String(after.email),
        failures: countOf(after.failures),
      });
    case 'user.language-changed':
      return message('activity.userLanguageChanged', { language: after.language === 'hi' ? 'hi' : 'en' });
    case 'demo.seeded':
      return message('activity.demoSeeded', { properties: countOf(after.properties) });
    default: {
      const key = EVENT_SENTENCES.get(row.action);
      return key === undefined ? undefined : message(key);
    }
  }
}

/** Events described in words without details of their own (the "By" column says whose account). */
const EVENT_SENTENCES = new Map<string, string>([
  ['registration.created', 'activity.registrationCreated'],
  ['user.registered', 'activity.userRegistered'],
  ['user.email-verified', 'activity.userEmailVerified'],
  ['user.password-reset', 'activity.userPasswordReset'],
  ['user.logged-out-everywhere', 'activity.userLoggedOutEverywhere'],
  ['user.profile-updated', 'activity.userProfileUpdated'],
  ['admin.created-from-config', 'activity.adminCreatedFromConfig'],
  ['admin.updated-from-config', 'activity.adminUpdatedFromConfig'],
  // After the hammer (docs/product.md, "After the hammer")
  ['sale.closed', 'activity.saleClosed'],
  ['sale.confirmed', 'activity.saleConfirmed'],
  ['sale.not-confirmed', 'activity.saleNotConfirmed'],
  ['sale.deposit-paid', 'activity.saleDepositPaid'],
  ['sale.completed', 'activity.saleCompleted'],
  ['sale.certificate-issued', 'activity.saleCertificateIssued'],
  ['sale.forfeited', 'activity.saleForfeited'],
  ['sale.balance-extended', 'activity.saleBalanceExtended'],
  ['sale.payment-submitted', 'activity.salePaymentSubmitted'],
  ['sale.payment-reviewed', 'activity.salePaymentReviewed'],
  ['property.cancelled', 'activity.propertyCancelled'],
  ['property.relisted', 'activity.propertyRelisted'],
  ['registration.emd-refunded', 'activity.registrationEmdRefunded'],
  ['holidays.replaced', 'activity.holidaysReplaced'],
  ['bank-emd-account.saved', 'activity.bankEmdAccountSaved'],
  ['bank-emd-account.deleted', 'activity.bankEmdAccountDeleted'],
]);

/** One audit row as the dashboard shows it (exported for its unit test). */
export function toAuditEntry(row: AuditRow): AuditEntry {
  const target = targetOf(row);
  const described = describe(row, target);
  return {
    _id: String(row.id),
    action: row.action,
    actorEmail: row.actorEmail,
    entity: row.entity,
    entityId: row.entityId,
    target,
    // The English sentence as before, and its key and values for the page's language.
    description: described ? textOf(described, 'en') : row.action,
    ...(described ? { message: described } : {}),
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
