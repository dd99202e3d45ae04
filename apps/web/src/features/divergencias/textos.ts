/** The supervisor's divergences screen (docs/offline.md, "Divergences"). */
export const TXT = {
  titulo: 'Divergências',
  trilha: 'Alarmes e Eventos',
  listar: 'Divergências',
  vazio: 'Nenhuma divergência.',
  erroListar: 'Erro ao listar as divergências',
  erroFiltrar: 'Erro ao filtrar as divergências',
  aplicar: 'Aplicar',
  descartar: 'Descartar',
  tituloAplicar: (id: number) => `Aplicar a divergência ${id}`,
  tituloDescartar: (id: number) => `Descartar a divergência ${id}`,
  explicaAplicar:
    'A bobina vai para onde o operador a deixou: o endereço do toque, ou o que você informar.',
  explicaDescartar: 'O registro fica guardado com o motivo; a bobina não muda.',
  endereco: 'Endereço onde a bobina está',
  motivo: 'Motivo',
  aplicada: 'Divergência aplicada: a bobina foi movida.',
  descartada: 'Divergência descartada.',
  jaResolvida: 'Esta divergência já foi resolvida por outro supervisor. A lista foi atualizada.',
  erroResolver: 'Não foi possível resolver a divergência.',
} as const;

export const ESTADOS = [
  { value: 'ABERTA', label: 'Abertas' },
  { value: 'APLICADA', label: 'Aplicadas' },
  { value: 'DESCARTADA', label: 'Descartadas' },
] as const;
