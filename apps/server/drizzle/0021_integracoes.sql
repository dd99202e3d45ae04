CREATE TABLE "bobinas_recebidas" (
	"bobina_id" integer PRIMARY KEY NOT NULL,
	"versao" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chaves_integracao" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"perfil_id" integer NOT NULL,
	"prefixo" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"usada_em" timestamp with time zone,
	"revogada_em" timestamp with time zone,
	CONSTRAINT "chaves_integracao_hash_ck" CHECK ("chaves_integracao"."hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "bobinas_recebidas" ADD CONSTRAINT "bobinas_recebidas_bobina_id_bobinas_id_fk" FOREIGN KEY ("bobina_id") REFERENCES "public"."bobinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chaves_integracao" ADD CONSTRAINT "chaves_integracao_perfil_id_perfis_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chaves_integracao_hash_uq" ON "chaves_integracao" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chaves_integracao_nome_uq" ON "chaves_integracao" USING btree (lower("nome")) WHERE "chaves_integracao"."revogada_em" is null;--> statement-breakpoint
CREATE INDEX "chaves_integracao_perfil_idx" ON "chaves_integracao" USING btree ("perfil_id");