/**
 * The dispatch form's messages apart from its zod schema: the form shows them without loading
 * zod up front (docs/benchmarks.md, bundle budget).
 */
export const MSG_DESPACHO_INPUT = {
  modal: 'Opção inválida',
  semBobinas: 'Selecione ao menos uma bobina.',
  bobinaRepetida: 'A mesma bobina foi informada mais de uma vez.',
  sequencias: 'As sequências devem ir de 1 ao número de bobinas, sem repetição.',
  id: 'Id inválido',
  sequencia: 'Sequência inválida',
  veiculo: 'Veículo inválido',
  tipoVeiculo: 'Tipo de veículo inválido',
} as const;
