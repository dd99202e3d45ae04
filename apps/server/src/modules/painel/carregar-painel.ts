import type { Layout, TPainel } from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import { alarmes } from './alarmes.ts';
import { contagens } from './contagens.ts';
import { despachosAbertos } from './despachos-abertos.ts';
import { ocupacao } from './ocupacao.ts';
import { permanencia } from './permanencia.ts';
import { pontes } from './pontes.ts';

/**
 * Everything the dashboard shows, in one reply. "Today" is the server's calendar day: run the
 * server in the plant's time zone (TZ) — docs/painel.md.
 */
export async function carregarPainel(db: Executor, layout: Layout): Promise<TPainel> {
  const agora = new Date();
  const inicioDoDia = new Date(agora);
  inicioDoDia.setHours(0, 0, 0, 0);
  const [o, b, p, d, a, perm] = await Promise.all([
    ocupacao(db, layout),
    contagens(db, inicioDoDia),
    pontes(db, inicioDoDia, agora),
    despachosAbertos(db),
    alarmes(db),
    permanencia(db, agora),
  ]);
  return {
    ocupacao: o,
    bobinas: b,
    pontes: p,
    despachos: d,
    alarmes: a,
    permanencia: perm,
    geradoEm: agora.toISOString(),
  };
}
