-- Hand-written. An order placed with "save to address book" between 0029 and this migration was written with its
-- explanation's key but without the explanation (its detail showed none): such a key goes, so that the database can
-- hold from now on that every key names a stored explanation.
UPDATE "orders" SET "explain_hash" = NULL
WHERE "explain_hash" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "fee_explanations" e WHERE e."hash" = "orders"."explain_hash");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_explain_hash_fee_explanations_hash_fk" FOREIGN KEY ("explain_hash") REFERENCES "public"."fee_explanations"("hash") ON DELETE no action ON UPDATE no action;
