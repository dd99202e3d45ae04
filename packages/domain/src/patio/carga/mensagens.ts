/** Refusals of typed dispatches and of the load planner; one source for server and web. */

/** Tons as the yard writes them: decimal comma, no trailing zeros (30, 27,5). */
export const formatarToneladas = (t: number): string =>
  String(Math.round(t * 1000) / 1000).replace('.', ',');

export const MSG_CARGA = {
  acimaDoPeso: (veiculo: number, pesoT: number, capacidadeT: number) =>
    `Carga acima da capacidade do veículo ${veiculo}: ${formatarToneladas(pesoT)} t de ${formatarToneladas(capacidadeT)} t.`,
  acimaDasPosicoes: (veiculo: number, bobinas: number, posicoes: number) =>
    `Carga acima da capacidade do veículo ${veiculo}: ${bobinas} bobinas de ${posicoes}.`,
  semPeso: (lotes: readonly string[]) => `Bobinas sem peso: ${lotes.join(', ')}.`,
  excedeCapacidade: (lote: string, pesoT: number, capacidadeT: number) =>
    `${lote}: ${formatarToneladas(pesoT)} t excede a capacidade do veículo (${formatarToneladas(capacidadeT)} t).`,
  outroModal: 'O tipo de veículo é de outro modal.',
} as const;

export interface CargaDeVeiculo {
  veiculo: number;
  /** Tons of each coil on it. */
  pesos: readonly number[];
}

/**
 * The first vehicle over its capacity or its positions, as the refusal's message; null when
 * every vehicle fits. Sums to the kilogram, so 10,1 + 19,9 is 30 t, not 30,000000000000004.
 */
export function excessoDeCarga(
  tipo: { capacidadeT: number; posicoes: number },
  cargas: readonly CargaDeVeiculo[],
): string | null {
  for (const c of [...cargas].sort((a, b) => a.veiculo - b.veiculo)) {
    const kg = c.pesos.reduce((s, p) => s + Math.round(p * 1000), 0);
    if (kg > Math.round(tipo.capacidadeT * 1000))
      return MSG_CARGA.acimaDoPeso(c.veiculo, kg / 1000, tipo.capacidadeT);
    if (c.pesos.length > tipo.posicoes)
      return MSG_CARGA.acimaDasPosicoes(c.veiculo, c.pesos.length, tipo.posicoes);
  }
  return null;
}
