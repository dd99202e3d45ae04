import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { PASSO_LISTA } from '../../lib/ordem-da-lista.ts';

/** One broken yard invariant: which rule, and the rows that break it. */
export interface Violacao {
  regra: string;
  detalhe: string;
}

/** Parts of an address `GGGGCT0R` as SQL over a column of addresses. */
const pref = (e: string) => `substr(${e}, 1, 4)`;
const col = (e: string) => `substr(${e}, 5, 1)`;
const fila = (e: string) => `substr(${e}, 8, 1)`;
/** The ground slot at the same group and row, `delta` columns away. */
const chao = (e: string, delta: number) =>
  `${pref(e)} || chr(ascii(${col(e)}) + (${delta})) || 'N0' || ${fila(e)}`;

/**
 * Every invariant as a query yielding (regra, detalhe) for each offending row. They restate,
 * from the data alone, what the constraints, triggers, locks and services together promise
 * (docs/yard-rules.md, decisions-listas/-instrucoes/-despachos.md): a row here means some path
 * broke the yard, whichever guard should have stopped it.
 */
const INVARIANTES: Record<string, string> = {
  // One coil per slot (the partial unique index bobinas_endereco_uq).
  endereco_unico: `
    select endereco || ': ' || string_agg(lote, ', ' order by id) from bobinas
    where endereco is not null group by endereco having count(*) > 1`,
  // A P coil at column c rests on the ground coils of c-1 and c, both lying in the yard.
  piramide_sem_apoio: `
    select p.lote || ' em ' || p.endereco from bobinas p
    where substr(p.endereco, 6, 1) = 'P' and (
      not exists (select 1 from bobinas n where n.status = 'NO_PATIO' and n.endereco = ${chao('p.endereco', -1)})
      or not exists (select 1 from bobinas n where n.status = 'NO_PATIO' and n.endereco = ${chao('p.endereco', 0)}))`,
  // NO_PATIO and EM_MOVIMENTO keep a slot; the others have none.
  status_endereco: `
    select lote || ' ' || status || ' em ' || coalesce(endereco, '(sem endereço)') from bobinas
    where status not in ('PLANEJADA', 'NO_PATIO', 'EM_MOVIMENTO', 'CARREGADA', 'EXPEDIDA')
      or (status in ('NO_PATIO', 'EM_MOVIMENTO')) <> (endereco is not null)`,
  // Each list's order keys (modules/listas/ordem.ts): every open item has one, on the grid of
  // PASSO_LISTA that every write path keeps (appends take the next step, reorders permute,
  // an undone tick keeps its own), and no key is held twice in a list, ticked items included
  // (an undo must find its place free). The Ordem the screens show is computed from them.
  lista_sequencia: `
    select tipo || ': chave ' || coalesce(sequencia::text, 'nula') || ' do item ' || id from listas
    where (not ticada and sequencia is null) or sequencia <= 0 or sequencia % ${PASSO_LISTA} <> 0
    union all
    select tipo || ': chave ' || sequencia || ' em ' || count(*) || ' itens' from listas
    where sequencia is not null group by tipo, sequencia having count(*) > 1`,
  // A listed coil still waits for the yard: entering it closes its item.
  lista_bobina_planejada: `
    select b.lote || ' ' || b.status || ' com item aberto na lista ' || l.tipo
    from listas l join bobinas b on b.id = l.bobina_id
    where not l.ticada and b.status <> 'PLANEJADA'`,
  lista_item_duplicado: `
    select bobina_id || ': ' || count(*) || ' itens abertos' from listas
    where not ticada group by bobina_id having count(*) > 1`,
  instrucao_duplicada: `
    select bobina_id || ': ' || count(*) || ' instruções abertas' from instrucoes
    where estado <> 'CONCLUIDA' group by bobina_id having count(*) > 1`,
  despacho_duplicado: `
    select bobina_id || ': em ' || count(*) || ' despachos abertos' from despacho_bobinas
    where aberto group by bobina_id having count(*) > 1`,
  // A crane holds what it selected: ponte and ordem exactly while SELECIONADA or INICIADA.
  instrucao_ponte: `
    select 'instrução ' || id || ' ' || estado || ' ponte ' || coalesce(ponte, '-') || ' ordem ' || coalesce(ordem::text, '-')
    from instrucoes
    where estado not in ('ABERTA', 'SELECIONADA', 'INICIADA', 'CONCLUIDA')
      or (estado in ('SELECIONADA', 'INICIADA')) <> (ponte is not null and ordem in (1, 2))
      or (estado in ('ABERTA', 'CONCLUIDA') and (ponte is not null or ordem is not null))`,
  ponte_posicao: `
    select ponte || ' ordem ' || ordem || ': ' || count(*) || ' instruções' from instrucoes
    where estado in ('SELECIONADA', 'INICIADA') group by ponte, ordem having count(*) > 1`,
  // A crane carries one coil at a time.
  ponte_duas_iniciadas: `
    select ponte || ': ' || count(*) || ' instruções iniciadas' from instrucoes
    where estado = 'INICIADA' group by ponte having count(*) > 1`,
  // A started instruction's coil hangs from the crane, and only such a coil does.
  iniciada_em_movimento: `
    select 'instrução ' || i.id || ' INICIADA, bobina ' || b.lote || ' ' || b.status
    from instrucoes i join bobinas b on b.id = i.bobina_id
    where i.estado = 'INICIADA' and b.status <> 'EM_MOVIMENTO'
    union all
    select b.lote || ' EM_MOVIMENTO sem instrução iniciada' from bobinas b
    where b.status = 'EM_MOVIMENTO'
      and not exists (select 1 from instrucoes i where i.bobina_id = b.id and i.estado = 'INICIADA')`,
  instrucao_concluida_sem_data: `
    select 'instrução ' || id from instrucoes
    where (estado = 'CONCLUIDA') <> (concluida_at is not null)`,
  // An open DESPACHO instruction loads a coil still in that open dispatch, still lying there.
  instrucao_despacho: `
    select 'instrução ' || i.id || ' do despacho ' || i.despacho_id from instrucoes i
    where i.tipo = 'DESPACHO' and i.estado <> 'CONCLUIDA' and not exists (
      select 1 from despacho_bobinas db
      where db.despacho_id = i.despacho_id and db.bobina_id = i.bobina_id and db.aberto
        and db.carregada_at is null)`,
  // A coil on a vehicle is in exactly one open dispatch, recorded as loaded.
  carregada_no_despacho: `
    select b.lote || ' CARREGADA fora de despacho aberto carregado' from bobinas b
    where b.status = 'CARREGADA' and not exists (
      select 1 from despacho_bobinas db
      where db.bobina_id = b.id and db.aberto and db.carregada_at is not null)`,
  // `aberto` mirrors the dispatch; a finalized one holds only shipped coils.
  despacho_aberto_espelho: `
    select 'despacho ' || d.id || ', bobina ' || db.bobina_id from despacho_bobinas db
    join despachos d on d.id = db.despacho_id where db.aberto = d.finalizado`,
  despacho_finalizado: `
    select 'despacho ' || d.id || ': ' || b.lote || ' ' || b.status
    from despachos d join despacho_bobinas db on db.despacho_id = d.id
    join bobinas b on b.id = db.bobina_id
    where d.finalizado and (b.status <> 'EXPEDIDA' or db.carregada_at is null)
    union all
    select 'despacho ' || id || ' finalizado sem data' from despachos
    where finalizado <> (finalizado_at is not null)`,
  expedida_sem_despacho: `
    select b.lote || ' EXPEDIDA fora de despacho finalizado' from bobinas b
    where b.status = 'EXPEDIDA' and not exists (
      select 1 from despacho_bobinas db join despachos d on d.id = db.despacho_id
      where db.bobina_id = b.id and d.finalizado)`,
  // A shipped coil never sits in an open dispatch.
  despacho_aberto_expedida: `
    select 'despacho ' || db.despacho_id || ': ' || b.lote || ' ' || b.status
    from despacho_bobinas db join bobinas b on b.id = db.bobina_id
    where db.aberto and b.status = 'EXPEDIDA'`,
  despacho_sequencia: `
    select 'despacho ' || despacho_id || ': posição ' || sequencia || ' no lugar ' || pos from (
      select despacho_id, sequencia,
        row_number() over (partition by despacho_id order by sequencia, bobina_id) pos
      from despacho_bobinas) s
    where sequencia <> pos`,
  // Relocations (docs/relocation.md): an open REMANEJAMENTO frees an open instruction, or says
  // in `motivo` why it still runs (it had started when the instruction it freed went away).
  remanejamento_sem_bloqueada: `
    select 'remanejamento ' || r.id from instrucoes r
    where r.tipo = 'REMANEJAMENTO' and r.estado <> 'CONCLUIDA' and r.motivo is null
      and not exists (
        select 1 from instrucao_bloqueios ib join instrucoes i on i.id = ib.instrucao_id
        where ib.remanejamento_id = r.id and i.estado <> 'CONCLUIDA')`,
  // A slot is promised to one open instruction at a time (instrucoes_destino_aberto_uq).
  destino_duplicado: `
    select destino || ': ' || count(*) || ' instruções abertas' from instrucoes
    where estado <> 'CONCLUIDA' and destino is not null group by destino having count(*) > 1`,
  // A crane heading to a slot finds it free.
  destino_ocupado: `
    select 'instrução ' || i.id || ' para ' || i.destino || ', ocupado por ' || b.lote
    from instrucoes i join bobinas b on b.endereco = i.destino
    where i.estado <> 'CONCLUIDA'`,
  // History: a coil's latest movement ends where, and as what, the coil is now.
  ultimo_movimento: `
    select b.lote || ' em ' || coalesce(b.endereco, '-') || ' ' || b.status
      || ', último movimento para ' || coalesce(m.para, '-') || ' ' || m.status_para
    from bobinas b join lateral (
      select para, status_para from movimentos where bobina_id = b.id order by id desc limit 1
    ) m on true
    where m.para is distinct from b.endereco or m.status_para <> b.status`,
};

export const REGRAS = Object.keys(INVARIANTES);

/**
 * Checks every yard invariant in one statement (one snapshot, one round trip) and returns the
 * violations; an empty list means the yard is consistent. Run by the race and fault tests after
 * each round, on a transaction or the database.
 */
export async function verificarConsistencia(db: Executor): Promise<Violacao[]> {
  const partes = Object.entries(INVARIANTES).map(
    ([regra, q]) => `select '${regra}' as regra, d::text as detalhe from (${q}) as v(d)`,
  );
  const r = await db.execute(sql.raw(partes.join('\nunion all\n')));
  return (r as unknown as { rows: Violacao[] }).rows;
}
