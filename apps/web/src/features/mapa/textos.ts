/**
 * The map's user-facing texts (docs/product/main-yard.md#yard-map,
 * docs/product/main-yard.md#map-filters, docs/product/main-yard.md#messages), exactly as the
 * specification words them.
 */
export const TXT_MAPA = {
  titulo: 'Mapa',
  trilha: ['Bobinas', 'Patio ABQ2', 'Mapa'],
  incluir: 'Incluir Bobina',
  piramide: 'Pirâmide',
  canudo: 'Canudo',
  cadastrar: 'Cadastrar Bobina',
  atualizar: 'Atualizar Bobina',
  corrigir: 'Corrigir Endereço',
  editar: 'Editar',
  excluir: 'Excluir',
  historico: 'Histórico',
  filtrar: 'Filtrar Bobinas',
  erroDetalhes: 'Erro ao obter detalhes da bobina.',
  erroListar: 'Erro ao carregar bobinas',
  nenhuma: 'Nenhuma bobina encontrada para os filtros aplicados.',
  atencao: 'Atencao!',
  livre: 'Posição livre',
  sumiu: 'Nenhuma bobina neste endereço agora.',
  sim: 'Sim',
  saiDaqui: (lote: string, tipo: string) =>
    `Instrução aberta (${tipo === 'REMANEJAMENTO' ? 'remanejamento' : tipo.toLowerCase()}): a bobina ${lote} sai daqui`,
  reservado: (lote: string, id: number) =>
    `Reservado: destino da instrução ${id} (bobina ${lote}); não coloque outra bobina aqui`,
  legendaOrigem: 'Sai por instrução aberta',
  legendaReservado: 'Destino reservado',
  nao: 'Não',
} as const;

/**
 * Labels of the search box's modes (docs/product/main-yard.md#map-filters: LOTE, ITEM or endereco).
 */
export const MODOS_BUSCA = [
  { value: 'LOTE', label: 'Lote' },
  { value: 'ITEM', label: 'Item' },
  { value: 'ENDERECO', label: 'Endereço' },
] as const;
