import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EmdState, Locale, PaymentKind, PaymentStatus, SaleStatus } from '@eauction/shared';

/**
 * The whole data model of the product (docs/product.md, "Stored data"; the tables are listed in
 * ARCHITECTURE.md, "Data"), so later features add behaviour rather than reshape tables. snake_case in SQL,
 * camelCase here. Money is whole rupees in bigint (read as JS numbers: 2^53 rupees is far beyond any
 * auction). Instants are timestamptz; calendar dates of the auction house (Asia/Kolkata) are `date` read as
 * 'YYYY-MM-DD' strings, so no zone can shift them.
 *
 * Enumerations are text with CHECK constraints rather than PostgreSQL enums: adding a value later is
 * then a one-line migration that never needs ALTER TYPE outside a transaction.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = (name: string) => bigint(name, { mode: 'number' });

/** A document a user uploaded; the file lives under DATA_DIR/uploads with a name the server chose. */
export interface StoredFile {
  storedName: string;
  originalName: string;
  mime: string;
  size: number;
}

/** Attachment of a queued e-mail; the content is kept inline so a retry needs nothing else. */
export interface QueuedAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'user' | 'admin'>().notNull().default('user'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    organizationName: text('organization_name').notNull().default(''),
    address: text('address').notNull().default(''),
    country: text('country').notNull().default('India'),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    landlineNo: text('landline_no').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    fax: text('fax').notNull().default(''),
    pancardNo: text('pancard_no').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    accountNo: text('account_no').notNull().default(''),
    ifscCode: text('ifsc_code').notNull().default(''),
    /** The language of the user's mails and documents (docs/product.md, "Languages"). */
    language: text('language').$type<Locale>().notNull().default('en'),
    preferredCountry: text('preferred_country').notNull().default(''),
    preferredState: text('preferred_state').notNull().default(''),
    preferredCity: text('preferred_city').notNull().default(''),
    preferredIndustry: text('preferred_industry').notNull().default(''),
    preferredSubIndustry: text('preferred_sub_industry').notNull().default(''),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** Bumped by logout-everywhere and password reset: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // E-mail is unique whatever its case: 'A@x.in' and 'a@x.in' are one person.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'hi')`),
  ],
);

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The auction house's own reference: the spreadsheet's 'Auction ID'. Re-uploads update by it. */
    auctionCode: text('auction_code').notNull().unique(),
    customerName: text('customer_name').notNull(),
    propertyType: text('property_type').notNull(),
    /** City. */
    propertyLocation: text('property_location').notNull(),
    state: text('state').notNull(),
    zone: text('zone').notNull().default(''),
    region: text('region').notNull().default(''),
    possessionType: text('possession_type').notNull().default(''),
    vendor: text('vendor').notNull().default(''),
    /** The secured creditor selling the property (the home filter's 'Bank'). */
    bankName: text('bank_name').notNull(),
    reservePrice: money('reserve_price').notNull(),
    emdAmount: money('emd_amount').notNull(),
    bidIncrement: money('bid_increment').notNull().default(1000),
    currentBid: money('current_bid'),
    currentBidderId: uuid('current_bidder_id').references(() => users.id, { onDelete: 'set null' }),
    auctionDate: date('auction_date', { mode: 'string' }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Includes soft-close extensions: the one place the end of bidding is read from. */
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    extensionCount: integer('extension_count').notNull().default(0),
    /** EMD deadline; registration stays open to the end of that day in Asia/Kolkata. */
    emdSubmission: date('emd_submission', { mode: 'string' }).notNull(),
    loanAccountNo: text('loan_account_no').notNull().default(''),
    cifId: bigint('cif_id', { mode: 'number' }).notNull().default(0),
    propertySchedule: text('property_schedule').notNull().default(''),
    /** Longitude and latitude, both or neither (shown as [lng, lat]: docs/product.md, "Location map"). */
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    /** Relative to DATA_DIR, e.g. 'notices/EN-2026-0001.pdf'; never a public URL. */
    saleNoticePath: text('sale_notice_path'),
    photos: jsonb('photos').$type<StoredFile[]>().notNull().default([]),
    /*
     * The EMD beneficiary account bidders pay into (decision 031): all five or none. None is a
     * property loaded before accounts were kept, shown as 'not yet published' until an admin adds one.
     */
    emdAccountName: text('emd_account_name'),
    emdAccountNo: text('emd_account_no'),
    emdIfscCode: text('emd_ifsc_code'),
    emdBankName: text('emd_bank_name'),
    emdBranch: text('emd_branch'),
    /** Last per-auction bid sequence number handed out; bids.seq continues from it. */
    bidSeq: integer('bid_seq').notNull().default(0),
    /** Who led before the current bidder: the bidder the last bid outbid (outbid notices). */
    previousBidderId: uuid('previous_bidder_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Standing (enabled, not exhausted) auto-bids on this auction, kept by the engine under the row
     * lock. Zero lets a manual bid skip reading the proxies.
     */
    activeAutoBids: integer('active_auto_bids').notNull().default(0),
    /** Optimistic-concurrency counter for admin edits racing with bids. */
    version: integer('version').notNull().default(0),
    /** When the closing job recorded the result (docs/product.md, "After the hammer"); null until then. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** An auction an officer cancelled before its end, and why; its window was cut short at that moment. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelReason: text('cancel_reason'),
    /** The earlier auction of the same property this one puts up again (a re-auction). */
    relistedFrom: uuid('relisted_from'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The closing job's search: ended, not yet closed (partial, so it stays as small as that set).
    index('properties_to_close_idx')
      .on(t.endAt)
      .where(sql`${t.closedAt} is null`),
    /*
     * The catalogue's order (not ended first, by end, ties by id) and its filters. Each of these
     * indexes leads with one filter and holds every column the catalogue filters on, so the count and
     * the choice of a page are read from whichever index narrows the most, never from the table
     * (docs/decisions/036-catalogue-counts-and-pages-from-covering-indexes.md). Type containment is
     * resolved to the few distinct types (read from the type index), then matched by equality.
     */
    index('properties_end_at_idx').on(
      t.endAt,
      t.id,
      t.propertyType,
      t.propertyLocation,
      t.bankName,
      t.reservePrice,
      t.auctionDate,
      t.startAt,
    ),
    index('properties_location_idx').on(
      t.propertyLocation,
      t.endAt,
      t.id,
      t.propertyType,
      t.bankName,
      t.reservePrice,
      t.auctionDate,
      t.startAt,
    ),
    index('properties_bank_name_idx').on(
      t.bankName,
      t.endAt,
      t.id,
      t.propertyType,
      t.propertyLocation,
      t.reservePrice,
      t.auctionDate,
      t.startAt,
    ),
    index('properties_type_idx').on(
      t.propertyType,
      t.endAt,
      t.id,
      t.propertyLocation,
      t.bankName,
      t.reservePrice,
      t.auctionDate,
      t.startAt,
    ),
    index('properties_reserve_price_idx').on(
      t.reservePrice,
      t.endAt,
      t.id,
      t.propertyType,
      t.propertyLocation,
      t.bankName,
      t.auctionDate,
      t.startAt,
    ),
    index('properties_auction_date_idx').on(
      t.auctionDate,
      t.endAt,
      t.id,
      t.propertyType,
      t.propertyLocation,
      t.bankName,
      t.reservePrice,
      t.startAt,
    ),
    index('properties_state_idx').on(t.state),
    check('properties_window_check', sql`${t.endAt} > ${t.startAt}`),
    check(
      'properties_money_check',
      sql`${t.reservePrice} >= 0 and ${t.emdAmount} >= 0 and ${t.bidIncrement} > 0`,
    ),
    check('properties_location_pair_check', sql`(${t.lng} is null) = (${t.lat} is null)`),
    check('properties_active_auto_bids_check', sql`${t.activeAutoBids} >= 0`),
    check(
      'properties_emd_account_check',
      sql`num_nulls(${t.emdAccountName}, ${t.emdAccountNo}, ${t.emdIfscCode}, ${t.emdBankName}, ${t.emdBranch}) in (0, 5)`,
    ),
  ],
);

/**
 * A bank's default EMD beneficiary account (decision 031), keyed by the property's bank name as Add
 * Property and the spreadsheet write it: Add Property prefills from it, and an imported row (or an
 * added property) without an account of its own takes it.
 */
export const bankEmdAccounts = pgTable('bank_emd_accounts', {
  bankName: text('bank_name').primaryKey(),
  accountName: text('account_name').notNull(),
  accountNo: text('account_no').notNull(),
  ifscCode: text('ifsc_code').notNull(),
  /** The bank that holds the account, which need not be the property's bank. */
  accountBankName: text('account_bank_name').notNull(),
  branch: text('branch').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A user's saved ("interested") properties. */
export const interests = pgTable(
  'interests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('interests_property_idx').on(t.propertyId),
  ],
);

/**
 * Auction registration (docs/product.md, "Auction registration record"): the form's fields, the KYC
 * documents and the review status.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // An auction with registrations cannot be deleted (docs/product.md, "Delete auction").
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    organizationName: text('organization_name').notNull(),
    address: text('address').notNull().default(''),
    country: text('country').notNull().default('India'),
    state: text('state').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    landline: text('landline').notNull(),
    mobile: text('mobile').notNull(),
    fax: text('fax').notNull().default(''),
    email: text('email').notNull(),
    pancardFile: jsonb('pancard_file').$type<StoredFile>().notNull(),
    addressProof: jsonb('address_proof').$type<StoredFile>().notNull(),
    paymentReceipt: jsonb('payment_receipt').$type<StoredFile>(),
    bankName: text('bank_name').notNull(),
    accountNo: text('account_no').notNull(),
    ifscCode: text('ifsc_code').notNull(),
    offerValue: money('offer_value').notNull(),
    paymentMode: text('payment_mode').notNull(),
    utrNo: text('utr_no').notNull().default(''),
    /** Snapshot at registration time: what the bidder was told to pay. */
    emdAmount: money('emd_amount').notNull(),
    auctionDate: date('auction_date', { mode: 'string' }).notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    confirmationCode: text('confirmation_code'),
    /** The officer's reason while the status is 'rejected' (mailed to the bidder); null otherwise. */
    rejectionReason: text('rejection_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Where the EMD stands (docs/product.md, "Every EMD accounted for"), beside the review status. */
    emdState: text('emd_state').$type<EmdState>().notNull().default('submitted'),
    /** When a refund fell due; a refund due for over seven days is flagged. */
    emdRefundDueAt: timestamp('emd_refund_due_at', { withTimezone: true, mode: 'date' }),
    emdRefundUtrNo: text('emd_refund_utr_no'),
    emdRefundedOn: date('emd_refunded_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('registrations_emd_state_idx').on(t.emdState, t.emdRefundDueAt),
    check(
      'registrations_emd_state_check',
      sql`${t.emdState} in ('submitted', 'verified', 'adjusted', 'refund-due', 'refunded', 'forfeited')`,
    ),
    unique('registrations_user_property_unique').on(t.userId, t.propertyId),
    index('registrations_property_idx').on(t.propertyId),
    index('registrations_status_idx').on(t.status, t.createdAt),
    uniqueIndex('registrations_confirmation_code_unique').on(t.confirmationCode),
    check('registrations_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** Append-only bid ledger. The unique pairs are the engine's invariants written into the database. */
export const bids = pgTable(
  'bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    isAuto: boolean('is_auto').notNull().default(false),
    seq: integer('seq').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('bids_property_seq_unique').on(t.propertyId, t.seq),
    // Two bids never win the same amount in one auction.
    unique('bids_property_amount_unique').on(t.propertyId, t.amount),
    index('bids_bidder_idx').on(t.bidderId, t.placedAt),
    check('bids_amount_check', sql`${t.amount} > 0`),
  ],
);

/** One standing proxy bid per user and auction (docs/product.md, "Auto-bidding"; run by the server). */
export const autoBids = pgTable(
  'auto_bids',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    maxAmount: money('max_amount').notNull(),
    increment: money('increment').notNull().default(1000),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * Set when the proxy was outbid beyond its maximum (or could no longer cover its increment). One
     * use per auction: an exhausted proxy never bids again and cannot be set up again.
     */
    exhaustedAt: timestamp('exhausted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    // Earliest auto-bid wins ties: the engine reads them in this order.
    index('auto_bids_property_idx').on(t.propertyId, t.createdAt),
    check('auto_bids_amount_check', sql`${t.maxAmount} > 0 and ${t.increment} > 0`),
  ],
);

/**
 * When a bidder was last e-mailed that they had been outbid in an auction. The conditional upsert on
 * this row is what limits the mail to one per auction per interval, across every server instance.
 */
export const outbidNotices = pgTable(
  'outbid_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** On the server's business clock, like the bids it reports. */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] })],
);

/** Verification and reset tokens: only a hash is stored, so a database leak hands out no live link. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify-email' | 'reset-password'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.userId, t.purpose),
    check('email_tokens_purpose_check', sql`${t.purpose} in ('verify-email', 'reset-password')`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull().default(''),
    contactNumber: text('contact_number').notNull().default(''),
    message: text('message').notNull(),
    /** Kept for abuse handling only. */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * Durable outgoing mail. A message is written in the same transaction as the change it reports, and a
 * worker sends it with retries, so a failing SMTP server delays mail but never loses it.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<QueuedAttachment[]>(),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mail_queue_due_idx').on(t.status, t.nextAttemptAt),
    // Per-recipient caps count recent mails of one kind (auth/service.ts, registration attempts).
    index('mail_queue_recipient_idx').on(t.toAddress, t.createdAt),
    check('mail_queue_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/**
 * Failed logins, one row per failure, counted per account (by e-mail, so an address with no account
 * is throttled exactly like one with an account and the answers reveal nothing). Times are the
 * server's clock. Rows older than a day are pruned as new ones arrive.
 *
 * A login reserves its row before the password is checked (`pending`), so attempts being judged at
 * the same moment count against the limit too (login-throttle.ts).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased as typed at login. */
    email: text('email').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Kept for abuse handling only. */
    ip: text('ip'),
    /** The attempt is still being judged: it counts as a failure until it is settled or released. */
    pending: boolean('pending').notNull().default(false),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.failedAt),
    index('login_failures_time_idx').on(t.failedAt),
  ],
);

/**
 * Captcha challenges already accepted: each solved challenge logs in once. The primary key makes a
 * concurrent replay fail in the database, not only in this process. Rows expire with their challenge.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    /** SHA-256 of the challenge's signature (which covers its random nonce). */
    challengeHash: text('challenge_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('captcha_solutions_expires_idx').on(t.expiresAt)],
);

export type UserRow = typeof users.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
export type BankEmdAccountRow = typeof bankEmdAccounts.$inferSelect;
export type RegistrationRow = typeof registrations.$inferSelect;
export type BidRow = typeof bids.$inferSelect;
export type AutoBidRow = typeof autoBids.$inferSelect;
export type MailRow = typeof mailQueue.$inferSelect;

/** Bank holidays of the auction house's zone, besides Sundays and the 2nd and 4th Saturdays. */
export const holidays = pgTable('holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});

/** Numbers of sale certificates: SC-<year>-<n>, never reused. */
export const saleCertificateSeq = pgSequence('sale_certificate_seq', { startWith: 1 });

/**
 * The sale of a closed auction (docs/product.md, "After the hammer"): one row per auction, written by
 * the closing job, moved on by officers and the buyer's payments. The primary key is what makes
 * closing happen once however many instances try.
 */
export const sales = pgTable(
  'sales',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'restrict' }),
    status: text('status').$type<SaleStatus>().notNull(),
    /** The highest bidder and their registration; null when nobody bid. */
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'restrict' }),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'restrict' }),
    salePrice: money('sale_price'),
    /** The buyer's EMD (their registration's snapshot), counted towards the deposit. */
    emdAmount: money('emd_amount').notNull().default(0),
    bidsCount: integer('bids_count').notNull(),
    biddersCount: integer('bidders_count').notNull(),
    extensionsCount: integer('extensions_count').notNull(),
    /** On the business clock, like the end of bidding it follows. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    depositDue: money('deposit_due').notNull().default(0),
    depositDueBy: date('deposit_due_by', { mode: 'string' }),
    balanceDue: money('balance_due').notNull().default(0),
    balanceDueBy: date('balance_due_by', { mode: 'string' }),
    /** The not-confirmed or forfeiture reason. */
    reason: text('reason'),
    certificateNo: text('certificate_no').unique(),
    certificateIssuedAt: timestamp('certificate_issued_at', { withTimezone: true, mode: 'date' }),
    certificateIssuedBy: uuid('certificate_issued_by').references(() => users.id, { onDelete: 'set null' }),
    /** The deadline (`kind:YYYY-MM-DD`) the buyer was last reminded of, so each is mailed once. */
    remindedFor: text('reminded_for'),
    /** The re-auction made of this sale, if any. */
    relistedAs: uuid('relisted_as').references(() => properties.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sales_status_idx').on(t.status, t.closedAt),
    index('sales_buyer_idx').on(t.buyerId),
    check(
      'sales_status_check',
      sql`${t.status} in ('ended-no-bids', 'awaiting-confirmation', 'confirmed', 'not-confirmed', 'deposit-paid', 'completed', 'certificate-issued', 'forfeited')`,
    ),
  ],
);

/** A payment the buyer reports (deposit or balance) and the officer verifies or refuses. */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => sales.propertyId, { onDelete: 'restrict' }),
    kind: text('kind').$type<PaymentKind>().notNull(),
    amount: money('amount').notNull(),
    utrNo: text('utr_no').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    receipt: jsonb('receipt').$type<StoredFile>(),
    status: text('status').$type<PaymentStatus>().notNull().default('submitted'),
    note: text('note').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sale_payments_property_idx').on(t.propertyId, t.submittedAt),
    index('sale_payments_status_idx').on(t.status),
    check('sale_payments_kind_check', sql`${t.kind} in ('deposit', 'balance')`),
    check('sale_payments_status_check', sql`${t.status} in ('submitted', 'verified', 'refused')`),
    check('sale_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Every transition of a sale: the timeline officers read (who, when, why). */
export const saleEvents = pgTable(
  'sale_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => sales.propertyId, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<SaleStatus>(),
    toStatus: text('to_status').$type<SaleStatus>().notNull(),
    /** Null for the server itself (closing, a payment that completes the amount due). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sale_events_property_idx').on(t.propertyId, t.id)],
);
