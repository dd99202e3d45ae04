-- A count's reading keeps when the server received it beside when it happened (`lido_em`, the
-- hand-held's ocorridoEm): a reading queued off-line arrives later than it was made
-- (docs/offline.md, docs/etiquetas-e-leitura.md#regras).
ALTER TABLE "inventario_leituras" ADD COLUMN "recebido_em" timestamp with time zone DEFAULT now() NOT NULL;
