/**
 * What the relocation planner says, in its own module: the instruction list and the crane
 * screen show these texts without pulling the planner and the advisor into their chunks.
 */
export const MENSAGENS_REMANEJAMENTO = {
  semDestino: (lote: string, bloqueio: string) =>
    `${lote}: não há endereço livre para remanejar a bobina ${bloqueio}, empilhada sobre ela (nenhum endereço livre dispensa confirmação nem fica fora do caminho das outras instruções).`,
  criados: (n: number, lote: string) =>
    n === 1
      ? `1 remanejamento criado para liberar ${lote}`
      : `${n} remanejamentos criados para liberar ${lote}`,
  aguardaExistente: (libera: readonly string[], lote: string, id: number) =>
    `${libera.join(', ')} aguarda a instrução ${id}, já aberta, da bobina ${lote}`,
  aguardando: (lotes: readonly string[]) => `aguardando remanejamento de ${lotes.join(', ')}`,
} as const;
