export const TXT_SUGESTAO = {
  botao: 'Sugerir endereço',
  titulo: 'Endereços sugeridos',
  vazio: 'Nenhum endereço livre no pátio.',
  erro: 'Erro ao sugerir endereços',
  exigeConfirmacao: 'exige confirmação',
  pontuacao: (p: number) => `pontuação ${p.toLocaleString('pt-BR')}`,
  escolher: 'Clique para usar o endereço.',
} as const;

const milhar = (n: number) => n.toLocaleString('pt-BR');

/** The advisor's stay model panel (docs/advisor.md, "Learned stays"). */
export const TXT_MODELO = {
  aprendido: (saidas: number) =>
    `Modelo de permanência: aprendido de ${milhar(saidas)} ${saidas === 1 ? 'saída' : 'saídas'}`,
  prior: (saidas: number, minimo: number, dias: number) =>
    `Modelo de permanência: tabela inicial (${milhar(saidas)} ${saidas === 1 ? 'saída' : 'saídas'} no histórico; cada classe aprende com ${milhar(minimo)} saídas em ${dias} dias)`,
  classe: (classe: string) => (classe === 'nenhum' ? 'sem próximo processo' : classe),
  linha: (saidas: number, horas: number, historico: boolean) =>
    `${milhar(saidas)} ${saidas === 1 ? 'saída' : 'saídas'}, mediana ${(horas / 24).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} d${historico ? '' : ' (tabela inicial)'}`,
} as const;
