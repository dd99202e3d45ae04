/** The off-line cab's texts (docs/offline.md). */
export const TXT_FILA = {
  pendentes: (n: number, minutos: number) =>
    `Sem conexão — ${n} ${n === 1 ? 'operação pendente' : 'operações pendentes'} (a mais antiga há ${minutos} min)`,
  semConexao: 'Sem conexão — as operações ficam guardadas neste tablet',
  enviando: (n: number) =>
    `Enviando ${n} ${n === 1 ? 'operação pendente' : 'operações pendentes'}…`,
  detalhe:
    'Continue operando: cada toque fica guardado com a hora em que foi feito e é enviado, em ordem, quando a rede voltar.',
  naoAplicadas: (n: number) =>
    `${n} ${n === 1 ? 'operação não aplicada' : 'operações não aplicadas'} — enviada${n === 1 ? '' : 's'} ao supervisor`,
  naoAplicada: (acao: string, lote: string, mensagem: string) =>
    `${acao === 'pegar' ? 'Pegar' : 'Soltar'} ${lote}: ${mensagem}`,
  erro: 'Operação não aplicada',
} as const;
