import type { TTipoVeiculo } from '@patio/domain';
import { tiposVeiculo } from '../../db/schema.ts';

/** A vehicle type as the API shows it. */
export const COLUNAS_TIPO_VEICULO = {
  id: tiposVeiculo.id,
  nome: tiposVeiculo.nome,
  modal: tiposVeiculo.modal,
  capacidadeT: tiposVeiculo.capacidadeT,
  posicoes: tiposVeiculo.posicoes,
};

/** How the event log names a type: "Carreta LS (CARRETA, 30 t, 2 posições)". */
export const resumoDoTipo = (t: TTipoVeiculo) =>
  `${t.nome} (${t.modal}, ${t.capacidadeT} t, ${t.posicoes} posições)`;
