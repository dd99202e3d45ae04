-- The open dispatches (docs/scale.md, "The dashboard"): a handful at any time, among every
-- dispatch the plant ever made. Without this index the dashboard's open dispatches read the whole
-- table to find them (90,119 dispatches at 10×: 8.4 ms; 0.9 ms at 1×).
CREATE INDEX IF NOT EXISTS "despachos_abertos_idx" ON "despachos" USING btree ("id") WHERE NOT "despachos"."finalizado";
