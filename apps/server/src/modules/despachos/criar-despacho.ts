import type { CodigoErro, Layout, TDespacho, TDespachoInput, TTipoVeiculo } from '@patio/domain';
import type { Db, Executor } from '../../db/client.ts';
import { despachos } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { registrarSaida } from '../integracoes/webhooks/registrar-saida.ts';
import {
  criarRemanejamentos,
  type InstrucaoBloqueada,
  type RemanejamentosCriados,
} from '../remanejamentos/criar-remanejamentos.ts';
import { exigirCapacidade } from '../tipos-veiculo/uso-em-despachos.ts';
import { pesosDasBobinas, tipoDoDespacho } from './carga-do-veiculo.ts';
import { traduzirErroDespacho } from './erros.ts';
import { incluirBobina, verificarInclusao } from './incluir-bobina.ts';
import { obterDespacho } from './obter-despacho.ts';
import { type BobinaTravada, travarBobinas } from './travar-bobinas.ts';
import type { DespachoTravado } from './travar-despacho.ts';

/**
 * A yard rule's message ("Existe uma bobina empilhada…") says nothing of which coil: with
 * many coils in one call, the operator needs the lot in front of it.
 */
function comLote(err: unknown, lote: string): unknown {
  if (!(err instanceof HttpError)) return err;
  const errors = Object.fromEntries(
    Object.entries(err.errors).map(([campo, msgs]) => [
      campo,
      msgs.map((m) => (m.includes(lote) ? m : `${lote}: ${m}`)),
    ]),
  );
  return new HttpError(err.statusCode, errors, err.codigos);
}

type Item = TDespachoInput['bobinas'][number];

/**
 * Every coil is checked before any is included, and every refusal is answered at once (one
 * message per coil, lot first).
 */
async function verificarTodas(
  tx: Executor,
  d: DespachoTravado,
  itens: readonly Item[],
  travadas: ReadonlyMap<number, BobinaTravada>,
): Promise<void> {
  const recusas: string[] = [];
  const codigos: CodigoErro[] = [];
  for (const item of itens) {
    const b = travadas.get(item.bobinaId);
    if (!b) continue;
    // Reads only: a refusal here leaves the transaction usable for the next coil's check.
    await verificarInclusao(tx, d, b).catch((err) => {
      const comNome = comLote(err, b.lote);
      if (!(comNome instanceof HttpError)) throw err;
      const mensagens = Object.values(comNome.errors).flat();
      recusas.push(...mensagens);
      codigos.push(...comNome.body.codigos.slice(0, mensagens.length));
    });
  }
  if (recusas.length > 0) throw new HttpError(409, { geral: recusas }, codigos);
}

/** A typed dispatch: each vehicle's coils (vehicle 1 when none is given) within its type. */
async function exigirCapacidadeDosVeiculos(
  tx: Executor,
  tipo: TTipoVeiculo,
  itens: readonly Item[],
): Promise<void> {
  const pesos = await pesosDasBobinas(
    tx,
    itens.map((i) => i.bobinaId),
  );
  const cargas = new Map<number, number[]>();
  for (const item of itens) {
    const v = item.veiculo ?? 1;
    cargas.set(v, [...(cargas.get(v) ?? []), pesos.get(item.bobinaId) ?? 0]);
  }
  exigirCapacidade(tipo, cargas);
}

/**
 * POST despachos: the dispatch, its coils in loading order and one DESPACHO instruction per
 * coil, all or nothing. Every coil is checked first and every refusal is answered at once (one
 * message per coil, lot first), so the operator fixes the whole choice in one go. A coil
 * carrying pyramid coils gets its relocations planned in the same transaction. A typed dispatch
 * also weighs every vehicle against its type (docs/planejamento-de-carga.md).
 */
export async function criarDespacho(
  db: Db,
  layout: Layout,
  usuario: UsuarioAutenticado,
  input: TDespachoInput,
): Promise<{ data: TDespacho; remanejamentos: RemanejamentosCriados }> {
  const itens = [...input.bobinas].sort((a, b) => a.sequencia - b.sequencia);
  let id = 0;
  let remanejamentos: RemanejamentosCriados | undefined;
  try {
    await db.transaction(async (tx) => {
      const tipo = input.tipoVeiculoId
        ? await tipoDoDespacho(tx, input.tipoVeiculoId, input.modal)
        : null;
      const [d] = await tx
        .insert(despachos)
        .values({
          identificacao: input.identificacao,
          modal: input.modal,
          tipoVeiculoId: tipo?.id ?? null,
        })
        .returning();
      if (!d) throw new Error('insert despachos sem retorno');
      id = d.id;
      const travadas = await travarBobinas(
        tx,
        itens.map((i) => i.bobinaId),
      );
      await verificarTodas(tx, d, itens, travadas);
      const veiculoDe = (item: Item) => (tipo ? (item.veiculo ?? 1) : null);
      if (tipo) await exigirCapacidadeDosVeiculos(tx, tipo, itens);
      const bloqueadas: InstrucaoBloqueada[] = [];
      for (const item of itens) {
        const b = travadas.get(item.bobinaId);
        if (!b) continue;
        const instrucaoId = await incluirBobina(
          tx,
          usuario,
          d,
          b,
          item.sequencia,
          veiculoDe(item),
        ).catch((err) => {
          throw comLote(err, b.lote);
        });
        bloqueadas.push({ instrucaoId, lote: b.lote, endereco: b.endereco ?? '' });
      }
      remanejamentos = await criarRemanejamentos(tx, layout, usuario, bloqueadas);
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Despacho ${d.identificacao} (${d.modal}) criado com ${itens.length} bobina(s) por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
      await registrarSaida(tx, 'despacho.criado', () => obterDespacho(tx, d.id));
    });
  } catch (err) {
    throw traduzirErroDespacho(err);
  }
  return {
    data: await obterDespacho(db, id),
    remanejamentos: remanejamentos ?? { mensagens: [], ids: [] },
  };
}
