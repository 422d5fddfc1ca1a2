import { asc, eq, inArray } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  PROPERTY_FIELD_LABELS,
  type BankEmdAccount,
  type EmdAccount,
  type SaveBankEmdAccountSchema,
} from '@eauction/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { bankEmdAccounts, type BankEmdAccountRow } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { SessionUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';

/*
 * A bank's default EMD beneficiary account (decision 031): most lenders collect every auction's EMD
 * in one account, so the officer saves it once per bank. Add Property prefills from it, and an added
 * property or an imported row that leaves its account blank takes it. Keyed by the bank name exactly
 * as properties carry it (the home page's Bank filter matches the same text).
 */

function accountOf(row: BankEmdAccountRow): EmdAccount {
  return {
    accountName: row.accountName,
    accountNo: row.accountNo,
    ifscCode: row.ifscCode,
    bankName: row.accountBankName,
    branch: row.branch,
  };
}

function toDto(row: BankEmdAccountRow): BankEmdAccount {
  return { bankName: row.bankName, account: accountOf(row), updatedAt: row.updatedAt.toISOString() };
}

/** GET /api/admin/bank-emd-accounts: every saved default, by bank name. */
export async function listBankEmdAccounts(db: Db): Promise<BankEmdAccount[]> {
  const rows = await db.select().from(bankEmdAccounts).orderBy(asc(bankEmdAccounts.bankName));
  return rows.map(toDto);
}

/** PUT /api/admin/bank-emd-accounts: saves a bank's default, replacing the one it had. */
export async function saveBankEmdAccount(
  db: Db,
  admin: SessionUser,
  body: z.output<typeof SaveBankEmdAccountSchema>,
): Promise<BankEmdAccount> {
  const { account } = body;
  const values = {
    accountName: account.accountName,
    accountNo: account.accountNo,
    ifscCode: account.ifscCode,
    accountBankName: account.bankName,
    branch: account.branch,
    updatedBy: admin.id,
  };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(bankEmdAccounts)
      .where(eq(bankEmdAccounts.bankName, body.bankName))
      .for('update');
    const [row] = await tx
      .insert(bankEmdAccounts)
      .values({ bankName: body.bankName, ...values })
      .onConflictDoUpdate({ target: bankEmdAccounts.bankName, set: { ...values, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('the default EMD account was not written');
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'bank-emd-account.saved',
      entity: 'bank-emd-account',
      before: before ? { bank: before.bankName, account: accountOf(before) } : null,
      after: { bank: row.bankName, account: accountOf(row) },
    });
    return toDto(row);
  });
}

/** DELETE /api/admin/bank-emd-accounts/{bankName}: properties keep the accounts they were given. */
export async function deleteBankEmdAccount(db: Db, admin: SessionUser, bankName: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(bankEmdAccounts).where(eq(bankEmdAccounts.bankName, bankName)).returning();
    if (!row) throw new AppError('NOT_FOUND', 404, ADMIN_MESSAGES.bankAccountNotFound);
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'bank-emd-account.deleted',
      entity: 'bank-emd-account',
      before: { bank: row.bankName, account: accountOf(row) },
    });
  });
}

/** The saved defaults of these banks. */
export async function defaultAccountsOf(tx: DbOrTx, bankNames: string[]): Promise<Map<string, EmdAccount>> {
  const names = [...new Set(bankNames)];
  if (names.length === 0) return new Map();
  const rows = await tx.select().from(bankEmdAccounts).where(inArray(bankEmdAccounts.bankName, names));
  return new Map(rows.map((row) => [row.bankName, accountOf(row)]));
}

/** 400 naming the EMD account fields: the property has no account and its bank no default. */
export const emdAccountMissing = (bankName: string) => {
  const message = ADMIN_MESSAGES.emdAccountMissing(bankName);
  return new AppError('VALIDATION_FAILED', 400, message, { emdAccountName: message });
};

/** An added property's account: its own, else its bank's default, else refused (nothing stored). */
export async function accountForNewProperty(
  tx: DbOrTx,
  input: { bankName: string; emdAccount: EmdAccount | null },
): Promise<EmdAccount> {
  if (input.emdAccount) return input.emdAccount;
  const account = (await defaultAccountsOf(tx, [input.bankName])).get(input.bankName);
  if (!account) throw emdAccountMissing(input.bankName || PROPERTY_FIELD_LABELS.bankName);
  return account;
}
