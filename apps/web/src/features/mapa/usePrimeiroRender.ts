/**
 * Performance marks an E2E reads: 'mapa:inicio' when the route mounts, 'mapa:render' once the
 * first yard with data has been painted, and the measure 'mapa:primeiro-render' between them.
 * 'mapa:patio-completo' measures until every group (also those off screen) has been painted.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

const INICIO = 'mapa:inicio';
const RENDER = 'mapa:render';
const MEDIDA = 'mapa:primeiro-render';
const COMPLETO = 'mapa:completo';
const MEDIDA_COMPLETO = 'mapa:patio-completo';

/** After the next paint: rAF runs before it, a task queued from rAF runs after it. */
const depoisDaPintura = (fn: () => void) => requestAnimationFrame(() => setTimeout(fn, 0));

export function usePrimeiroRender(comDados: boolean) {
  const marcado = useRef(false);
  // During the first render, not in an effect: the measure must include drawing the grid.
  if (!marcado.current) {
    marcado.current = true;
    for (const m of [INICIO, RENDER, COMPLETO]) performance.clearMarks(m);
    for (const m of [MEDIDA, MEDIDA_COMPLETO]) performance.clearMeasures(m);
    performance.mark(INICIO);
  }
  const medido = useRef(false);
  useLayoutEffect(() => {
    if (!comDados || medido.current) return;
    medido.current = true;
    depoisDaPintura(() => {
      performance.mark(RENDER);
      performance.measure(MEDIDA, INICIO, RENDER);
    });
  }, [comDados]);

  const [completo, setCompleto] = useState(false);
  const aoCompletar = useCallback(() => {
    setCompleto(true);
    depoisDaPintura(() => {
      performance.mark(COMPLETO);
      performance.measure(MEDIDA_COMPLETO, INICIO, COMPLETO);
    });
  }, []);
  return { completo, aoCompletar };
}
