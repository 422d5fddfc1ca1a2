import { z } from 'zod';
import { MessageByKeySchema, successSchema } from './api';

/* The admin dashboard (docs/product.md, "Dashboard tab"): its counts and latest audit entries. */

/** One audit-log entry on the dashboard. */
export const AuditEntrySchema = z.object({
  _id: z.string(),
  action: z.string().describe("Verb-noun, e.g. 'property.created', 'registration.status-changed'"),
  actorEmail: z.string().nullable().describe('null for the system itself'),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What was acted on, for people: an Auction ID, a file name, a registration. */
  target: z.string(),
  /** One sentence: 'Uploaded properties.xlsx: 12 created, 3 updated, 1 refused'. */
  description: z.string(),
  /**
   * An addition (docs/product.md, "Admin calls"): the key and values of `description` in the activity
   * catalogue (src/locales/<locale>/activity.json), so the dashboard shows it in the page's language.
   * Absent for an event without a sentence of its own, whose description is its code.
   */
  message: MessageByKeySchema.optional(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * GET /api/admin/dashboard-stats: the counters and the latest audit entries (docs/product.md, "Admin calls").
 */
export const DashboardStatsSchema = z.object({
  totalProperties: z.number().int(),
  pendingRegistrations: z.number().int(),
  activeAuctions: z.number().int().describe('Live now on the server clock'),
  recentActivity: z.array(AuditEntrySchema),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
export const DashboardStatsResponseSchema = successSchema(DashboardStatsSchema);
