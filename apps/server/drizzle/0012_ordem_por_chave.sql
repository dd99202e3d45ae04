-- Reserve lists ordered by keys, not positions (docs/performance-notes.md, "List order"): the
-- open items' positions 1..n become keys 1024, 2048, … (modules/listas/ordem.ts PASSO_LISTA);
-- a ticked item keeps its key from now on. The deferred (tipo, sequencia) uniqueness holds
-- through the update.
UPDATE "listas" SET "sequencia" = "sequencia" * 1024 WHERE "sequencia" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "listas" DROP CONSTRAINT "listas_ticada_seq_ck";--> statement-breakpoint
ALTER TABLE "listas" ADD CONSTRAINT "listas_sequencia_ck" CHECK (("listas"."ticada" or "listas"."sequencia" is not null) and ("listas"."sequencia" is null or "listas"."sequencia" > 0));--> statement-breakpoint
-- The instructions list (open ones by id) and its count read only the open instructions.
CREATE INDEX "instrucoes_abertas_idx" ON "instrucoes" USING btree ("id") WHERE "instrucoes"."estado" <> 'CONCLUIDA';
--> statement-breakpoint
-- The map (every yard coil, by lote) read from this index alone: the yard's entries in order,
-- carrying the columns the map draws, so no sort and no heap page (while the visibility map
-- says so). Drizzle cannot declare INCLUDE: schema.ts names it in a comment.
CREATE INDEX "bobinas_mapa_idx" ON "bobinas" USING btree ("lote", "id") INCLUDE ("item", "endereco", "grupo", "material", "fluxo", "laminacao_at", "laminacao_turno", "is_resfriada", "is_lege", "largura", "status") WHERE "bobinas"."endereco" IS NOT NULL;
