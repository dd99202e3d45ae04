-- When each coil last entered the yard, kept on its row (docs/scale.md, "The dashboard"): the
-- dashboard's dwell time read it from the history with one index probe per yard coil (3,480),
-- the largest share of its cost. An entry is the coil's status becoming NO_PATIO from anything
-- but NO_PATIO or EM_MOVIMENTO (registered, placed from a reserve list, brought back from a
-- vehicle), which is exactly when the services write a movement with status_para NO_PATIO and
-- such a status_de, in the same transaction (same now()). Set in the write's own row version by
-- BEFORE triggers: no second update, no extra edit version. Meaningful for coils holding a slot.
ALTER TABLE "bobinas" ADD COLUMN "no_patio_desde" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION bobinas_entrada_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.no_patio_desde := now();
  RETURN NEW;
END $$;--> statement-breakpoint
-- A row inserted with the value already set (a copy, a bulk load with its own history) keeps it.
CREATE TRIGGER bobinas_entrada_inclusao BEFORE INSERT ON "bobinas" FOR EACH ROW
  WHEN (NEW.status = 'NO_PATIO' AND NEW.no_patio_desde IS NULL)
  EXECUTE FUNCTION bobinas_entrada_trg();--> statement-breakpoint
CREATE TRIGGER bobinas_entrada_alteracao BEFORE UPDATE OF status ON "bobinas" FOR EACH ROW
  WHEN (NEW.status = 'NO_PATIO' AND OLD.status NOT IN ('NO_PATIO', 'EM_MOVIMENTO'))
  EXECUTE FUNCTION bobinas_entrada_trg();--> statement-breakpoint
-- The history's answer for the coils in the yard now (the same query the dashboard ran). The
-- edit version is left alone: nothing a user edits changed.
ALTER TABLE "bobinas" DISABLE TRIGGER bobinas_versao;--> statement-breakpoint
UPDATE "bobinas" b SET no_patio_desde = (
    SELECT m.created_at FROM movimentos m
    WHERE m.bobina_id = b.id AND m.status_para = 'NO_PATIO'
      AND (m.status_de IS NULL OR m.status_de NOT IN ('NO_PATIO', 'EM_MOVIMENTO'))
    ORDER BY m.created_at DESC, m.id DESC LIMIT 1)
  WHERE b.endereco IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bobinas" ENABLE TRIGGER bobinas_versao;
