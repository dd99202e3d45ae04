CREATE TABLE "cadeias" (
	"nome" text PRIMARY KEY NOT NULL,
	"posicao" bigint DEFAULT 0 NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mudancas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dados" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id" text PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revogada_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "movimentos" DROP CONSTRAINT "movimentos_bobina_id_bobinas_id_fk";
--> statement-breakpoint
ALTER TABLE "eventos" ADD COLUMN "elo" bigint;--> statement-breakpoint
ALTER TABLE "eventos" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "movimentos" ADD COLUMN "elo" bigint;--> statement-breakpoint
ALTER TABLE "movimentos" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mudancas_created_at_idx" ON "mudancas" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessoes_usuario_idx" ON "sessoes" USING btree ("usuario_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "eventos_elo_uq" ON "eventos" USING btree ("elo");--> statement-breakpoint
CREATE INDEX "eventos_sem_elo_idx" ON "eventos" USING btree ("id") WHERE "eventos"."elo" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "movimentos_elo_uq" ON "movimentos" USING btree ("elo");--> statement-breakpoint
CREATE INDEX "movimentos_sem_elo_idx" ON "movimentos" USING btree ("id") WHERE "movimentos"."elo" is null;
--> statement-breakpoint
-- Append-only, hash-chained history of movements and events (docs/audit-trail.md).
-- What each row's hash covers: every column but elo and hash, in a fixed text form (jsonb's
-- output is canonical; the time as microseconds since the epoch, independent of TimeZone).
CREATE FUNCTION conteudo_movimentos(m movimentos) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(m.id, m.bobina_id, (extract(epoch FROM m.created_at) * 1000000)::bigint,
    m.usuario_email, m.de, m.para, m.status_de, m.status_para, m.motivo)::text
$$;--> statement-breakpoint
CREATE FUNCTION conteudo_eventos(e eventos) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(e.id, (extract(epoch FROM e.created_at) * 1000000)::bigint, e.tipo,
    e.email_responsavel, e.descricao)::text
$$;--> statement-breakpoint
INSERT INTO cadeias (nome, posicao, hash) VALUES
  ('movimentos', 0, repeat('0', 64)), ('eventos', 0, repeat('0', 64));--> statement-breakpoint
-- Links every unsealed row of the table to the chain, in id order, under the chain head's row
-- lock: hash(n) = sha256(hash(n-1) || content(n)). Called at commit by the deferred trigger
-- below (one call seals the whole transaction's rows), and by bulk loads once at their end.
CREATE FUNCTION selar_cadeia(tabela text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  pos bigint;
  h text;
  r record;
  ids bigint[] := '{}';
  elos bigint[] := '{}';
  hashes text[] := '{}';
BEGIN
  SELECT posicao, hash INTO pos, h FROM cadeias WHERE nome = tabela FOR UPDATE;
  FOR r IN EXECUTE format(
    'SELECT t.id, conteudo_%s(t) AS c FROM %I t WHERE t.elo IS NULL ORDER BY t.id', tabela, tabela)
  LOOP
    pos := pos + 1;
    h := encode(sha256(convert_to(h || r.c, 'UTF8')), 'hex');
    ids := ids || r.id;
    elos := elos || pos;
    hashes := hashes || h;
  END LOOP;
  IF cardinality(ids) = 0 THEN RETURN 0; END IF;
  EXECUTE format('UPDATE %I t SET elo = s.elo, hash = s.hash
    FROM unnest($1, $2, $3) AS s(id, elo, hash) WHERE t.id = s.id', tabela)
    USING ids, elos, hashes;
  UPDATE cadeias SET posicao = pos, hash = h WHERE nome = tabela;
  RETURN cardinality(ids);
END $$;--> statement-breakpoint
CREATE FUNCTION selar_ao_confirmar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pendente bigint;
BEGIN
  -- The first row's call sealed the whole transaction's rows: the others find theirs sealed.
  EXECUTE format('SELECT id FROM %I WHERE id = $1 AND elo IS NULL', TG_TABLE_NAME)
    INTO pendente USING NEW.id;
  IF pendente IS NOT NULL THEN PERFORM selar_cadeia(TG_TABLE_NAME); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Refuses every UPDATE and DELETE (and TRUNCATE), from the application or a raw SQL client;
-- the one update let through is the seal itself: elo and hash set once on an unsealed row,
-- nothing else changed.
CREATE FUNCTION recusar_alteracao_historico() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.elo IS NULL AND OLD.hash IS NULL AND NEW.elo IS NOT NULL
      AND (to_jsonb(OLD) - 'elo' - 'hash') = (to_jsonb(NEW) - 'elo' - 'hash') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'O histórico (%) só aceita inclusões: % recusado.', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'P0001', HINT = 'Para desfazer, registre um movimento compensatório.';
END $$;--> statement-breakpoint
CREATE TRIGGER movimentos_somente_inclusao BEFORE UPDATE OR DELETE ON movimentos
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao_historico();--> statement-breakpoint
CREATE TRIGGER movimentos_sem_truncate BEFORE TRUNCATE ON movimentos
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao_historico();--> statement-breakpoint
CREATE TRIGGER eventos_somente_inclusao BEFORE UPDATE OR DELETE ON eventos
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao_historico();--> statement-breakpoint
CREATE TRIGGER eventos_sem_truncate BEFORE TRUNCATE ON eventos
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao_historico();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER movimentos_selar AFTER INSERT ON movimentos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION selar_ao_confirmar();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER eventos_selar AFTER INSERT ON eventos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION selar_ao_confirmar();--> statement-breakpoint
-- Rows written before this migration join the chain now, oldest first.
SELECT selar_cadeia('movimentos');--> statement-breakpoint
SELECT selar_cadeia('eventos');
