import {
  sugerirEnderecos as aconselhar,
  type BobinaAColocar,
  type Layout,
  type ModeloPermanencia,
  msDeLaminacao,
  type TSugestao,
  type ZSugestoesInput,
} from '@patio/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/http-error.ts';
import { carregarBobinaAColocar, carregarPatio } from '../patio/carregar-patio.ts';
import type { PatioDoAdvisor } from '../patio/patio-guardado.ts';
import { bobinaNaoEncontrada, MSG_BOBINA } from './erros.ts';

/** The yard's wall clock read as UTC, the convention of the lamination times. */
export const agoraDeParede = () => Date.now() - new Date().getTimezoneOffset() * 60_000;

/**
 * POST patio/sugestoes: the coil (saved, by id, or as the form holds it) and the yard as the
 * database has them now, handed to the pure advisor with the stay model in use. Ages and
 * expected departures are read at `agora` when given (a wall clock like the lamination
 * times), else at the server's clock. Slots promised to open instructions are never
 * suggested: the crane would find them taken.
 */
export async function sugerirEnderecos(
  db: Db,
  layout: Layout,
  input: z.output<typeof ZSugestoesInput>,
  modelo?: ModeloPermanencia,
  carregar: (db: Db) => Promise<PatioDoAdvisor> = carregarPatio,
): Promise<TSugestao[]> {
  const agora = input.agora ? msDeLaminacao(input.agora) : agoraDeParede();
  let bobina: BobinaAColocar;
  if (input.bobinaId !== undefined) {
    const b = await carregarBobinaAColocar(db, input.bobinaId);
    if (!b) throw bobinaNaoEncontrada();
    // A shipped coil goes nowhere (the correction's words). A coil hanging from a crane may:
    // "Editar destino" asks where to put it down.
    if (b.status === 'EXPEDIDA') throw conflict('ESTADO', MSG_BOBINA.expedida);
    bobina = b;
  } else {
    const dados = input.bobina;
    bobina = {
      ...dados,
      largura: dados?.largura ?? null,
      isLege: dados?.isLege ?? false,
      proximoProcesso: dados?.proximoProcesso ?? null,
      laminacaoAt: dados?.laminacaoAt ?? new Date(agora).toISOString().slice(0, 16),
    };
  }
  const { bobinas, prometidos } = await carregar(db);
  return aconselhar(
    bobina,
    { layout, bobinas, agora, modelo },
    { limite: input.limite, excluir: prometidos },
  );
}
