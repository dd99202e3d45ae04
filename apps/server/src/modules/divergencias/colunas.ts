import type { TDivergencia } from '@patio/domain';
import { divergencias } from '../../db/schema.ts';

/** A divergence as the API gives it. */
export const COLUNAS_DIVERGENCIA = {
  id: divergencias.id,
  estado: divergencias.estado,
  ponte: divergencias.ponte,
  acao: divergencias.acao,
  instrucaoId: divergencias.instrucaoId,
  lote: divergencias.lote,
  endereco: divergencias.endereco,
  ocorridoEm: divergencias.ocorridoEm,
  recebidoEm: divergencias.recebidoEm,
  codigo: divergencias.codigo,
  mensagem: divergencias.mensagem,
  usuario: divergencias.usuario,
  resolvidaEm: divergencias.resolvidaEm,
  resolvidaPor: divergencias.resolvidaPor,
  motivo: divergencias.motivo,
};

type Linha = Omit<TDivergencia, 'ocorridoEm' | 'recebidoEm' | 'resolvidaEm'> & {
  ocorridoEm: Date;
  recebidoEm: Date;
  resolvidaEm: Date | null;
};

export const paraApi = ({ ocorridoEm, recebidoEm, resolvidaEm, ...d }: Linha): TDivergencia => ({
  ...d,
  ocorridoEm: ocorridoEm.toISOString(),
  recebidoEm: recebidoEm.toISOString(),
  resolvidaEm: resolvidaEm?.toISOString() ?? null,
});
