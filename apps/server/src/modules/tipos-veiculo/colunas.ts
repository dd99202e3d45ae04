import { tiposVeiculo } from '../../db/schema.ts';

/** A vehicle type as the API shows it. */
export const COLUNAS_TIPO_VEICULO = {
  id: tiposVeiculo.id,
  nome: tiposVeiculo.nome,
  modal: tiposVeiculo.modal,
  capacidadeT: tiposVeiculo.capacidadeT,
  posicoes: tiposVeiculo.posicoes,
};
