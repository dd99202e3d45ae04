-- The seal at commit as static SQL, one function per chain: selar_cadeia(tabela, desde) built
-- its two statements with EXECUTE format(…) on every call, so each write transaction planned
-- them twice at commit under the chain head's lock; plpgsql caches a static statement's plan per
-- session (docs/performance-notes.md, "Writes: the statements of a movement"). Same rows, same
-- order, same hash as 0016; selar_cadeia stays for bulk loads and repairs.
-- One body for both chains, written once: format() runs here, at migration time, so each
-- function created holds static statements.
DO $do$
DECLARE
  tabela text;
BEGIN
  FOREACH tabela IN ARRAY ARRAY['eventos', 'movimentos'] LOOP
    EXECUTE format($fn$
      CREATE FUNCTION %1$I(desde bigint) RETURNS bigint LANGUAGE plpgsql AS $body$
      DECLARE
        pos bigint;
        h text;
        r record;
        ids bigint[] := '{}';
        elos bigint[] := '{}';
        hashes text[] := '{}';
      BEGIN
        SELECT posicao, hash INTO pos, h FROM cadeias WHERE nome = %2$L FOR UPDATE;
        FOR r IN SELECT t.id, %3$I(t) AS c FROM %2$I t
          WHERE t.elo IS NULL AND t.id >= desde ORDER BY t.id
        LOOP
          pos := pos + 1;
          h := encode(sha256(convert_to(h || r.c, 'UTF8')), 'hex');
          ids := ids || r.id;
          elos := elos || pos;
          hashes := hashes || h;
        END LOOP;
        IF cardinality(ids) = 0 THEN RETURN 0; END IF;
        UPDATE %2$I t SET elo = s.elo, hash = s.hash
          FROM unnest(ids, elos, hashes) AS s(id, elo, hash) WHERE t.id = s.id;
        UPDATE cadeias SET posicao = pos, hash = h WHERE nome = %2$L;
        RETURN cardinality(ids);
      END $body$$fn$, 'selar_' || tabela, tabela, 'conteudo_' || tabela);
  END LOOP;
END $do$;--> statement-breakpoint
-- Lock order as in 0016: the events' head, then the movements'.
CREATE OR REPLACE FUNCTION selar_ao_confirmar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The first row's call sealed the whole transaction's rows: the others find theirs sealed.
  IF TG_TABLE_NAME = 'eventos' THEN
    IF EXISTS (SELECT 1 FROM eventos WHERE id = NEW.id AND elo IS NULL) THEN
      PERFORM selar_eventos(NEW.id);
    END IF;
  ELSIF EXISTS (SELECT 1 FROM movimentos WHERE id = NEW.id AND elo IS NULL) THEN
    PERFORM 1 FROM cadeias WHERE nome = 'eventos' FOR UPDATE;
    PERFORM selar_movimentos(NEW.id);
  END IF;
  RETURN NULL;
END $$;
