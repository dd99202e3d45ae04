-- Issue 20: the seal at commit reads only the committing transaction's rows.
-- selar_cadeia(tabela) walks every row with elo IS NULL through the partial index *_sem_elo_idx.
-- Each sealed row leaves a dead entry in that index (the seal's UPDATE moves the row out of it),
-- and until a VACUUM every later seal walked them all, under the chain head's row lock that every
-- write transaction takes at commit: after seed:scale's bulk seal, 2,700 index pages (1M events)
-- and 1,300 (490k movements) per seal, 25-80 ms each (1.6 s the first time), with every write
-- waiting behind it. At its commit a transaction's own rows are the only unsealed rows it can
-- see (every committed row was sealed by its own commit), and the first row's trigger fires
-- first, with the transaction's lowest id: sealing from that id reads only its own rows. A row of
-- the transaction with a lower id (an explicit id) is still unsealed when its own trigger fires,
-- and that call seals it. Bulk loads keep selar_cadeia(tabela), the whole table.
CREATE FUNCTION selar_cadeia(tabela text, desde bigint) RETURNS bigint LANGUAGE plpgsql AS $$
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
    'SELECT t.id, conteudo_%s(t) AS c FROM %I t WHERE t.elo IS NULL AND t.id >= $1 ORDER BY t.id',
    tabela, tabela) USING desde
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
-- The per-row check is static SQL (a cached plan per session) instead of EXECUTE format(…):
-- an import of 10,000 coils fires it 10,000 times at commit.
-- Lock order: the events' head, then the movements'. The triggers fire in the order the rows
-- were inserted, so a placement that wrote its movement before its event (a coil whose list
-- item a tick had just closed: no "left the list" event first) took the movements' head first,
-- while one that wrote the list event first took the events' head first: a deadlock at commit
-- (listas-corridas "colocações no pátio contra marcações", 1 round in ~50). Sealing movements
-- now takes the events' head first; every write that writes movements writes an event too, so
-- it waited for that head anyway.
CREATE OR REPLACE FUNCTION selar_ao_confirmar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The first row's call sealed the whole transaction's rows: the others find theirs sealed.
  IF TG_TABLE_NAME = 'eventos' THEN
    IF EXISTS (SELECT 1 FROM eventos WHERE id = NEW.id AND elo IS NULL) THEN
      PERFORM selar_cadeia('eventos', NEW.id);
    END IF;
  ELSIF EXISTS (SELECT 1 FROM movimentos WHERE id = NEW.id AND elo IS NULL) THEN
    PERFORM 1 FROM cadeias WHERE nome = 'eventos' FOR UPDATE;
    PERFORM selar_cadeia('movimentos', NEW.id);
  END IF;
  RETURN NULL;
END $$;
