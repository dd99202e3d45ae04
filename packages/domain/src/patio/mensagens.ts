/**
 * The yard rules' messages (docs/yard-rules.md): the one source the server refuses with, the
 * advisor lists and the client builds its confirm questions from.
 */
export const MENSAGENS_PATIO = {
  enderecoInvalido: 'Endereço inválido.',
  ocupado: 'Endereço ocupado por outra bobina.',
  semApoio: 'Não há bobinas de apoio para a pirâmide neste endereço.',
  empilhada: 'Existe uma bobina empilhada sobre esta bobina.',
  // No final period: the client shows "{mensagem}. Deseja confirmar esta operação?".
  largura: 'O endereço escolhido não atende ao critério de empilhamento por largura da bobina',
  posicoesAB:
    'O endereço escolhido não atende ao critério de empilhamento nas posições A e B do pátio',
  resfriamento: (isLege: boolean) =>
    `O endereço escolhido não atende ao critério de resfriamento definido para a bobina ${isLege ? 'LEGE' : 'NJA'}`,
} as const;

/** The closing sentence of every override question on the main-yard screens. */
export const CONFIRMAR_OPERACAO = 'Deseja confirmar esta operação?';
