CREATE TABLE "bobinas" (
	"id" serial PRIMARY KEY NOT NULL,
	"item" text NOT NULL,
	"lote" text NOT NULL,
	"endereco" text,
	"grupo" text NOT NULL,
	"material" text NOT NULL,
	"fluxo" text,
	"laminacao_at" timestamp NOT NULL,
	"laminacao_turno" integer NOT NULL,
	"is_resfriada" boolean DEFAULT false NOT NULL,
	"is_lege" boolean DEFAULT false NOT NULL,
	"peso" double precision,
	"espessura" double precision,
	"largura" double precision,
	"proximo_processo" text,
	"tipo" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bobinas_status_ck" CHECK ("bobinas"."status" in ('PLANEJADA', 'NO_PATIO', 'EM_MOVIMENTO', 'CARREGADA', 'EXPEDIDA')),
	CONSTRAINT "bobinas_endereco_formato_ck" CHECK ("bobinas"."endereco" is null or "bobinas"."endereco" ~ '^[0-9]{4}[A-H][NP]0[1-9]$'),
	CONSTRAINT "bobinas_status_endereco_ck" CHECK (("bobinas"."status" in ('NO_PATIO', 'EM_MOVIMENTO')) = ("bobinas"."endereco" is not null)),
	CONSTRAINT "bobinas_tipo_ck" CHECK ("bobinas"."tipo" is null or "bobinas"."tipo" in ('PLANO', 'RESERVA')),
	CONSTRAINT "bobinas_turno_ck" CHECK ("bobinas"."laminacao_turno" in (1, 2, 3)),
	CONSTRAINT "bobinas_medidas_ck" CHECK (coalesce("bobinas"."peso", 0) >= 0 and coalesce("bobinas"."espessura", 0) >= 0 and coalesce("bobinas"."largura", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "movimentos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bobina_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_email" text,
	"de" text,
	"para" text,
	"status_de" text,
	"status_para" text NOT NULL,
	"motivo" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "movimentos" ADD CONSTRAINT "movimentos_bobina_id_bobinas_id_fk" FOREIGN KEY ("bobina_id") REFERENCES "public"."bobinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bobinas_endereco_uq" ON "bobinas" USING btree ("endereco") WHERE "bobinas"."endereco" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bobinas_lote_ativo_uq" ON "bobinas" USING btree ("lote") WHERE "bobinas"."status" <> 'EXPEDIDA';--> statement-breakpoint
CREATE INDEX "bobinas_patio_lote_idx" ON "bobinas" USING btree ("lote","id") WHERE "bobinas"."endereco" is not null;--> statement-breakpoint
CREATE INDEX "bobinas_status_idx" ON "bobinas" USING btree ("status");--> statement-breakpoint
CREATE INDEX "movimentos_bobina_idx" ON "movimentos" USING btree ("bobina_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "eventos_tipo_created_at_idx" ON "eventos" USING btree ("tipo","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);