import { MENSAGENS_LEITURA, type TToqueDaPonte } from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';

/** What a crane call knows of its label reading: the body sent and whether one is required. */
export interface Leitura extends TToqueDaPonte {
  /** LEITURA_OBRIGATORIA=1: a pick without `lido` is refused. */
  obrigatoria?: boolean;
}

/**
 * A crane call refused by its reading (409 with its code): the call's transaction rolls back,
 * then the refusal is written down as an ALERTA (docs/etiquetas-e-leitura.md).
 */
export class LeituraRecusada extends HttpError {
  constructor(
    readonly codigo: 'BOBINA_LIDA_DIFERENTE' | 'ENDERECO_LIDO_DIFERENTE' | 'LEITURA_OBRIGATORIA',
    mensagem: string,
  ) {
    super(409, { lido: [mensagem] }, [codigo]);
  }
}

/** Labels print in upper case; a scanner with caps lock on must not refuse the right coil. */
const igual = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Pick: the reading must be the coil's lot; none at all is refused when a reading is required. */
export function conferirBobinaLida(leitura: Leitura | undefined, lote: string): boolean {
  const lido = leitura?.lido;
  if (lido === undefined) {
    if (leitura?.obrigatoria) {
      throw new LeituraRecusada('LEITURA_OBRIGATORIA', MENSAGENS_LEITURA.obrigatoria);
    }
    return false;
  }
  if (!igual(lido, lote)) {
    throw new LeituraRecusada(
      'BOBINA_LIDA_DIFERENTE',
      MENSAGENS_LEITURA.bobinaDiferente(lido, lote),
    );
  }
  return true;
}

/** Drop: the reading must be the destination address. */
export function conferirEnderecoLido(leitura: Leitura | undefined, destino: string): boolean {
  const lido = leitura?.lido;
  if (lido === undefined) return false;
  if (!igual(lido, destino)) {
    throw new LeituraRecusada(
      'ENDERECO_LIDO_DIFERENTE',
      MENSAGENS_LEITURA.enderecoDiferente(lido, destino),
    );
  }
  return true;
}

/** The history's note of a move the operator confirmed by reading its label. */
export const CONFIRMADA_POR_LEITURA = ' — confirmada pela leitura da etiqueta';

/** Writes the ALERTA of a refused reading, after its call rolled back. */
export async function alertarLeituraRecusada(
  db: Executor,
  usuario: UsuarioAutenticado,
  ponte: string,
  err: unknown,
): Promise<void> {
  if (!(err instanceof LeituraRecusada) || err.codigo === 'LEITURA_OBRIGATORIA') return;
  await registrarEvento(db, {
    tipo: 'ALERTA',
    descricao: `Leitura recusada na ponte ${ponte} (${usuario.login}): ${err.message}`,
    emailResponsavel: usuario.email,
  });
}
