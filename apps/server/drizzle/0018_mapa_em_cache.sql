-- The whole-yard map is kept between calls while the yard has not changed (docs/performance-notes.md,
-- "The map kept between calls"). Every coil row version records the transaction that wrote its
-- content, so "did any coil change since snapshot S" is an index range scan over the writers
-- newer than S. Drizzle cannot declare xid8: schema/patio.ts names the column in a comment.
-- The constant default adds the column without rewriting the table; rows written before this
-- migration are older than any snapshot a server can hold.
ALTER TABLE "bobinas" ADD COLUMN "escrita_xid" xid8 DEFAULT '3' NOT NULL;--> statement-breakpoint
ALTER TABLE "bobinas" ALTER COLUMN "escrita_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX "bobinas_escrita_idx" ON "bobinas" USING btree ("escrita_xid");--> statement-breakpoint
-- The coils' version trigger (0008) also stamps the writer, in the same call: an UPDATE that
-- changes anything moves both; one that writes the same values moves neither (the map it
-- draws is the same).
CREATE FUNCTION bobinas_versao_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.versao := OLD.versao + 1;
    NEW.escrita_xid := pg_current_xact_id();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- An INSERT that names the column (INSERT … SELECT * from a copy of the table) gets this
-- transaction's stamp too: a stamp is never copied. The WHEN keeps the usual insert, which
-- took the default, from calling the function at all (imports insert thousands of rows).
-- pg_restore loads data before it creates triggers: the kept map checks the table's file too.
CREATE FUNCTION bobinas_escrita_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.escrita_xid := pg_current_xact_id();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bobinas_escrita BEFORE INSERT ON bobinas
  FOR EACH ROW WHEN (NEW.escrita_xid IS DISTINCT FROM pg_current_xact_id())
  EXECUTE FUNCTION bobinas_escrita_trg();
--> statement-breakpoint
DROP TRIGGER bobinas_versao ON bobinas;--> statement-breakpoint
CREATE TRIGGER bobinas_versao BEFORE UPDATE ON bobinas
  FOR EACH ROW EXECUTE FUNCTION bobinas_versao_trg();
