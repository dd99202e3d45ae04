-- The advisor's stay model (modules/patio/modelo-permanencia.ts) reads the exits from the yard
-- of the last 180 days, at start and every hour: without an index of exits by date that was a
-- scan of every movement ever recorded — 3.7 s with ten years of history, on the server's start
-- (docs/scale.md, "Writes at 10×").
CREATE INDEX IF NOT EXISTS "movimentos_saida_idx" ON "movimentos" USING btree ("created_at")
  WHERE "status_de" in ('NO_PATIO', 'EM_MOVIMENTO') and "status_para" not in ('NO_PATIO', 'EM_MOVIMENTO');
