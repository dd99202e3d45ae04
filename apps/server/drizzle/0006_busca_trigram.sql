-- The coil list's search box is a case-insensitive "contains" over lote, endereco, item, grupo,
-- material and fluxo of the yard's coils; only trigram indexes serve that, and partial ones
-- (endereco is not null, the yard list's own predicate) stay as small as the yard. Each also
-- names its own column as not null: a search on it (ILIKE is strict) proves that, while the
-- map's bare "every yard coil" does not, so the map never reads a whole GIN index in place of
-- the btree on (lote, id) that gives its order (6.8 ms against 2.9 ms); endereco's own index
-- is whole for the same reason (only addressed coils have entries in it anyway). Without
-- fastupdate: a pending list is read in full by every search until a vacuum merges it, and
-- with a freshly filled yard that took a search from 0.7 ms to 8-12 ms; the yard's writes are
-- few, so each pays its own index update instead.
-- PGlite now loads pg_trgm at start (db/open.ts), so an embedded database created before gets
-- the extension and the events' trigram indexes of 0002 here too. Where the extension cannot
-- be created the search still works, as a scan.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm indisponível; busca sem índice de texto: %', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS eventos_descricao_trgm_idx
      ON eventos USING gin (descricao gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS eventos_email_trgm_idx
      ON eventos USING gin (email_responsavel gin_trgm_ops);
    -- Every change writes an event, so the log keeps its pending list, but a short one.
    ALTER INDEX eventos_descricao_trgm_idx SET (gin_pending_list_limit = 256);
    ALTER INDEX eventos_email_trgm_idx SET (gin_pending_list_limit = 256);
    CREATE INDEX IF NOT EXISTS bobinas_patio_lote_trgm_idx
      ON bobinas USING gin (lote gin_trgm_ops) WITH (fastupdate = off)
      WHERE endereco IS NOT NULL AND lote IS NOT NULL;
    CREATE INDEX IF NOT EXISTS bobinas_patio_endereco_trgm_idx
      ON bobinas USING gin (endereco gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS bobinas_patio_item_trgm_idx
      ON bobinas USING gin (item gin_trgm_ops) WITH (fastupdate = off)
      WHERE endereco IS NOT NULL AND item IS NOT NULL;
    CREATE INDEX IF NOT EXISTS bobinas_patio_grupo_trgm_idx
      ON bobinas USING gin (grupo gin_trgm_ops) WITH (fastupdate = off)
      WHERE endereco IS NOT NULL AND grupo IS NOT NULL;
    CREATE INDEX IF NOT EXISTS bobinas_patio_material_trgm_idx
      ON bobinas USING gin (material gin_trgm_ops) WITH (fastupdate = off)
      WHERE endereco IS NOT NULL AND material IS NOT NULL;
    CREATE INDEX IF NOT EXISTS bobinas_patio_fluxo_trgm_idx
      ON bobinas USING gin (fluxo gin_trgm_ops) WITH (fastupdate = off)
      WHERE endereco IS NOT NULL AND fluxo IS NOT NULL;
  END IF;
END $$;
