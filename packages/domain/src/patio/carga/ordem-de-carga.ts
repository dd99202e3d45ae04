/**
 * The loading order of a planned set: the coils lying on others of the set go first, and the
 * crane travels little (docs/planejamento-de-carga.md).
 */
import { distancia } from '../advisor/geometria.ts';
import type { No } from './no.ts';

/**
 * The loading order. Vehicles one after the other, the next being one whose coils rest on no
 * coil left for a later vehicle and starting nearest to where the crane is; inside a vehicle,
 * the nearest coil that has nothing of the set still on it. If the vehicles cannot be loaded one
 * after the other (coils lying on each other across two vehicles both ways), the order runs over
 * all the coils, still lifting the ones on top first.
 */
export function ordenar(
  nos: readonly No[],
  caixas: readonly number[][],
  sentido: 1 | -1,
): number[] {
  const de = new Array<number>(nos.length).fill(0);
  caixas.forEach((c, k) => {
    for (const i of c) de[i] = k;
  });
  const carregada = new Array<boolean>(nos.length).fill(false);
  const livre = (i: number) => (nos[i] as No).acima.every((j) => carregada[j]);
  // A vehicle can start when no coil of another vehicle still waiting rests on its coils.
  const pronta = (k: number, feitas: readonly boolean[]) =>
    (caixas[k] as number[]).every((i) =>
      (nos[i] as No).acima.every((j) => de[j] === k || feitas[de[j] as number]),
    );
  const ordem: number[] = [];
  let posicao: No | null = null;
  const maisPerto = (candidatos: readonly number[]) => {
    let melhor = candidatos[0] as number;
    if (posicao) {
      let d = Number.POSITIVE_INFINITY;
      for (const i of candidatos) {
        const di = distancia(posicao, nos[i] as No);
        if (di < d) {
          d = di;
          melhor = i;
        }
      }
    }
    return melhor;
  };
  const feitas = new Array<boolean>(caixas.length).fill(false);
  for (let passo = 0; passo < caixas.length; passo++) {
    const prontas = caixas.map((_, k) => k).filter((k) => !feitas[k] && pronta(k, feitas));
    if (prontas.length === 0) return ordenarTudo(nos, ordem, carregada, posicao);
    // The vehicle whose free coil is nearest.
    let escolhida = prontas[0] as number;
    if (posicao) {
      let d = Number.POSITIVE_INFINITY;
      for (const k of prontas)
        for (const i of caixas[k] as number[]) {
          if (!livre(i)) continue;
          const di = distancia(posicao, nos[i] as No);
          if (di < d) {
            d = di;
            escolhida = k;
          }
        }
    } else {
      // Start at one end of the yard: the vehicle holding the coil furthest along it.
      let x = Number.NEGATIVE_INFINITY;
      for (const k of prontas)
        for (const i of caixas[k] as number[])
          if (sentido * (nos[i] as No).x > x) {
            x = sentido * (nos[i] as No).x;
            escolhida = k;
          }
    }
    const resto = new Set(caixas[escolhida]);
    while (resto.size > 0) {
      const livres = [...resto].filter(livre);
      const i =
        posicao === null
          ? livres.reduce((a, b) =>
              sentido * (nos[b] as No).x > sentido * (nos[a] as No).x ? b : a,
            )
          : maisPerto(livres);
      ordem.push(i);
      carregada[i] = true;
      resto.delete(i);
      posicao = nos[i] as No;
    }
    feitas[escolhida] = true;
  }
  return ordem;
}

function ordenarTudo(
  nos: readonly No[],
  ordem: number[],
  carregada: boolean[],
  inicio: No | null,
): number[] {
  let posicao = inicio;
  while (ordem.length < nos.length) {
    let melhor = -1;
    let d = Number.POSITIVE_INFINITY;
    for (const n of nos) {
      if (carregada[n.i] || !n.acima.every((j) => carregada[j])) continue;
      const dn = posicao ? distancia(posicao, n) : -n.x;
      if (dn < d) {
        d = dn;
        melhor = n.i;
      }
    }
    ordem.push(melhor);
    carregada[melhor] = true;
    posicao = nos[melhor] as No;
  }
  return ordem;
}

/** Crane travel of lifting the coils in this order: the distances between consecutive lifts. */
export function percursoDe(nos: readonly { x: number; y: number }[], ordem: readonly number[]) {
  let s = 0;
  for (let k = 1; k < ordem.length; k++)
    s += distancia(nos[ordem[k - 1] as number] as No, nos[ordem[k] as number] as No);
  return s;
}
