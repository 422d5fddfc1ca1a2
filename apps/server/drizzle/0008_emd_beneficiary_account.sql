CREATE TABLE "bank_emd_accounts" (
	"bank_name" text PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"account_bank_name" text NOT NULL,
	"branch" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "emd_account_name" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "emd_account_no" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "emd_ifsc_code" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "emd_bank_name" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "emd_branch" text;--> statement-breakpoint
ALTER TABLE "bank_emd_accounts" ADD CONSTRAINT "bank_emd_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_emd_account_check" CHECK (num_nulls("properties"."emd_account_name", "properties"."emd_account_no", "properties"."emd_ifsc_code", "properties"."emd_bank_name", "properties"."emd_branch") in (0, 5));