-- The event feed (docs/integracao.md, "O feed de eventos"): every event a webhook can carry is
-- kept in webhook_eventos, and read back in `posicao` order. The position is given at commit,
-- under the events' chain head lock that every writing transaction takes at commit (0016), so
-- positions follow commit order: a reader that has seen position N will never later find a
-- smaller one committed behind it (a sequence value taken at insert would let a slow
-- transaction commit a smaller number after a reader had passed it). The lock order is the
-- seal's: the events' head first.
CREATE SEQUENCE "webhook_eventos_posicao_seq";--> statement-breakpoint
ALTER TABLE "webhook_eventos" ADD COLUMN "posicao" bigint;--> statement-breakpoint
UPDATE "webhook_eventos" e SET "posicao" = o.p
  FROM (SELECT id, row_number() OVER (ORDER BY ocorrido_em, id) AS p FROM webhook_eventos) o
  WHERE e.id = o.id;--> statement-breakpoint
SELECT setval('webhook_eventos_posicao_seq', coalesce((SELECT max(posicao) FROM webhook_eventos), 0) + 1, false);--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_eventos_posicao_idx" ON "webhook_eventos" USING btree ("posicao");--> statement-breakpoint
CREATE INDEX "webhook_eventos_ocorrido_idx" ON "webhook_eventos" USING btree ("ocorrido_em");--> statement-breakpoint
CREATE FUNCTION posicionar_evento_webhook() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM cadeias WHERE nome = 'eventos' FOR UPDATE;
  UPDATE webhook_eventos SET posicao = nextval('webhook_eventos_posicao_seq')
    WHERE id = NEW.id AND posicao IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "webhook_eventos_posicao" AFTER INSERT ON "webhook_eventos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION posicionar_evento_webhook();
