-- Hand-written. A canceled order no label will be requested for had kept its label status (PENDING, or FAILED, which
-- the abnormal list offered to retry); a cancel now leaves NOT_REQUESTED, and this brings earlier ones in line.
UPDATE "orders" SET "label_status" = 'NOT_REQUESTED', "label_next_at" = NULL
WHERE "status" = 'CANCELED' AND "label_status" IN ('PENDING', 'FAILED');
