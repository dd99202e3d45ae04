/** The label buttons' and print dialog's texts (docs/etiquetas-e-leitura.md, "Telas"). */
export const TXT_ETIQUETA = {
  etiqueta: 'Etiqueta',
  imprimir: 'Imprimir etiquetas',
  etiquetasEnderecos: 'Etiquetas de endereços',
  baixarPdf: 'Baixar PDF',
  impressora: 'Impressora',
  escolhaImpressora: 'Escolha a impressora.',
  semImpressoras: 'Nenhuma impressora cadastrada (IMPRESSORAS no servidor).',
  grupo: 'Grupo',
  tituloBobinas: (n: number) =>
    n === 1 ? 'Imprimir a etiqueta de 1 bobina' : `Imprimir as etiquetas de ${n} bobinas`,
  tituloGrupo: 'Etiquetas dos endereços de um grupo',
  impressas: (n: number, nome: string) =>
    n === 1
      ? `1 etiqueta enviada à impressora ${nome}.`
      : `${n} etiquetas enviadas à impressora ${nome}.`,
  semResposta: (nome: string) =>
    `A impressora ${nome} não respondeu. Confira se está ligada e na rede, e tente de novo.`,
  desconhecida: (nome: string) => `A impressora ${nome} não está mais cadastrada: escolha outra.`,
  erroImprimir: 'Não foi possível imprimir as etiquetas.',
  erroPdf: 'Não foi possível abrir a etiqueta.',
} as const;
