/**
 * A hand-held scanner in keyboard mode types a whole code within a few milliseconds per key and
 * ends with Enter; a person types one key every 100 ms or more. This parser tells the two apart
 * by the time between keys (docs/etiquetas-e-leitura.md#leitor-de-mão): pure, so it is tested
 * alone and the hook only feeds it keys.
 */

/** The largest gap between two keys of one scanner burst (a person is slower). */
export const INTERVALO_MAXIMO_MS = 60;
/** The shortest code taken as a reading (a lote or an address has more). */
export const TAMANHO_MINIMO = 3;

export interface LeitorDeRajada {
  /** One key (`KeyboardEvent.key`) at time `t` (ms); returns the code read on its Enter, else null. */
  tecla(key: string, t: number): string | null;
}

export function criarLeitorDeRajada(
  intervaloMaximoMs = INTERVALO_MAXIMO_MS,
  tamanhoMinimo = TAMANHO_MINIMO,
): LeitorDeRajada {
  let buffer = '';
  let ultima = Number.NEGATIVE_INFINITY;
  return {
    tecla(key, t) {
      const rapida = t - ultima <= intervaloMaximoMs;
      ultima = t;
      if (key === 'Enter') {
        const codigo = rapida ? buffer.trim() : '';
        buffer = '';
        return codigo.length >= tamanhoMinimo ? codigo : null;
      }
      if (key.length !== 1) {
        // Shift and the like come between a scanner's keys; anything else breaks the burst.
        if (key !== 'Shift') buffer = '';
        return null;
      }
      // A slow key starts a new burst: what a person typed before is not part of a reading.
      buffer = rapida ? buffer + key : key;
      return null;
    },
  };
}
