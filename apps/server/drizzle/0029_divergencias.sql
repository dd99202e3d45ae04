-- Taps a cab made off-line that the server had to refuse (docs/offline.md): kept for a
-- supervisor to apply or discard.
CREATE TABLE "divergencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"estado" text DEFAULT 'ABERTA' NOT NULL,
	"ponte" text NOT NULL,
	"acao" text NOT NULL,
	"instrucao_id" integer,
	"bobina_id" integer,
	"lote" text,
	"endereco" text,
	"ocorrido_em" timestamp with time zone NOT NULL,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"codigo" text NOT NULL,
	"mensagem" text NOT NULL,
	"usuario" text NOT NULL,
	"resolvida_em" timestamp with time zone,
	"resolvida_por" text,
	"motivo" text,
	CONSTRAINT "divergencias_estado_ck" CHECK ("divergencias"."estado" in ('ABERTA', 'APLICADA', 'DESCARTADA')),
	CONSTRAINT "divergencias_acao_ck" CHECK ("divergencias"."acao" in ('pegar', 'soltar')),
	CONSTRAINT "divergencias_resolucao_ck" CHECK (("divergencias"."estado" = 'ABERTA') = ("divergencias"."resolvida_em" is null and "divergencias"."resolvida_por" is null and "divergencias"."motivo" is null))
);
--> statement-breakpoint
CREATE INDEX "divergencias_abertas_idx" ON "divergencias" USING btree ("id") WHERE "divergencias"."estado" = 'ABERTA';
