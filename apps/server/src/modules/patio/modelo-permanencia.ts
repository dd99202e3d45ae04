import {
  APRENDIZADO,
  aprenderPermanencia,
  type Estadia,
  MODELO_PRIOR,
  type ModeloPermanencia,
  type TModeloPermanencia,
} from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** Stays older than this are the yard of another season: not read. */
const JANELA_DIAS = 180;

/** Statuses of a coil lying in (or being lifted inside) the main yard. */
const NO_PATIO = sql`('NO_PATIO', 'EM_MOVIMENTO')`;

/**
 * The stays of the last `JANELA_DIAS`, as the server recorded them: each exit from the main
 * yard (a movement from NO_PATIO/EM_MOVIMENTO to any other status — loaded on a dispatch, back
 * to a reserve list) paired with the coil's last entry before it (a movement into NO_PATIO
 * from outside the yard, the dashboard's entry index). A deleted coil has no row left and is
 * not read: a coil removed by mistake never stayed.
 */
export async function lerEstadias(ex: Executor): Promise<Estadia[]> {
  const r = (await ex.execute(sql`
    select b.proximo_processo as "proximoProcesso", b.material,
      extract(epoch from s.created_at - e.created_at) / 3600 as "horas",
      extract(epoch from s.created_at) * 1000 as "saidaMs"
    from movimentos s
    join bobinas b on b.id = s.bobina_id
    cross join lateral (
      select m.created_at from movimentos m
      where m.bobina_id = s.bobina_id and m.created_at <= s.created_at
        and m.status_para = 'NO_PATIO'
        and (m.status_de is null or m.status_de not in ${NO_PATIO})
      order by m.created_at desc, m.id desc limit 1) e
    where s.status_de in ${NO_PATIO} and s.status_para not in ${NO_PATIO}
      and s.created_at > now() - make_interval(days => ${JANELA_DIAS})`)) as unknown as {
    rows: {
      proximoProcesso: string | null;
      material: string | null;
      horas: unknown;
      saidaMs: unknown;
    }[];
  };
  return r.rows.map((x) => ({
    proximoProcesso: x.proximoProcesso,
    material: x.material,
    horas: Number(x.horas),
    saidaMs: Number(x.saidaMs),
  }));
}

/** The model learned from the history now. */
export async function aprenderDoHistorico(ex: Executor): Promise<ModeloPermanencia> {
  return aprenderPermanencia(await lerEstadias(ex), new Date());
}

/** The table in use, for GET patio/sugestoes/modelo and the advisor's panel. */
export function tabelaDoModelo(m: ModeloPermanencia = MODELO_PRIOR): TModeloPermanencia {
  const porProcesso = m.classes.filter((c) => c.material === null);
  return {
    saidas: m.saidas,
    aprendidas: porProcesso
      .filter((c) => c.origem === 'historico')
      .reduce((s, c) => s + c.saidas, 0),
    calculadoEm: m.calculadoEm,
    minimoSaidas: APRENDIZADO.minimoSaidas,
    minimoDias: APRENDIZADO.minimoDias,
    classes: m.classes.map((c) => ({ ...c })),
  };
}
