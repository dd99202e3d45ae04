import type { Layout } from '@patio/domain';
import { useMemo, useState } from 'react';
import { toast } from '../../shared/feedback.tsx';
import {
  atende,
  type Criterio,
  criterioAtivo,
  marcadas as marcar,
  SEM_CRITERIO,
} from './filtro.ts';
import type { BobinaDoMapa } from './indice.ts';
import { primeiraNoMapa, type Retangulo, retanguloDe } from './layout.ts';
import { TXT_MAPA } from './textos.ts';

/**
 * The map's filter: the criterion, the coils it marks (the rest are dimmed), and on applying
 * it the first coil found brought into view, or a warning when none is.
 */
export function useFiltroDoMapa(
  bobinas: readonly BobinaDoMapa[] | undefined,
  layout: Layout,
  centralizar: (r: Retangulo) => void,
) {
  const [criterio, setCriterio] = useState<Criterio>(SEM_CRITERIO);
  const marcadas = useMemo(() => marcar(bobinas ?? [], criterio), [bobinas, criterio]);
  const [filtrando, setFiltrando] = useState(false);

  const aplicar = (novo: Criterio) => {
    setCriterio(novo);
    if (!bobinas || !criterioAtivo(novo)) return;
    const achadas = bobinas.filter((b) => atende(b, novo));
    if (achadas.length === 0) return toast.warning(TXT_MAPA.atencao, TXT_MAPA.nenhuma);
    // Finding a coil is the point of a filter: bring the first one found into view.
    const primeira = primeiraNoMapa(achadas.map((b) => b.endereco ?? ''));
    if (primeira) centralizar(retanguloDe(primeira, layout));
  };
  return { criterio, marcadas, aplicar, filtrando, setFiltrando };
}
