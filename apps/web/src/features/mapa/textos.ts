/** The map's user-facing texts (part1 §2.8, §5, §8), exactly as the specification words them. */
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
  filtrar: 'Filtrar Bobinas',
  erroDetalhes: 'Erro ao obter detalhes da bobina.',
  erroListar: 'Erro ao carregar bobinas',
  nenhuma: 'Nenhuma bobina encontrada para os filtros aplicados.',
  atencao: 'Atencao!',
  livre: 'Posição livre',
  sumiu: 'Nenhuma bobina neste endereço agora.',
  sim: 'Sim',
  nao: 'Não',
} as const;

/** Labels of the search box's modes (part1 §5: LOTE, ITEM or endereco). */
export const MODOS_BUSCA = [
  { value: 'LOTE', label: 'Lote' },
  { value: 'ITEM', label: 'Item' },
  { value: 'ENDERECO', label: 'Endereço' },
] as const;
