/** Vehicle types of the dispatch (docs/planejamento-de-carga.md): payload and reply. */
import { z } from 'zod';
import { MSG_DESPACHO_INPUT } from '../mensagens-despacho.ts';
import { MSG, zTexto } from './comum.ts';

/** TREM or CARRETA: the dispatch's modal, and its vehicle types'. */
export const ZModal = z.enum(['TREM', 'CARRETA'], {
  error: (iss) => (iss.input == null ? MSG.obrigatorio : MSG_DESPACHO_INPUT.modal),
});

export const MSG_TIPO_VEICULO = {
  capacidade: 'A capacidade deve estar entre 0,1 e 200 t.',
  posicoes: 'As posições devem ser um número inteiro entre 1 e 20.',
  naoEncontrado: 'Tipo de veículo não encontrado.',
  nomeDuplicado: 'Já existe um tipo de veículo com este nome.',
  emUso: (identificacoes: string) =>
    `Este tipo de veículo está em uso pelo(s) despacho(s) em aberto ${identificacoes} e não pode ser excluído.`,
} as const;

export const ZTipoVeiculoInput = z.object({
  nome: zTexto(100),
  modal: ZModal,
  capacidadeT: z
    .number({ error: MSG_TIPO_VEICULO.capacidade })
    .min(0.1, { error: MSG_TIPO_VEICULO.capacidade })
    .max(200, { error: MSG_TIPO_VEICULO.capacidade }),
  posicoes: z
    .number({ error: MSG_TIPO_VEICULO.posicoes })
    .int({ error: MSG_TIPO_VEICULO.posicoes })
    .min(1, { error: MSG_TIPO_VEICULO.posicoes })
    .max(20, { error: MSG_TIPO_VEICULO.posicoes }),
});
export type TTipoVeiculoInput = z.infer<typeof ZTipoVeiculoInput>;

export const ZTipoVeiculo = z.object({
  id: z.number().int(),
  nome: z.string(),
  modal: ZModal,
  capacidadeT: z.number(),
  posicoes: z.number().int(),
});
export type TTipoVeiculo = z.infer<typeof ZTipoVeiculo>;
