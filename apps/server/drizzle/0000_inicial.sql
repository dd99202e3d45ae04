CREATE TABLE "configuracoes" (
	"chave" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eventos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" text NOT NULL,
	"email_responsavel" text,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papeis" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "papeis_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "perfil_permissoes" (
	"perfil_id" integer NOT NULL,
	"permissao_id" integer NOT NULL,
	CONSTRAINT "perfil_permissoes_perfil_id_permissao_id_pk" PRIMARY KEY("perfil_id","permissao_id")
);
--> statement-breakpoint
CREATE TABLE "perfis" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"papel_id" integer NOT NULL,
	CONSTRAINT "permissoes_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "redefinicoes_senha" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tentativas_login" (
	"login" text PRIMARY KEY NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"primeira_falha" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_ate" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuario_perfis" (
	"usuario_id" integer NOT NULL,
	"perfil_id" integer NOT NULL,
	CONSTRAINT "usuario_perfis_usuario_id_perfil_id_pk" PRIMARY KEY("usuario_id","perfil_id")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"login" text NOT NULL,
	"email" text NOT NULL,
	"senha_hash" text NOT NULL,
	"is_activated" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "perfil_permissoes" ADD CONSTRAINT "perfil_permissoes_perfil_id_perfis_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfil_permissoes" ADD CONSTRAINT "perfil_permissoes_permissao_id_permissoes_id_fk" FOREIGN KEY ("permissao_id") REFERENCES "public"."permissoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissoes" ADD CONSTRAINT "permissoes_papel_id_papeis_id_fk" FOREIGN KEY ("papel_id") REFERENCES "public"."papeis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redefinicoes_senha" ADD CONSTRAINT "redefinicoes_senha_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfis" ADD CONSTRAINT "usuario_perfis_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfis" ADD CONSTRAINT "usuario_perfis_perfil_id_perfis_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eventos_created_at_idx" ON "eventos" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "perfis_nome_lower_uq" ON "perfis" USING btree (lower("nome"));--> statement-breakpoint
CREATE INDEX "usuario_perfis_perfil_id_index" ON "usuario_perfis" USING btree ("perfil_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_login_lower_uq" ON "usuarios" USING btree (lower("login"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_lower_uq" ON "usuarios" USING btree (lower("email"));