CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_bids" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"max_amount" bigint NOT NULL,
	"increment" bigint DEFAULT 1000 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_bids_user_id_property_id_pk" PRIMARY KEY("user_id","property_id"),
	CONSTRAINT "auto_bids_amount_check" CHECK ("auto_bids"."max_amount" > 0 and "auto_bids"."increment" > 0)
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"is_auto" boolean DEFAULT false NOT NULL,
	"seq" integer NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_property_seq_unique" UNIQUE("property_id","seq"),
	CONSTRAINT "bids_property_amount_unique" UNIQUE("property_id","amount"),
	CONSTRAINT "bids_amount_check" CHECK ("bids"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "email_tokens_purpose_check" CHECK ("email_tokens"."purpose" in ('verify-email', 'reset-password'))
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interests_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "mail_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attachments" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_queue_status_check" CHECK ("mail_queue"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"property_type" text NOT NULL,
	"property_location" text NOT NULL,
	"state" text NOT NULL,
	"zone" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"possession_type" text DEFAULT '' NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"bank_name" text NOT NULL,
	"reserve_price" bigint NOT NULL,
	"emd_amount" bigint NOT NULL,
	"bid_increment" bigint DEFAULT 1000 NOT NULL,
	"current_bid" bigint,
	"current_bidder_id" uuid,
	"auction_date" date NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"extension_count" integer DEFAULT 0 NOT NULL,
	"emd_submission" date NOT NULL,
	"loan_account_no" text DEFAULT '' NOT NULL,
	"cif_id" bigint DEFAULT 0 NOT NULL,
	"property_schedule" text DEFAULT '' NOT NULL,
	"lng" double precision,
	"lat" double precision,
	"sale_notice_path" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bid_seq" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_auction_code_unique" UNIQUE("auction_code"),
	CONSTRAINT "properties_window_check" CHECK ("properties"."end_at" > "properties"."start_at"),
	CONSTRAINT "properties_money_check" CHECK ("properties"."reserve_price" >= 0 and "properties"."emd_amount" >= 0 and "properties"."bid_increment" > 0),
	CONSTRAINT "properties_location_pair_check" CHECK (("properties"."lng" is null) = ("properties"."lat" is null))
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"organization_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"pincode" text NOT NULL,
	"landline" text NOT NULL,
	"mobile" text NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"pancard_file" jsonb NOT NULL,
	"address_proof" jsonb NOT NULL,
	"payment_receipt" jsonb,
	"bank_name" text NOT NULL,
	"account_no" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"offer_value" bigint NOT NULL,
	"payment_mode" text NOT NULL,
	"utr_no" text DEFAULT '' NOT NULL,
	"emd_amount" bigint NOT NULL,
	"auction_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmation_code" text,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_user_property_unique" UNIQUE("user_id","property_id"),
	CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"organization_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"pincode" text DEFAULT '' NOT NULL,
	"landline_no" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"pancard_no" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"ifsc_code" text DEFAULT '' NOT NULL,
	"preferred_country" text DEFAULT '' NOT NULL,
	"preferred_state" text DEFAULT '' NOT NULL,
	"preferred_city" text DEFAULT '' NOT NULL,
	"preferred_industry" text DEFAULT '' NOT NULL,
	"preferred_sub_industry" text DEFAULT '' NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_bids" ADD CONSTRAINT "auto_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_bids" ADD CONSTRAINT "auto_bids_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_current_bidder_id_users_id_fk" FOREIGN KEY ("current_bidder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "auto_bids_property_idx" ON "auto_bids" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_bidder_idx" ON "bids" USING btree ("bidder_id","placed_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "interests_property_idx" ON "interests" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "properties_end_at_idx" ON "properties" USING btree ("end_at","id");--> statement-breakpoint
CREATE INDEX "properties_auction_date_idx" ON "properties" USING btree ("auction_date");--> statement-breakpoint
CREATE INDEX "properties_location_idx" ON "properties" USING btree ("property_location");--> statement-breakpoint
CREATE INDEX "properties_reserve_price_idx" ON "properties" USING btree ("reserve_price");--> statement-breakpoint
CREATE INDEX "properties_bank_name_idx" ON "properties" USING btree ("bank_name");--> statement-breakpoint
CREATE INDEX "properties_state_idx" ON "properties" USING btree ("state");--> statement-breakpoint
CREATE INDEX "properties_type_idx" ON "properties" USING btree ("property_type");--> statement-breakpoint
CREATE INDEX "registrations_property_idx" ON "registrations" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_confirmation_code_unique" ON "registrations" USING btree ("confirmation_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));