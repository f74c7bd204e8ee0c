-- Hand-written. The order list's per-status counts read only the indexes (0019's INCLUDE columns) where the
-- visibility map marks the pages all-visible, which only VACUUM does. By default autovacuum vacuums a table for its
-- inserts after a fifth of its size (200,000 orders at a million), leaving the newest orders, the ones the list's
-- usual date ranges ask for, to be read from the heap: at a million orders the counts for one country over 180
-- days took 213-330 ms with the map unset and 17 ms with it set. A fiftieth keeps the map within about 20,000
-- orders of the newest. (The embedded database has no autovacuum: platform/db/embedded-maintenance.ts.)
ALTER TABLE "orders" SET (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.05, autovacuum_analyze_scale_factor = 0.02);
