import {
  empilhamentosSobre,
  formatEndereco,
  type Layout,
  MENSAGENS_REMANEJAMENTO,
  parseEndereco,
  planejarRemanejamentos,
} from '@patio/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instrucaoAberta, instrucaoBloqueios, instrucoes } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { agoraDeParede } from '../bobinas/sugerir-enderecos.ts';
import { carregarPatio } from '../patio/carregar-patio.ts';
import { carregarVizinhos } from '../patio/carregar-vizinhos.ts';
import { reservarDestino } from './reservar-destino.ts';

/** An instruction just written for a ground coil that may carry pyramid coils. */
export interface InstrucaoBloqueada {
  instrucaoId: number;
  lote: string;
  endereco: string;
}

/** What was planned: one sentence per freed coil, and the new relocations (for the live stream). */
export interface RemanejamentosCriados {
  mensagens: string[];
  ids: number[];
}

export const SEM_REMANEJAMENTOS: RemanejamentosCriados = { mensagens: [], ids: [] };

/** The ones whose coil has a pyramid coil on it now (one small read, no yard snapshot). */
async function soterradas(tx: Executor, bloqueadas: readonly InstrucaoBloqueada[]) {
  const acima = (b: InstrucaoBloqueada) => {
    const e = parseEndereco(b.endereco);
    return e ? empilhamentosSobre(e).map(formatEndereco) : [];
  };
  const ocupados = new Set(
    (await carregarVizinhos(tx, bloqueadas.flatMap(acima))).map((v) => v.endereco),
  );
  return bloqueadas.filter((b) => acima(b).some((e) => ocupados.has(e)));
}

/**
 * Inside the caller's transaction, after it wrote the instructions and holds their coils' row
 * locks (which cover the pyramid coils on them: same group and row): one REMANEJAMENTO per coil
 * on top, to the advisor's best clean slot still free (docs/relocation.md), each linked to the
 * instructions it frees. A pyramid coil that already has an open instruction gets no second one:
 * the blocked instruction waits for that one. No destination → 409 naming the lot and why; the
 * caller's transaction rolls back, so nothing is stored.
 */
export async function criarRemanejamentos(
  tx: Executor,
  layout: Layout,
  usuario: UsuarioAutenticado,
  bloqueadas: readonly InstrucaoBloqueada[],
): Promise<RemanejamentosCriados> {
  const alvos = await soterradas(tx, bloqueadas);
  if (alvos.length === 0) return SEM_REMANEJAMENTOS;
  const snapshot = await carregarPatio(tx);
  const plano = planejarRemanejamentos({
    liberar: alvos.map((b) => b.endereco),
    patio: { layout, bobinas: snapshot.bobinas, agora: agoraDeParede() },
    reservados: snapshot.prometidos,
    saindo: snapshot.saindo,
    comInstrucao: snapshot.comInstrucao,
  });
  if (!plano.ok) throw conflict('SEM_DESTINO', plano.motivo);
  const porLote = new Map(alvos.map((b) => [b.lote, b.instrucaoId]));
  const vincular = async (remanejamentoId: number, libera: readonly string[]) => {
    const valores = libera.flatMap((lote) => {
      const instrucaoId = porLote.get(lote);
      return instrucaoId === undefined ? [] : [{ instrucaoId, remanejamentoId }];
    });
    if (valores.length > 0) await tx.insert(instrucaoBloqueios).values(valores);
  };
  const bobinas = new Map(snapshot.bobinas.map((b) => [b.id, b]));
  const usados = new Set<string>();
  const criados = new Map<string, number>();
  const ids: number[] = [];
  for (const r of plano.remanejamentos) {
    const bobina = bobinas.get(r.bobinaId);
    const destino = bobina && (await reservarDestino(tx, bobina, r.destinos, usados));
    if (!destino)
      throw conflict('SEM_DESTINO', MENSAGENS_REMANEJAMENTO.semDestino(r.libera[0] ?? '', r.lote));
    usados.add(destino);
    const [nova] = await tx
      .insert(instrucoes)
      .values({
        bobinaId: r.bobinaId,
        destino,
        tipo: 'REMANEJAMENTO',
        ticada: true,
        usuarioEmail: usuario.email,
      })
      .returning({ id: instrucoes.id });
    const id = nova?.id as number;
    ids.push(id);
    await vincular(id, r.libera);
    for (const lote of r.libera) criados.set(lote, (criados.get(lote) ?? 0) + 1);
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Remanejamento ${id} criado por ${usuario.login}: bobina ${r.lote} de ${r.origem} para ${destino}, para liberar ${r.libera.join(', ')}.`,
      emailResponsavel: usuario.email,
    });
  }
  const mensagens = [...criados].map(([lote, n]) => MENSAGENS_REMANEJAMENTO.criados(n, lote));
  for (const e of plano.existentes) {
    const [aberta] = await tx
      .select({ id: instrucoes.id })
      .from(instrucoes)
      .where(and(eq(instrucoes.bobinaId, e.bobinaId), instrucaoAberta));
    if (!aberta) continue;
    await vincular(aberta.id, e.libera);
    mensagens.push(MENSAGENS_REMANEJAMENTO.aguardaExistente(e.libera, e.lote, aberta.id));
  }
  return { mensagens, ids };
}
