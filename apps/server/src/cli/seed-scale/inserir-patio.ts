/** Writes the yard plan: coils, their movements and ticked list items, open dispatches, instructions. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { PlanoPatio } from './patio-operacao.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const LOTE = 2000;

export async function inserirPatio(tx: Executor, plano: PlanoPatio): Promise<number> {
  for (let i = 0; i < plano.bobinas.length; i += LOTE) {
    const parte = plano.bobinas.slice(i, i + LOTE);
    const bobinas = parte.map(({ movimentos: _m, createdAt, updatedAt, ...b }) => ({
      ...b,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    }));
    await tx.execute(sql`
      insert into bobinas (id, item, lote, endereco, grupo, material, fluxo, laminacao_at,
        laminacao_turno, is_resfriada, is_lege, peso, espessura, largura, proximo_processo, tipo,
        status, created_at, updated_at)
      select id, item, lote, endereco, grupo, material, fluxo, "laminacaoAt", "laminacaoTurno",
        "isResfriada", "isLege", peso, espessura, largura, "proximoProcesso", tipo, status,
        "createdAt", "updatedAt"
      from json_to_recordset(${JSON.stringify(bobinas)}::json) as x(id int, item text, lote text,
        endereco text, grupo text, material text, fluxo text, "laminacaoAt" timestamp,
        "laminacaoTurno" int, "isResfriada" bool, "isLege" bool, peso float8, espessura float8,
        largura float8, "proximoProcesso" text, tipo text, status text, "createdAt" timestamptz,
        "updatedAt" timestamptz)`);
    const movimentos = parte
      .flatMap((b) => b.movimentos.map((m) => ({ ...m, bobinaId: b.id })))
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((m) => ({ ...m, createdAt: iso(m.createdAt) }));
    await tx.execute(sql`
      insert into movimentos (bobina_id, created_at, usuario_email, de, para, status_de,
        status_para, motivo)
      select "bobinaId", "createdAt", "usuarioEmail", de, para, "statusDe", "statusPara", motivo
      from json_to_recordset(${JSON.stringify(movimentos)}::json) as x("bobinaId" int,
        "createdAt" timestamptz, "usuarioEmail" text, de text, para text, "statusDe" text,
        "statusPara" text, motivo text)`);
    // A coil that came from a reserve list left it (ticked) when it was placed in the yard.
    const ticadas = parte.flatMap((b) => {
      const [cadastro, colocada] = b.movimentos;
      return b.tipo && cadastro && colocada
        ? [
            {
              bobinaId: b.id,
              tipo: b.tipo,
              createdAt: iso(cadastro.createdAt),
              ticadaAt: iso(colocada.createdAt),
            },
          ]
        : [];
    });
    await tx.execute(sql`
      insert into listas (bobina_id, tipo, sequencia, ticada, ticada_at, created_at)
      select "bobinaId", tipo, null, true, "ticadaAt", "createdAt"
      from json_to_recordset(${JSON.stringify(ticadas)}::json) as x("bobinaId" int, tipo text,
        "createdAt" timestamptz, "ticadaAt" timestamptz)`);
  }
  const despachos = plano.despachos.map((d) => ({ ...d, createdAt: iso(d.createdAt) }));
  await tx.execute(sql`
    insert into despachos (id, identificacao, modal, finalizado, created_at)
    select id, identificacao, 'TREM', false, "createdAt"
    from json_to_recordset(${JSON.stringify(despachos)}::json) as x(id int, identificacao text,
      "createdAt" timestamptz)`);
  const itens = plano.despachos.flatMap((d) =>
    d.itens.map((i) => ({ ...i, despachoId: d.id, carregadaAt: iso(i.carregadaAt) })),
  );
  await tx.execute(sql`
    insert into despacho_bobinas (despacho_id, bobina_id, sequencia, aberto, carregada_at)
    select "despachoId", "bobinaId", sequencia, true, "carregadaAt"
    from json_to_recordset(${JSON.stringify(itens)}::json) as x("despachoId" int, "bobinaId" int,
      sequencia int, "carregadaAt" timestamptz)`);
  const instrucoes = plano.instrucoes.map((i) => ({
    ...i,
    createdAt: iso(i.createdAt),
    concluidaAt: iso(i.concluidaAt),
  }));
  await tx.execute(sql`
    insert into instrucoes (id, bobina_id, destino, tipo, ticada, estado, despacho_id,
      usuario_email, created_at, concluida_at)
    select id, "bobinaId", destino, tipo, true, estado, "despachoId", "usuarioEmail", "createdAt",
      "concluidaAt"
    from json_to_recordset(${JSON.stringify(instrucoes)}::json) as x(id int, "bobinaId" int,
      destino text, tipo text, estado text, "despachoId" int, "usuarioEmail" text,
      "createdAt" timestamptz, "concluidaAt" timestamptz)`);
  // The pyramid trigger checks every new yard coil at commit: with statistics from before (no
  // coil in the yard) it looks supports up through the status index, a scan per lookup.
  await tx.execute(sql`analyze bobinas`);
  return plano.bobinas.length;
}
