import { eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  PROFILE_TABS,
  message,
  profileTabOf,
  type AuthUser,
  type Locale,
  type Message,
  type ProfileTab,
} from '@eauction/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { SessionUser } from '../../platform/auth';
import { AppError, validationFailed } from '../../platform/errors';
import { interestedPropertyIds, toAuthUser } from './presenter';

/** Every key a profile tab may send; anything else is named as unknown. */
const TAB_KEYS: Record<ProfileTab, string[]> = {
  personal: Object.keys(PROFILE_TABS.personal.shape),
  address: Object.keys(PROFILE_TABS.address.shape),
  bank: Object.keys(PROFILE_TABS.bank.shape),
};
const ALL_KEYS = new Set(Object.values(TAB_KEYS).flat());

/**
 * The body names no tab, or fields of several: the client must send one tab at a time
 * (docs/product.md, "Profile rules").
 */
function notOneTab(body: Record<string, unknown>): AppError {
  const fields: Record<string, Message | string> = { _: AUTH_MESSAGES.oneProfileTab };
  for (const key of Object.keys(body)) {
    if (!ALL_KEYS.has(key)) fields[key] = message('errors.request.unknown.body', { key });
  }
  return new AppError('VALIDATION_FAILED', 400, AUTH_MESSAGES.oneProfileTab, fields);
}

/**
 * Saves one profile tab (docs/product.md, "Profile Settings"): the tab is recognised by its keys and
 * validated with that tab's rules. E-mail, role and country belong to no tab, so they can never change here.
 */
export async function updateProfile(
  db: Db,
  user: SessionUser,
  body: Record<string, unknown>,
): Promise<AuthUser> {
  const tab = profileTabOf(body);
  if (!tab) throw notOneTab(body);
  const parsed = PROFILE_TABS[tab].safeParse(body);
  // One message per field (the first that failed), as the route-level validation answers.
  if (!parsed.success) throw validationFailed(parsed.error.issues);
  const changes = parsed.data;
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
    if (!row) throw new AppError('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
    await writeAudit(tx, {
      actorId: user.id,
      action: 'user.profile-updated',
      entity: 'user',
      entityId: user.id,
      // Which fields were saved, not their values: bank and identity numbers stay out of the log.
      after: { tab, fields: Object.keys(changes) },
    });
    return toAuthUser(row, await interestedPropertyIds(tx, user.id));
  });
}

/** Saves the language of a signed-in user's mails and documents (docs/product.md, "Languages"). */
export async function updateLanguage(db: Db, user: SessionUser, language: Locale): Promise<AuthUser> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ language }).where(eq(users.id, user.id)).returning();
    if (!row) throw new AppError('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
    await writeAudit(tx, {
      actorId: user.id,
      action: 'user.language-changed',
      entity: 'user',
      entityId: user.id,
      after: { language },
    });
    return toAuthUser(row, await interestedPropertyIds(tx, user.id));
  });
}
