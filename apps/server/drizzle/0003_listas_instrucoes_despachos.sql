CREATE TABLE "despacho_bobinas" (
	"despacho_id" integer NOT NULL,
	"bobina_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"aberto" boolean DEFAULT true NOT NULL,
	"carregada_at" timestamp with time zone,
	CONSTRAINT "despacho_bobinas_despacho_id_bobina_id_pk" PRIMARY KEY("despacho_id","bobina_id"),
	CONSTRAINT "despacho_bobinas_seq_ck" CHECK ("despacho_bobinas"."sequencia" > 0)
);
--> statement-breakpoint
CREATE TABLE "despachos" (
	"id" serial PRIMARY KEY NOT NULL,
	"identificacao" text NOT NULL,
	"modal" text NOT NULL,
	"finalizado" boolean DEFAULT false NOT NULL,
	"finalizado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "despachos_modal_ck" CHECK ("despachos"."modal" in ('TREM', 'CARRETA'))
);
--> statement-breakpoint
CREATE TABLE "instrucoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"bobina_id" integer NOT NULL,
	"destino" text,
	"tipo" text NOT NULL,
	"ticada" boolean DEFAULT true NOT NULL,
	"estado" text DEFAULT 'ABERTA' NOT NULL,
	"ponte" text,
	"ordem" integer,
	"despacho_id" integer,
	"usuario_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"concluida_at" timestamp with time zone,
	CONSTRAINT "instrucoes_tipo_ck" CHECK ("instrucoes"."tipo" in ('MANUAL', 'DESPACHO')),
	CONSTRAINT "instrucoes_estado_ck" CHECK ("instrucoes"."estado" in ('ABERTA', 'SELECIONADA', 'INICIADA', 'CONCLUIDA')),
	CONSTRAINT "instrucoes_destino_ck" CHECK (("instrucoes"."tipo" = 'DESPACHO' or "instrucoes"."destino" is not null) and ("instrucoes"."destino" is null or "instrucoes"."destino" ~ '^[0-9]{4}[A-H][NP]0[1-9]$')),
	CONSTRAINT "instrucoes_ponte_ck" CHECK (("instrucoes"."estado" in ('SELECIONADA', 'INICIADA')) = ("instrucoes"."ponte" is not null and "instrucoes"."ordem" in (1, 2))),
	CONSTRAINT "instrucoes_despacho_ck" CHECK (("instrucoes"."tipo" = 'DESPACHO') = ("instrucoes"."despacho_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "listas" (
	"id" serial PRIMARY KEY NOT NULL,
	"bobina_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"sequencia" integer,
	"ticada" boolean DEFAULT false NOT NULL,
	"ticada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listas_tipo_ck" CHECK ("listas"."tipo" in ('PLANO', 'RESERVA')),
	CONSTRAINT "listas_ticada_seq_ck" CHECK (("listas"."ticada" and "listas"."sequencia" is null) or (not "listas"."ticada" and "listas"."sequencia" > 0))
);
--> statement-breakpoint
ALTER TABLE "despacho_bobinas" ADD CONSTRAINT "despacho_bobinas_despacho_id_despachos_id_fk" FOREIGN KEY ("despacho_id") REFERENCES "public"."despachos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despacho_bobinas" ADD CONSTRAINT "despacho_bobinas_bobina_id_bobinas_id_fk" FOREIGN KEY ("bobina_id") REFERENCES "public"."bobinas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrucoes" ADD CONSTRAINT "instrucoes_bobina_id_bobinas_id_fk" FOREIGN KEY ("bobina_id") REFERENCES "public"."bobinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrucoes" ADD CONSTRAINT "instrucoes_despacho_id_despachos_id_fk" FOREIGN KEY ("despacho_id") REFERENCES "public"."despachos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listas" ADD CONSTRAINT "listas_bobina_id_bobinas_id_fk" FOREIGN KEY ("bobina_id") REFERENCES "public"."bobinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "despacho_bobinas_aberta_uq" ON "despacho_bobinas" USING btree ("bobina_id") WHERE "despacho_bobinas"."aberto";--> statement-breakpoint
CREATE UNIQUE INDEX "despachos_identificacao_uq" ON "despachos" USING btree (lower("identificacao"));--> statement-breakpoint
CREATE UNIQUE INDEX "instrucoes_bobina_aberta_uq" ON "instrucoes" USING btree ("bobina_id") WHERE "instrucoes"."estado" <> 'CONCLUIDA';--> statement-breakpoint
CREATE UNIQUE INDEX "instrucoes_destino_aberto_uq" ON "instrucoes" USING btree ("destino") WHERE "instrucoes"."estado" <> 'CONCLUIDA' and "instrucoes"."destino" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "instrucoes_ponte_ordem_uq" ON "instrucoes" USING btree ("ponte","ordem") WHERE "instrucoes"."estado" in ('SELECIONADA', 'INICIADA');--> statement-breakpoint
CREATE INDEX "instrucoes_estado_idx" ON "instrucoes" USING btree ("estado","id");--> statement-breakpoint
CREATE UNIQUE INDEX "listas_bobina_aberta_uq" ON "listas" USING btree ("bobina_id") WHERE not "listas"."ticada";--> statement-breakpoint
CREATE INDEX "listas_tipo_seq_idx" ON "listas" USING btree ("tipo","sequencia") WHERE not "listas"."ticada";