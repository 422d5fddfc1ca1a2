import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminRegistrationPageSchema,
  AdminRegistrationQuerySchema,
  AdminRegistrationResponseSchema,
  AdminRegistrationsResponseSchema,
  ApiErrorSchema,
  AuctionAccessResponseSchema,
  DOCUMENT_KINDS,
  MyRegistrationsResponseSchema,
  PathIdSchema,
  RegistrationCreatedResponseSchema,
  RegistrationStatusUpdateSchema,
} from '@eauction/shared';
import { sessionUser } from '../../platform/auth';
import { dataPath, resolveStoredPath } from '../../platform/storage';
import { assertAuctionAccess } from './auction-access';
import { readRegistrationForm } from './read-registration-form';
import { refuseSecondRegistration, registerForAuction } from './register-for-auction';
import {
  changeRegistrationStatus,
  findRegistrationDocument,
  listAllRegistrations,
  listAuctionRegistrations,
  listMyRegistrations,
  registrationNotFound,
} from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * Auction participation: registration with KYC documents, the buyer's list, the access check
 * the live auction relies on, the documents, and the admin review. Multipart is registered here only, so
 * no other route accepts it.
 */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  // Sizes are checked per file in readRegistrationForm, so the answer names the field.
  await app.register(multipart, { throwFileSizeLimit: false });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auction/register',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Auction registration'],
        summary: 'Register for an auction (multipart/form-data)',
        description:
          'Text fields of the auction registration form plus auctionId (the property _id), email (the ' +
          "account's) and auctionDate (informational); files pancardFile, addressProof and paymentReceipt " +
          "(required unless paymentMode is 'Neft - Rtgs'). Each file at most UPLOAD_MAX_BYTES; only PDF, JPEG " +
          'and PNG, decided from the bytes. Send auctionId before the files: a caller who already registered ' +
          'for that auction is then answered 409 before any file is read, unless that registration was ' +
          'rejected: while EMD submission is open, the new submission replaces it and goes back to review ' +
          '(decision 032).',
        security: [{ bearerAuth: [] }],
        response: {
          201: RegistrationCreatedResponseSchema,
          ...errors,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const form = await readRegistrationForm(request, {
        dataDir: app.config.dataDir,
        maxBytes: app.config.uploadMaxBytes,
        checkAuctionId: (auctionId) => refuseSecondRegistration(app.db, user, auctionId),
      });
      try {
        const created = await registerForAuction(
          { db: app.db, clock: app.clock, config: app.config },
          user,
          form,
        );
        app.mailer.kick();
        return reply.code(201).send({ success: true as const, data: created });
      } finally {
        await form.discard();
      }
    },
  );

  r.get(
    '/api/auction/my-registrations',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Auction registration'],
        summary: "The caller's auction registrations, newest first",
        description:
          'Each with its status, the reason of a rejection (`rejectionReason`) and whether a new submission ' +
          'for the auction is accepted now (`canRegisterAgain`: rejected while EMD submission is open). ' +
          'Per user and never cached; the catalogue stays the same for everyone (decision 032).',
        security: [{ bearerAuth: [] }],
        response: { 200: MyRegistrationsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await listMyRegistrations(app.db, app.clock, sessionUser(request).id);
      return reply.header('cache-control', 'private, no-store').send({ success: true as const, data });
    },
  );

  r.get(
    '/api/auction/check-access/:propertyId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Auction registration'],
        summary: 'Whether the caller may join the live auction (approved registration, or admin)',
        security: [{ bearerAuth: [] }],
        params: z.object({ propertyId: PathIdSchema.describe('The property _id') }),
        response: { 200: AuctionAccessResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await assertAuctionAccess(app.db, sessionUser(request), request.params.propertyId);
      return reply
        .header('cache-control', 'private, no-store')
        .send({ success: true as const, data: { hasAccess: true as const } });
    },
  );

  r.get(
    '/api/registrations/:id/documents/:kind',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Auction registration'],
        summary: "A registration's KYC document (its owner and admins only)",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: PathIdSchema.describe('The registration _id'), kind: z.enum(DOCUMENT_KINDS) }),
        response: { 200: z.unknown().describe('application/pdf, image/jpeg or image/png'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const file = await findRegistrationDocument(app.db, sessionUser(request), id, kind);
      const full = resolveStoredPath(dataPath(app.config.dataDir, 'uploads'), file.storedName);
      const info = full ? await stat(full).catch(() => null) : null;
      if (!full || !info?.isFile()) {
        request.log.error({ registrationId: id, kind }, 'registration document file is missing');
        throw registrationNotFound();
      }
      const ext = file.storedName.split('.').pop() ?? 'bin';
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `inline; filename="${kind}.${ext}"`)
        .header('content-length', info.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(createReadStream(full));
    },
  );

  r.get(
    '/api/admin/registrations',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Auction registrations, newest first, searchable and paged (Registration Management)',
        description:
          'q matches (ignoring case, anywhere in the text) the bidder name, e-mail, Auction ID, property _id ' +
          'and UTR number; status narrows to pending, approved or rejected; limit (1 to 200) and offset page. ' +
          'Without limit every matching registration is answered, and limit is then their number (at least 1).',
        security: [{ bearerAuth: [] }],
        querystring: AdminRegistrationQuerySchema,
        response: {
          200: AdminRegistrationPageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { items, total } = await listAllRegistrations(app.db, q);
      return reply.header('cache-control', 'private, no-store').send({
        success: true as const,
        data: items,
        total,
        limit: q.limit ?? Math.max(items.length, 1),
        offset: q.offset,
      });
    },
  );

  r.put(
    '/api/admin/registrations/:id/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: "Change a registration's status (any status to any other); the buyer is e-mailed",
        description:
          'The status it already has changes nothing and mails nothing. With `from` (the status the officer ' +
          'saw), 409 when the registration no longer has it, and nothing changes. A rejection needs a ' +
          '`reason` (at most 500 characters), which is stored and mailed to the bidder.',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: PathIdSchema.describe('The registration _id') }),
        body: RegistrationStatusUpdateSchema,
        response: { 200: AdminRegistrationResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await changeRegistrationStatus(
        { db: app.db, clock: app.clock, publicUrl: app.config.publicUrl },
        sessionUser(request),
        request.params.id,
        request.body,
      );
      app.mailer.kick();
      if (data.status !== 'approved') {
        // Their open live-auction pages stop receiving the auction at once, on every instance.
        app.bidding.accessRevoked(data.user._id, data.auctionId).catch((error: unknown) => {
          request.log.warn(
            { err: error, registrationId: data._id },
            'live sockets not told of a lost access',
          );
        });
      }
      return reply.send({ success: true as const, data });
    },
  );

  r.get(
    '/api/admin/auctions/:auctionId/registrations',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: "One auction's registrations (auctionId is the property _id)",
        security: [{ bearerAuth: [] }],
        params: z.object({ auctionId: PathIdSchema.describe('The property _id') }),
        response: { 200: AdminRegistrationsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await listAuctionRegistrations(app.db, request.params.auctionId);
      return reply.header('cache-control', 'private, no-store').send({ success: true as const, data });
    },
  );
}
