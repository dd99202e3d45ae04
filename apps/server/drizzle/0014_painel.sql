ALTER TABLE "instrucoes" ADD COLUMN "concluida_ponte" text;--> statement-breakpoint
CREATE INDEX "despacho_bobinas_carregada_at_idx" ON "despacho_bobinas" USING btree ("carregada_at") WHERE "despacho_bobinas"."carregada_at" is not null;--> statement-breakpoint
CREATE INDEX "despachos_finalizado_at_idx" ON "despachos" USING btree ("finalizado_at") WHERE "despachos"."finalizado";--> statement-breakpoint
CREATE INDEX "instrucoes_concluida_at_idx" ON "instrucoes" USING btree ("concluida_at") WHERE "instrucoes"."estado" = 'CONCLUIDA';