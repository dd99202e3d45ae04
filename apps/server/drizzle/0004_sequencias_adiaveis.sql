-- Sequences unique per list and per dispatch, checked at commit (DEFERRABLE) so that a reorder
-- or a renumbering can permute them inside one transaction. NULL sequences (ticked items) are
-- distinct, so they never collide.
ALTER TABLE "listas" ADD CONSTRAINT "listas_tipo_sequencia_uq" UNIQUE ("tipo", "sequencia") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "despacho_bobinas" ADD CONSTRAINT "despacho_bobinas_sequencia_uq" UNIQUE ("despacho_id", "sequencia") DEFERRABLE INITIALLY DEFERRED;
