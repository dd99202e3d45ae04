CREATE TABLE "idempotencia" (
	"chave" text PRIMARY KEY NOT NULL,
	"operacao" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"status" integer NOT NULL,
	"resposta" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instrucao_bloqueios" (
	"instrucao_id" integer NOT NULL,
	"remanejamento_id" integer NOT NULL,
	CONSTRAINT "instrucao_bloqueios_instrucao_id_remanejamento_id_pk" PRIMARY KEY("instrucao_id","remanejamento_id")
);
--> statement-breakpoint
ALTER TABLE "instrucoes" DROP CONSTRAINT "instrucoes_tipo_ck";--> statement-breakpoint
ALTER TABLE "instrucoes" ADD COLUMN "motivo" text;--> statement-breakpoint
ALTER TABLE "instrucao_bloqueios" ADD CONSTRAINT "instrucao_bloqueios_instrucao_id_instrucoes_id_fk" FOREIGN KEY ("instrucao_id") REFERENCES "public"."instrucoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrucao_bloqueios" ADD CONSTRAINT "instrucao_bloqueios_remanejamento_id_instrucoes_id_fk" FOREIGN KEY ("remanejamento_id") REFERENCES "public"."instrucoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instrucao_bloqueios_remanejamento_idx" ON "instrucao_bloqueios" USING btree ("remanejamento_id");--> statement-breakpoint
ALTER TABLE "instrucoes" ADD CONSTRAINT "instrucoes_tipo_ck" CHECK ("instrucoes"."tipo" in ('MANUAL', 'DESPACHO', 'REMANEJAMENTO'));
