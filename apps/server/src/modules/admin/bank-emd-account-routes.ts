import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  BankEmdAccountListSchema,
  BankEmdAccountResponseSchema,
  SaveBankEmdAccountSchema,
  SuccessOnlySchema,
} from '@eauction/shared';
import { sessionUser } from '../../platform/auth';
import { deleteBankEmdAccount, listBankEmdAccounts, saveBankEmdAccount } from './bank-emd-accounts';

const guarded = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const BankParams = z.object({
  bankName: z.string().trim().min(1).max(150).describe("The property's bank name, URL-encoded"),
});

/**
 * Default EMD beneficiary accounts per bank (decision 031), under the /api/admin guard like the rest of
 * the console. Registered by adminRoutes, inside its scope.
 */
export async function bankEmdAccountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  r.get(
    '/api/admin/bank-emd-accounts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'The default EMD account saved for each bank',
        security,
        response: { 200: BankEmdAccountListSchema, ...guarded },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'private, no-store').send({
        success: true as const,
        data: await listBankEmdAccounts(app.db),
      }),
  );

  r.put(
    '/api/admin/bank-emd-accounts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: "Save a bank's default EMD account (replacing the one it had)",
        description:
          'Add Property prefills the EMD account from it when that bank is chosen, and an added property or a ' +
          'spreadsheet row that leaves its five EMD account fields blank takes it. Properties keep the account ' +
          'they were given when the default changes later.',
        security,
        body: SaveBankEmdAccountSchema,
        response: { 200: BankEmdAccountResponseSchema, 400: ApiErrorSchema, ...guarded },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send({
        success: true as const,
        data: await saveBankEmdAccount(app.db, sessionUser(request), request.body),
      }),
  );

  r.delete(
    '/api/admin/bank-emd-accounts/:bankName',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: "Remove a bank's default EMD account",
        security,
        params: BankParams,
        response: { 200: SuccessOnlySchema, ...guarded, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteBankEmdAccount(app.db, sessionUser(request), request.params.bankName);
      return reply.header('cache-control', 'private, no-store').send({ success: true as const });
    },
  );
}
