-- The foreign keys that point at coils and dispatches from the history's tables had no index of
-- their own (only partial ones, for open rows): deleting a coil or a dispatch read every
-- instruction and every loaded coil ever recorded — 250-350 ms a coil with ten years of history
-- (docs/scale.md, "Writes at 10×").
CREATE INDEX IF NOT EXISTS "instrucoes_bobina_idx" ON "instrucoes" USING btree ("bobina_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "instrucoes_despacho_idx" ON "instrucoes" USING btree ("despacho_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "despacho_bobinas_bobina_idx" ON "despacho_bobinas" USING btree ("bobina_id");
