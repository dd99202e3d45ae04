import type { TTipoEventoWebhook } from '@patio/domain';

export const TXT = {
  novo: 'Novo webhook',
  titulo: 'Webhooks',
  vazio: 'Nenhum webhook cadastrado.',
  erroLista: 'Não foi possível carregar os webhooks.',
  criarTitulo: 'Novo webhook',
  editarTitulo: 'Editar webhook',
  salvar: 'Salvar',
  cancelar: 'Cancelar',
  salvo: 'Webhook salvo com sucesso.',
  erroSalvar: 'Não foi possível salvar o webhook.',
  segredoTitulo: 'Segredo do webhook',
  segredoAviso:
    'Guarde este segredo agora: ele assina cada entrega (X-Patio-Assinatura) e não será mostrado de novo.',
  entendi: 'Já guardei',
  confirmarExclusao:
    'Deseja realmente excluir este webhook? O registro de entregas também será excluído.',
  simExcluir: 'Sim, excluir.',
  naoCancelar: 'Não, cancelar',
  excluido: 'Webhook excluído com sucesso.',
  erroExcluir: 'Não foi possível excluir o webhook.',
  entregasTitulo: 'Entregas',
  semEntregas: 'Nenhuma entrega ainda.',
  erroEntregas: 'Não foi possível carregar as entregas.',
  reenviar: 'Reenviar',
  reenviado: 'Evento colocado na fila para reenvio.',
  erroReenviar: 'Não foi possível reenviar o evento.',
  reenviarPeriodo: 'Reenviar período',
  reenvioTitulo: 'Reenviar período',
  reenvioAjuda:
    'Os eventos guardados dos tipos deste webhook, no período, voltam à fila na ordem em que ocorreram, com os mesmos ids.',
  desde: 'Desde',
  ate: 'Até',
  ateAjuda: 'Vazio: até agora.',
  fechar: 'Fechar',
  agendadas: (n: number) =>
    n === 1
      ? '1 evento colocado na fila para reenvio.'
      : `${n} eventos colocados na fila para reenvio.`,
  erroReenvio: 'Não foi possível reenviar o período.',
} as const;

/** How the screen names each event type. */
export const NOMES_EVENTO: Record<TTipoEventoWebhook, string> = {
  'bobina.colocada': 'Bobina colocada no pátio',
  'bobina.movida': 'Bobina movida',
  'bobina.removida': 'Bobina removida do pátio',
  'despacho.criado': 'Despacho criado',
  'despacho.finalizado': 'Despacho finalizado',
  'instrucao.concluida': 'Instrução concluída',
  'alarme.registrado': 'Alarme registrado',
};

export const ESTADOS = {
  PENDENTE: { texto: 'Pendente', cor: 'gold' },
  ENTREGUE: { texto: 'Entregue', cor: 'green' },
  FALHOU: { texto: 'Falhou', cor: 'red' },
} as const;
