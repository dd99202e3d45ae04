import type { Layout } from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import type { travarOperacao } from './travar-operacao.ts';

/** What soltar hands to the MANUAL and DESPACHO endings, all locked by travarOperacao. */
export interface OperacaoTravada {
  tx: Executor;
  layout: Layout;
  usuario: UsuarioAutenticado;
  ponte: string;
  instrucaoId: number;
  bobina: Awaited<ReturnType<typeof travarOperacao>>['bobina'];
  /** The tap's time, when the cab replays it from its off-line queue. */
  ocorridoEm?: string | undefined;
  /** The operator read the destination's label and it matched: the history says so. */
  confirmada?: boolean;
}
