CREATE TABLE "webhook_entregas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"evento_id" uuid NOT NULL,
	"estado" text DEFAULT 'PENDENTE' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ultimo_status" integer,
	"ultimo_erro" text,
	"ultima_tentativa_em" timestamp with time zone,
	"proxima_tentativa_em" timestamp with time zone DEFAULT now(),
	"prazo" timestamp with time zone DEFAULT now() + interval '24 hours' NOT NULL,
	"entregue_em" timestamp with time zone,
	CONSTRAINT "webhook_entregas_estado_ck" CHECK ("webhook_entregas"."estado" in ('PENDENTE', 'ENTREGUE', 'FALHOU'))
);
--> statement-breakpoint
CREATE TABLE "webhook_eventos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"ocorrido_em" timestamp with time zone NOT NULL,
	"corpo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"eventos" text[] NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"segredo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_eventos_ck" CHECK (cardinality("webhooks"."eventos") > 0)
);
--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_evento_id_webhook_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."webhook_eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_entregas_pendentes_idx" ON "webhook_entregas" USING btree ("webhook_id","id") WHERE "webhook_entregas"."estado" = 'PENDENTE';--> statement-breakpoint
CREATE INDEX "webhook_entregas_log_idx" ON "webhook_entregas" USING btree ("webhook_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_entregas_evento_idx" ON "webhook_entregas" USING btree ("evento_id");