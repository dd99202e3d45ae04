import { conflict, notFound } from '../../lib/http-error.ts';

export const MSG_INVENTARIO = {
  naoEncontrado: 'Inventário não encontrado.',
  concluido: 'O inventário já foi concluído: não aceita mais leituras.',
  aberto: 'Conclua o inventário antes de corrigir as diferenças.',
  diferencaNaoEncontrada: 'Diferença não encontrada neste inventário.',
  jaResolvida: 'Esta diferença já foi resolvida.',
  foraDosGrupos: (endereco: string) => `O endereço ${endereco} não é dos grupos deste inventário.`,
  semMotivo: 'Informe o motivo para fechar esta diferença.',
  bobinaMudou: (lote: string) =>
    `A bobina ${lote} mudou de lugar ou de estado desde a leitura; leia o endereço de novo.`,
} as const;

export const inventarioNaoEncontrado = () =>
  notFound('NAO_ENCONTRADO', MSG_INVENTARIO.naoEncontrado);
export const inventarioConcluido = () => conflict('ESTADO', MSG_INVENTARIO.concluido);
