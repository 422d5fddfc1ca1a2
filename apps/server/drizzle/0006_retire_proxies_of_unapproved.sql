-- Auto-bids bid only for owners whose registration is approved, and a registration that leaves
-- 'approved' retires its owner's auto-bid. Proxies left standing by owners rejected or set back to
-- pending before that rule are retired here, and each auction's count of standing proxies follows.
WITH retired AS (
  UPDATE "auto_bids" AS a SET "exhausted_at" = now()
  WHERE a."enabled" AND a."exhausted_at" IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM "registrations" r
      WHERE r."property_id" = a."property_id" AND r."user_id" = a."user_id" AND r."status" = 'approved')
  RETURNING a."property_id"
)
UPDATE "properties" AS p SET "active_auto_bids" = p."active_auto_bids" - c.n
FROM (SELECT "property_id", count(*)::int AS n FROM retired GROUP BY "property_id") AS c
WHERE p."id" = c."property_id";
