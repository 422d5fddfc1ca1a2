import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  DOCUMENT_KINDS,
  DOCUMENT_TYPE_MESSAGE,
  NEFT_RTGS,
  REGISTRATION_MESSAGES,
  auctionRegistrationSchema,
  defaultEmdAmount,
  documentErrors,
  istEndOfDay,
  mayRegisterAgain,
  type DocumentField,
  type RegistrationCreated,
} from '@eauction/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { properties, registrations, users, type StoredFile } from '../../db/schema';
import type { SessionUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { writeAudit } from '../../platform/audit';
import { AppError, fieldMessages, propertyNotFound, validationFailed } from '../../platform/errors';
import { textOf } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail';
import { emdAccountOfRow, isPropertyId } from '../properties/service';
import { renderBidDocumentPdf } from './bid-document-pdf';
import { removeStoredFiles, type IncomingForm } from './read-registration-form';
import { bidDocumentMail } from './registration-mails';

export const registrationClosed = () =>
  new AppError('REGISTRATION_CLOSED', 409, REGISTRATION_MESSAGES.closed);
export const alreadyRegistered = () =>
  new AppError('ALREADY_REGISTERED', 409, REGISTRATION_MESSAGES.alreadyRegistered);

/** No 0/O or 1/I/L: the code is read aloud on the phone and typed from a printout. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 'EA-' + 8 characters: 31^8 ≈ 8.5e11 codes, so a collision (caught by the unique index) is not a concern. */
export function newConfirmationCode(): string {
  let code = 'EA-';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const c = e as { code?: unknown; constraint?: unknown; message: string };
    if (c.code === '23505' && (c.constraint === constraint || e.message.includes(constraint))) return true;
  }
  return false;
}

/**
 * One registration per user and auction (docs/product.md, "Submitting a registration"): a second one
 * is refused, unless the first was rejected, which the bidder may correct and submit again while registration
 * is open (decision 032). Called as soon as the form's auctionId is read, before any document is streamed to
 * disk, and again once the form is read.
 */
export async function refuseSecondRegistration(db: Db, user: SessionUser, auctionId: string): Promise<void> {
  const id = auctionId.trim();
  if (!isPropertyId(id)) return; // an unknown auction is answered 404 once the form is read
  const [existing] = await db
    .select({ status: registrations.status })
    .from(registrations)
    .where(and(eq(registrations.userId, user.id), eq(registrations.propertyId, id)));
  if (existing && !mayRegisterAgain(existing.status)) throw alreadyRegistered();
}

export interface RegisterDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'dataDir' | 'publicUrl'>;
}

/**
 * POST /api/auction/register after the body was read. Refusals come in this order: unknown property
 * (404), an e-mail that is not the caller's (400), registration closed (409), already registered (409;
 * also checked while the form is read, as soon as its auctionId arrives),
 * then every field and document rule at once (400). Only then are the documents moved into place, and the
 * registration, its Bid Document mail and the audit row commit together. A rejected registration of the
 * caller for the auction is replaced by this one, documents included (decision 032).
 */
export async function registerForAuction(
  deps: RegisterDeps,
  user: SessionUser,
  form: IncomingForm,
): Promise<RegistrationCreated> {
  const { db, clock, config } = deps;
  const { fields: input, documents } = form;

  const auctionId = input.auctionId?.trim() ?? '';
  if (!auctionId) throw validationFailed({ auctionId: 'errors.registration.auctionIdRequired' });
  if (!isPropertyId(auctionId)) throw propertyNotFound();
  const [property] = await db
    .select({
      id: properties.id,
      auctionCode: properties.auctionCode,
      propertyType: properties.propertyType,
      propertyLocation: properties.propertyLocation,
      state: properties.state,
      bankName: properties.bankName,
      reservePrice: properties.reservePrice,
      emdAmount: properties.emdAmount,
      auctionDate: properties.auctionDate,
      startAt: properties.startAt,
      endAt: properties.endAt,
      emdSubmission: properties.emdSubmission,
      emdAccountName: properties.emdAccountName,
      emdAccountNo: properties.emdAccountNo,
      emdIfscCode: properties.emdIfscCode,
      emdBankName: properties.emdBankName,
      emdBranch: properties.emdBranch,
      cancelledAt: properties.cancelledAt,
    })
    .from(properties)
    .where(eq(properties.id, auctionId));
  if (!property) throw propertyNotFound();

  const email = input.email?.trim() ?? '';
  if (!email) throw validationFailed({ email: 'account.email.required' });
  if (email.toLowerCase() !== user.email.toLowerCase()) {
    throw validationFailed({ email: REGISTRATION_MESSAGES.emailMismatch });
  }

  // Open to the end of the EMD submission day in Asia/Kolkata, on the server's clock, and never for an
  // auction that was cancelled (docs/product.md, "After the hammer").
  if (clock.now().getTime() > istEndOfDay(property.emdSubmission).getTime() || property.cancelledAt) {
    throw registrationClosed();
  }

  await refuseSecondRegistration(db, user, property.id);

  const parsed = auctionRegistrationSchema(property.reservePrice).safeParse({
    firstName: input.firstName,
    lastName: input.lastName,
    organizationName: input.organizationName,
    address: input.address,
    country: input.country,
    state: input.state,
    city: input.city,
    cityNotListed: input.cityNotListed,
    pincode: input.pincode,
    landline: input.landline,
    mobile: input.mobile,
    fax: input.fax,
    bankName: input.bankName,
    accountNo: input.accountNo,
    ifscCode: input.ifscCode,
    offerValue: input.offerValue,
    paymentMode: input.paymentMode,
    utrNo: input.utrNo,
  });
  const errors = parsed.success ? {} : fieldMessages(parsed.error.issues);
  const present: Partial<Record<DocumentField, boolean>> = {};
  for (const kind of DOCUMENT_KINDS) {
    const doc = documents[kind];
    if (!doc) continue;
    present[kind] = true;
    if (!doc.mime) errors[kind] = DOCUMENT_TYPE_MESSAGE;
  }
  for (const [kind, message] of Object.entries(documentErrors(present, input.paymentMode?.trim() ?? ''))) {
    if (!(kind in errors)) errors[kind] = message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw validationFailed(errors);
  const form_ = parsed.data;
  const isNeft = form_.paymentMode === NEFT_RTGS;

  const [account] = await db
    .select({ email: users.email, pancardNo: users.pancardNo, language: users.language })
    .from(users)
    .where(eq(users.id, user.id));
  if (!account) throw new AppError('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);

  // The property's own EMD amount; 10% of the reserve where none was set.
  const emdAmount = property.emdAmount > 0 ? property.emdAmount : defaultEmdAmount(property.reservePrice);
  const confirmationCode = newConfirmationCode();
  const createdAt = clock.now();
  const utrNo = isNeft ? (form_.utrNo ?? '') : '';
  const pdfInput = {
    confirmationCode,
    createdAt,
    property,
    buyer: {
      firstName: form_.firstName,
      lastName: form_.lastName,
      organizationName: form_.organizationName,
      address: form_.address ?? '',
      city: form_.city,
      state: form_.state,
      pincode: form_.pincode,
      country: form_.country,
      email: account.email,
      mobile: form_.mobile,
      landline: form_.landline,
      fax: form_.fax ?? '',
      pancardNo: account.pancardNo,
    },
    bank: { bankName: form_.bankName, accountNo: form_.accountNo, ifscCode: form_.ifscCode },
    offerValue: form_.offerValue,
    paymentMode: form_.paymentMode,
    utrNo,
    emdAmount,
    emdAccount: emdAccountOfRow(property),
    publicUrl: config.publicUrl,
  };
  const pdf = await renderBidDocumentPdf(pdfInput, account.language);

  const stored = await form.keep();
  const pancardFile = stored.pancardFile;
  const addressProof = stored.addressProof;
  if (!pancardFile || !addressProof) {
    // Checked above; reaching here means the files vanished between the checks and the move.
    await removeStoredFiles(config.dataDir, Object.values(stored));
    throw new Error('registration documents missing after validation');
  }

  const submission = {
    firstName: form_.firstName,
    lastName: form_.lastName,
    organizationName: form_.organizationName,
    address: form_.address ?? '',
    country: form_.country,
    state: form_.state,
    city: form_.city,
    pincode: form_.pincode,
    landline: form_.landline,
    mobile: form_.mobile,
    fax: form_.fax ?? '',
    email: account.email,
    pancardFile,
    addressProof,
    paymentReceipt: stored.paymentReceipt ?? null,
    bankName: form_.bankName,
    accountNo: form_.accountNo,
    ifscCode: form_.ifscCode,
    offerValue: form_.offerValue,
    paymentMode: form_.paymentMode,
    utrNo,
    emdAmount,
    auctionDate: property.auctionDate,
    status: 'pending' as const,
    confirmationCode,
    // A submission made again is dated when it was made: the officer reviews it as new (decision 032).
    createdAt,
  };
  let replaced: StoredFile[] = [];
  let created: RegistrationCreated;
  try {
    created = await db.transaction(async (tx) => {
      // The caller's rejected registration, if any, under a lock: an officer's change or a second
      // submission in between finds it no longer rejected (decision 032).
      const [previous] = await tx
        .select({
          id: registrations.id,
          status: registrations.status,
          emdState: registrations.emdState,
          emdRefundDueAt: registrations.emdRefundDueAt,
          emdRefundUtrNo: registrations.emdRefundUtrNo,
          emdRefundedOn: registrations.emdRefundedOn,
          pancardFile: registrations.pancardFile,
          addressProof: registrations.addressProof,
          paymentReceipt: registrations.paymentReceipt,
        })
        .from(registrations)
        .where(and(eq(registrations.userId, user.id), eq(registrations.propertyId, property.id)))
        .for('update');
      if (previous && !mayRegisterAgain(previous.status)) throw alreadyRegistered();
      const [row] = previous
        ? await tx
            .update(registrations)
            .set({
              ...submission,
              rejectionReason: null,
              statusChangedAt: null,
              statusChangedBy: null,
              // A new submission carries a new EMD payment (docs/product.md, "Every EMD accounted
              // for"): the rejected one's refund, due or made, stays in the audit row below.
              emdState: 'submitted',
              emdRefundDueAt: null,
              emdRefundUtrNo: null,
              emdRefundedOn: null,
            })
            .where(eq(registrations.id, previous.id))
            .returning()
        : await tx
            .insert(registrations)
            .values({ userId: user.id, propertyId: property.id, ...submission })
            .returning();
      if (!row) throw new Error('registrations insert returned nothing');
      if (previous)
        replaced = [previous.pancardFile, previous.addressProof, previous.paymentReceipt ?? []].flat();

      await enqueueMail(
        tx,
        bidDocumentMail({
          to: {
            email: account.email,
            firstName: form_.firstName,
            lastName: form_.lastName,
            language: account.language,
          },
          confirmationCode,
          property,
          offerValue: form_.offerValue,
          paymentMode: form_.paymentMode,
          utrNo,
          emdAmount,
          pancardNo: account.pancardNo,
          refund: { bankName: form_.bankName, accountNo: form_.accountNo },
          emdAccount: pdfInput.emdAccount,
          pdf,
          publicUrl: config.publicUrl,
        }),
      );
      await writeAudit(tx, {
        actorId: user.id,
        action: previous ? 'registration.resubmitted' : 'registration.created',
        entity: 'registration',
        entityId: row.id,
        ...(previous
          ? {
              before: {
                status: previous.status,
                emdState: previous.emdState,
                emdRefundDueAt: previous.emdRefundDueAt?.toISOString() ?? null,
                emdRefundUtrNo: previous.emdRefundUtrNo,
                emdRefundedOn: previous.emdRefundedOn,
              },
            }
          : {}),
        after: { propertyId: property.id, status: row.status, confirmationCode, offerValue: row.offerValue },
      });
      return {
        _id: row.id,
        emdAmount: row.emdAmount,
        status: row.status,
        confirmationCode: row.confirmationCode,
        createdAt: row.createdAt.toISOString(),
        // In English, as every text of the API; the web app shows the key's text in the page's language.
        message: textOf(REGISTRATION_MESSAGES.submitted),
      };
    });
  } catch (error) {
    await removeStoredFiles(config.dataDir, Object.values(stored));
    // Two submissions raced past the check above; the database kept one.
    if (isUniqueViolation(error, 'registrations_user_property_unique')) throw alreadyRegistered();
    throw error;
  }
  // The rejected submission's documents went with it; the audit log keeps its history.
  await removeStoredFiles(config.dataDir, replaced);
  return created;
}
