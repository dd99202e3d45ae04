-- Backstop of the pyramid rule (docs/yard-rules.md): every P coil rests on the
-- two ground coils of columns c-1 and c of its group and row, and both are in the yard
-- (NO_PATIO, not lifted). The services check this first, under a per-row advisory lock, and
-- answer 409; this trigger stops any code path that forgets. It checks the whole row (at most
-- 7 pyramid slots) at commit, so one transaction may move several coils in any order.
CREATE FUNCTION bobinas_checar_piramides(endereco_da_fila text, bobina_id integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  prefixo text := substr(endereco_da_fila, 1, 4);
  linha text := substr(endereco_da_fila, 8, 1);
  sem_apoio record;
BEGIN
  SELECT p.id, p.endereco INTO sem_apoio
  FROM unnest(ARRAY['B', 'C', 'D', 'E', 'F', 'G', 'H']) AS c(col)
  JOIN bobinas p ON p.endereco = prefixo || c.col || 'P0' || linha
  WHERE NOT EXISTS (
      SELECT 1 FROM bobinas n
      WHERE n.endereco = prefixo || chr(ascii(c.col) - 1) || 'N0' || linha AND n.status = 'NO_PATIO')
    OR NOT EXISTS (
      SELECT 1 FROM bobinas n
      WHERE n.endereco = prefixo || c.col || 'N0' || linha AND n.status = 'NO_PATIO')
  LIMIT 1;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF sem_apoio.id = bobina_id THEN
    RAISE EXCEPTION 'Não há bobinas de apoio para a pirâmide em %.', sem_apoio.endereco
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bobinas_piramide_apoio';
  END IF;
  RAISE EXCEPTION 'Existe uma bobina empilhada em % que ficaria sem apoio.', sem_apoio.endereco
    USING ERRCODE = 'check_violation', CONSTRAINT = 'bobinas_empilhada';
END $$;
--> statement-breakpoint
CREATE FUNCTION bobinas_piramide_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NEW.endereco IS NOT NULL THEN
    PERFORM bobinas_checar_piramides(NEW.endereco, NEW.id);
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.endereco IS NOT NULL AND (
    TG_OP = 'DELETE'
    OR OLD.endereco IS DISTINCT FROM NEW.endereco
    OR OLD.status IS DISTINCT FROM NEW.status
  ) THEN
    PERFORM bobinas_checar_piramides(OLD.endereco, OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bobinas_piramide_apoio
  AFTER INSERT OR UPDATE OF endereco, status OR DELETE ON bobinas
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bobinas_piramide_trg();
--> statement-breakpoint
-- The events search is a case-insensitive "contains" on descricao and email_responsavel; only
-- trigram indexes serve that. PostgreSQL ships pg_trgm (a trusted extension); PGlite has it
-- only when loaded at start, so there the search stays a sequential scan.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm indisponível; busca de eventos sem índice de texto: %', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS eventos_descricao_trgm_idx
      ON eventos USING gin (descricao gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS eventos_email_trgm_idx
      ON eventos USING gin (email_responsavel gin_trgm_ops);
  END IF;
END $$;
