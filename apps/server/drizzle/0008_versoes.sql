-- Edit versions (docs/decisions.md "Edições concorrentes"): every record a form edits carries a
-- version that moves on every change, whatever code path makes it (forms, cranes, address
-- corrections, imports), so a save made from an older read can be refused with 409.
ALTER TABLE "bobinas" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "despachos" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "instrucoes" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "perfis" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A row's own change: an UPDATE that changes anything moves the version by one (an UPDATE
-- that writes the same values changes nothing a reader could see, so it keeps it).
CREATE FUNCTION versao_linha_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.versao := OLD.versao + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bobinas_versao BEFORE UPDATE ON bobinas
  FOR EACH ROW EXECUTE FUNCTION versao_linha_trg();
--> statement-breakpoint
CREATE TRIGGER instrucoes_versao BEFORE UPDATE ON instrucoes
  FOR EACH ROW EXECUTE FUNCTION versao_linha_trg();
--> statement-breakpoint
CREATE TRIGGER despachos_versao BEFORE UPDATE ON despachos
  FOR EACH ROW EXECUTE FUNCTION versao_linha_trg();
--> statement-breakpoint
CREATE TRIGGER usuarios_versao BEFORE UPDATE ON usuarios
  FOR EACH ROW EXECUTE FUNCTION versao_linha_trg();
--> statement-breakpoint
CREATE TRIGGER perfis_versao BEFORE UPDATE ON perfis
  FOR EACH ROW EXECUTE FUNCTION versao_linha_trg();
--> statement-breakpoint
-- A record's lists are part of it: a user's profiles, a profile's permissions, a dispatch's
-- coils and their order. One statement moves each parent once (transition tables), however
-- many rows it touches. TG_ARGV: the parent table and the child's column that points to it.
CREATE FUNCTION versao_do_pai_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE %I SET versao = versao + 1 WHERE id IN (SELECT %I FROM %I)',
    TG_ARGV[0], TG_ARGV[1], CASE WHEN TG_OP = 'INSERT' THEN 'novas' ELSE 'antigas' END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER usuario_perfis_versao_ins AFTER INSERT ON usuario_perfis
  REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION versao_do_pai_trg('usuarios', 'usuario_id');
--> statement-breakpoint
CREATE TRIGGER usuario_perfis_versao_del AFTER DELETE ON usuario_perfis
  REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION versao_do_pai_trg('usuarios', 'usuario_id');
--> statement-breakpoint
CREATE TRIGGER perfil_permissoes_versao_ins AFTER INSERT ON perfil_permissoes
  REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION versao_do_pai_trg('perfis', 'perfil_id');
--> statement-breakpoint
CREATE TRIGGER perfil_permissoes_versao_del AFTER DELETE ON perfil_permissoes
  REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION versao_do_pai_trg('perfis', 'perfil_id');
--> statement-breakpoint
CREATE TRIGGER despacho_bobinas_versao_ins AFTER INSERT ON despacho_bobinas
  REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION versao_do_pai_trg('despachos', 'despacho_id');
--> statement-breakpoint
CREATE TRIGGER despacho_bobinas_versao_del AFTER DELETE ON despacho_bobinas
  REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION versao_do_pai_trg('despachos', 'despacho_id');
--> statement-breakpoint
-- Of a dispatch's coil rows only the loading order is the dispatch's own data. A crane marking
-- a coil loaded (carregada_at) changes the coil's record, not the dispatch's, and must take no
-- lock on the dispatch: it holds the coil, and an edit holds the dispatch and waits for the coil.
CREATE FUNCTION despacho_bobinas_ordem_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE despachos SET versao = versao + 1 WHERE id IN (
    SELECT n.despacho_id FROM novas n
    JOIN antigas o ON o.despacho_id = n.despacho_id AND o.bobina_id = n.bobina_id
    WHERE n.sequencia IS DISTINCT FROM o.sequencia);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER despacho_bobinas_versao_upd AFTER UPDATE ON despacho_bobinas
  REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION despacho_bobinas_ordem_trg();
