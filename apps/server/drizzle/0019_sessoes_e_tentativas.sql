-- Sessions are stored by the hash of their token's jti from now on: the rows kept by plain id
-- can no longer be found by the guard, and a copy of the database must not hold them. Users
-- sign in again once (docs/sessions.md).
DELETE FROM "sessoes";--> statement-breakpoint
-- Attempts are counted per login and source address; the old per-login counts start over.
DELETE FROM "tentativas_login";--> statement-breakpoint
ALTER TABLE "tentativas_login" DROP CONSTRAINT "tentativas_login_pkey";--> statement-breakpoint
ALTER TABLE "tentativas_login" ADD COLUMN "origem" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "tentativas_login" ADD CONSTRAINT "tentativas_login_login_origem_pk" PRIMARY KEY("login","origem");
