CREATE TABLE "tipos_veiculo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"modal" text NOT NULL,
	"capacidade_t" double precision NOT NULL,
	"posicoes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tipos_veiculo_modal_ck" CHECK ("tipos_veiculo"."modal" in ('TREM', 'CARRETA')),
	CONSTRAINT "tipos_veiculo_capacidade_ck" CHECK ("tipos_veiculo"."capacidade_t" >= 0.1 and "tipos_veiculo"."capacidade_t" <= 200),
	CONSTRAINT "tipos_veiculo_posicoes_ck" CHECK ("tipos_veiculo"."posicoes" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "despacho_bobinas" ADD COLUMN "veiculo" integer;--> statement-breakpoint
ALTER TABLE "despachos" ADD COLUMN "tipo_veiculo_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "tipos_veiculo_nome_uq" ON "tipos_veiculo" USING btree (lower("nome"));--> statement-breakpoint
ALTER TABLE "despachos" ADD CONSTRAINT "despachos_tipo_veiculo_id_tipos_veiculo_id_fk" FOREIGN KEY ("tipo_veiculo_id") REFERENCES "public"."tipos_veiculo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "despachos_tipo_veiculo_idx" ON "despachos" USING btree ("tipo_veiculo_id");--> statement-breakpoint
ALTER TABLE "despacho_bobinas" ADD CONSTRAINT "despacho_bobinas_veiculo_ck" CHECK ("despacho_bobinas"."veiculo" is null or "despacho_bobinas"."veiculo" > 0);--> statement-breakpoint
-- Backstop of the service's check: at commit, every vehicle of a typed dispatch that a write
-- touched holds at most its type's positions and capacity (to the kilogram), and no coil of
-- a typed dispatch lacks a weight. The service answers first with the operator's message;
-- this only makes a forgotten check impossible to commit.
CREATE FUNCTION despacho_veiculo_checar(p_despacho integer, p_veiculo integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  t record;
  carga record;
BEGIN
  SELECT tv.capacidade_t, tv.posicoes INTO t
    FROM despachos d JOIN tipos_veiculo tv ON tv.id = d.tipo_veiculo_id
    WHERE d.id = p_despacho;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT count(*) AS n, count(*) FILTER (WHERE b.peso IS NULL) AS sem_peso,
         coalesce(sum(round((b.peso * 1000)::numeric)), 0) AS kg
    INTO carga
    FROM despacho_bobinas db JOIN bobinas b ON b.id = db.bobina_id
    WHERE db.despacho_id = p_despacho AND db.veiculo IS NOT DISTINCT FROM p_veiculo;
  IF p_veiculo IS NULL AND carga.n > 0 THEN
    RAISE EXCEPTION 'Bobina sem veículo num despacho com tipo de veículo.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'despacho_veiculo_capacidade';
  END IF;
  IF carga.sem_peso > 0 OR carga.n > t.posicoes OR carga.kg > round((t.capacidade_t * 1000)::numeric) THEN
    RAISE EXCEPTION 'Carga acima da capacidade do veículo %.', p_veiculo
      USING ERRCODE = 'check_violation', CONSTRAINT = 'despacho_veiculo_capacidade';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION despacho_veiculo_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NEW.aberto THEN
    PERFORM despacho_veiculo_checar(NEW.despacho_id, NEW.veiculo);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER despacho_veiculo_capacidade
  AFTER INSERT OR UPDATE OF veiculo, despacho_id ON despacho_bobinas
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION despacho_veiculo_trg();
