CREATE TABLE "inventarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"estado" text DEFAULT 'ABERTO' NOT NULL,
	"grupos" integer[] NOT NULL,
	"aberto_por" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone,
	CONSTRAINT "inventarios_estado_ck" CHECK ("inventarios"."estado" in ('ABERTO', 'CONCLUIDO'))
);
--> statement-breakpoint
CREATE TABLE "inventario_leituras" (
	"inventario_id" integer NOT NULL,
	"endereco" text NOT NULL,
	"vistos" text[] NOT NULL,
	"esperados" text[] NOT NULL,
	"lido_por" text NOT NULL,
	"lido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventario_leituras_inventario_id_endereco_pk" PRIMARY KEY("inventario_id","endereco")
);
--> statement-breakpoint
CREATE TABLE "inventario_diferencas" (
	"id" serial PRIMARY KEY NOT NULL,
	"inventario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"lote" text NOT NULL,
	"endereco_sistema" text,
	"endereco_lido" text,
	"resolucao" text,
	"motivo" text,
	"resolvida_por" text,
	"resolvida_em" timestamp with time zone,
	CONSTRAINT "inventario_diferencas_tipo_ck" CHECK ("inventario_diferencas"."tipo" in ('FALTANDO', 'TROCADA', 'DESCONHECIDA')),
	CONSTRAINT "inventario_diferencas_resolucao_ck" CHECK ("inventario_diferencas"."resolucao" is null or "inventario_diferencas"."resolucao" in ('CORRIGIDA', 'FECHADA'))
);
--> statement-breakpoint
ALTER TABLE "inventario_leituras" ADD CONSTRAINT "inventario_leituras_inventario_id_inventarios_id_fk" FOREIGN KEY ("inventario_id") REFERENCES "public"."inventarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario_diferencas" ADD CONSTRAINT "inventario_diferencas_inventario_id_inventarios_id_fk" FOREIGN KEY ("inventario_id") REFERENCES "public"."inventarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventario_diferencas_lote_uq" ON "inventario_diferencas" USING btree ("inventario_id","lote");
