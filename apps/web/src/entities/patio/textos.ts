export const TXT_SUGESTAO = {
  botao: 'Sugerir endereço',
  titulo: 'Endereços sugeridos',
  vazio: 'Nenhum endereço livre no pátio.',
  erro: 'Erro ao sugerir endereços',
  exigeConfirmacao: 'exige confirmação',
  pontuacao: (p: number) => `pontuação ${p.toLocaleString('pt-BR')}`,
  escolher: 'Clique para usar o endereço.',
} as const;
