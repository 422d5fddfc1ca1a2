CREATE SEQUENCE "public"."sale_certificate_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"utr_no" text NOT NULL,
	"paid_on" date NOT NULL,
	"receipt" jsonb,
	"status" text DEFAULT 'submitted' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "sale_payments_kind_check" CHECK ("sale_payments"."kind" in ('deposit', 'balance')),
	CONSTRAINT "sale_payments_status_check" CHECK ("sale_payments"."status" in ('submitted', 'verified', 'refused')),
	CONSTRAINT "sale_payments_amount_check" CHECK ("sale_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"buyer_id" uuid,
	"registration_id" uuid,
	"sale_price" bigint,
	"emd_amount" bigint DEFAULT 0 NOT NULL,
	"bids_count" integer NOT NULL,
	"bidders_count" integer NOT NULL,
	"extensions_count" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"deposit_due" bigint DEFAULT 0 NOT NULL,
	"deposit_due_by" date,
	"balance_due" bigint DEFAULT 0 NOT NULL,
	"balance_due_by" date,
	"reason" text,
	"certificate_no" text,
	"certificate_issued_at" timestamp with time zone,
	"certificate_issued_by" uuid,
	"reminded_for" text,
	"relisted_as" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_certificate_no_unique" UNIQUE("certificate_no"),
	CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('ended-no-bids', 'awaiting-confirmation', 'confirmed', 'not-confirmed', 'deposit-paid', 'completed', 'certificate-issued', 'forfeited'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "relisted_from" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "emd_state" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "emd_refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "emd_refund_utr_no" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "emd_refunded_on" date;--> statement-breakpoint
ALTER TABLE "sale_events" ADD CONSTRAINT "sale_events_property_id_sales_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."sales"("property_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_events" ADD CONSTRAINT "sale_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_property_id_sales_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."sales"("property_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_certificate_issued_by_users_id_fk" FOREIGN KEY ("certificate_issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_relisted_as_properties_id_fk" FOREIGN KEY ("relisted_as") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_events_property_idx" ON "sale_events" USING btree ("property_id","id");--> statement-breakpoint
CREATE INDEX "sale_payments_property_idx" ON "sale_payments" USING btree ("property_id","submitted_at");--> statement-breakpoint
CREATE INDEX "sale_payments_status_idx" ON "sale_payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sales_status_idx" ON "sales" USING btree ("status","closed_at");--> statement-breakpoint
CREATE INDEX "sales_buyer_idx" ON "sales" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "properties_to_close_idx" ON "properties" USING btree ("end_at") WHERE "properties"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_emd_state_idx" ON "registrations" USING btree ("emd_state","emd_refund_due_at");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_emd_state_check" CHECK ("registrations"."emd_state" in ('submitted', 'verified', 'adjusted', 'refund-due', 'refunded', 'forfeited'));--> statement-breakpoint
-- Registrations made before EMDs were tracked: an approved one's EMD was received; a rejected one's is owed back.
UPDATE "registrations" SET "emd_state" = 'verified' WHERE "status" = 'approved';--> statement-breakpoint
UPDATE "registrations" SET "emd_state" = 'refund-due', "emd_refund_due_at" = coalesce("status_changed_at", "updated_at") WHERE "status" = 'rejected';
--> statement-breakpoint
-- Auctions that ended before sales were tracked were settled outside the system: they count as closed, with no sale to follow.
UPDATE "properties" SET "closed_at" = "end_at" WHERE "end_at" <= now();
