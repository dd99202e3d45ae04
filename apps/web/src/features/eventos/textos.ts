/**
 * The alarms and events screen's texts (docs/product/main-yard.md#alarms-and-events,
 * docs/product/main-yard.md#messages), exactly as specified.
 */
export const TXT = {
  trilha: 'Alarme e Eventos',
  listar: 'Listar Alarme e Eventos',
  titulo: 'Alarmes e Eventos',
  vazio: 'Nenhum item encontrado.',
  erroListar: 'Erro ao listar alarmes e eventos',
  erroFiltrar: 'Erro ao filtrar alarmes e eventos',
} as const;
