/**
 * The fewest vehicles by brute force, independent of the planner's search: every subset that
 * fits one vehicle, combined by dynamic programming over subsets (3^n steps). The reference the
 * unit tests and the benchmark compare the planner with; for at most about 14 coils.
 */
export function minimoExaustivo(pesos: readonly number[], capacidade: number, posicoes: number) {
  const n = pesos.length;
  const total = 1 << n;
  const cabe = new Array<boolean>(total).fill(false);
  for (let m = 1; m < total; m++) {
    let p = 0;
    let q = 0;
    for (let i = 0; i < n; i++)
      if (m & (1 << i)) {
        p += pesos[i] as number;
        q++;
      }
    cabe[m] = p <= capacidade && q <= posicoes;
  }
  const dp = new Array<number>(total).fill(Number.POSITIVE_INFINITY);
  dp[0] = 0;
  for (let m = 1; m < total; m++) {
    // The lowest coil left goes in some vehicle: only the subsets holding it.
    const baixo = m & -m;
    for (let s = m; s > 0; s = (s - 1) & m) {
      if (!(s & baixo) || !cabe[s]) continue;
      const v = (dp[m ^ s] as number) + 1;
      if (v < (dp[m] as number)) dp[m] = v;
    }
  }
  return dp[total - 1] as number;
}
