/** The advisor's reasons, in the yard's Portuguese (shown under each suggestion). */
export const MOTIVOS = {
  naoBloqueia: 'não bloqueia bobinas que saem antes',
  bloqueia: (endereco: string) => `fica sobre a bobina de ${endereco}, que deve sair antes`,
  larguraCompativel: 'largura compatível com os apoios',
  topoSaiCedo: 'sai cedo e fica no topo: nada será empilhado sobre ela',
  chaoSaiTarde: 'saída prevista distante: no chão, serve de apoio',
  chaoSaiCedo: 'sai cedo e fica no chão: pode ser soterrada',
  chaoLivre: 'no chão, sem pirâmides possíveis por cima agora',
  guardaLargas: 'deixa livres as poucas posições que ainda recebem bobinas mais largas',
  tomaLargas: 'ocupa uma das poucas posições livres que ainda recebem bobinas mais largas',
  pertoDaSaida: (despacho: string) => `perto da saída do despacho ${despacho}`,
  noCaminho: 'no caminho da saída: percurso curto da ponte',
  desvio: (posicoes: number) => `desvio de ${posicoes} posições no percurso da ponte`,
  semSugestaoLimpa: 'nenhum endereço livre dispensa confirmação',
} as const;
