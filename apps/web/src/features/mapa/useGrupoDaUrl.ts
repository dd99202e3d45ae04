/**
 * `/mapa?grupo=N` (the dashboard's group strip links here): once the yard is drawn, the view
 * is centred on group N.
 */
import type { Layout } from '@patio/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { alturaDoGrupo, larguraDoGrupo, origemDoGrupo } from './layout.ts';
import type { PanZoom } from './usePanZoom.ts';

export function useGrupoDaUrl(pz: PanZoom, layout: Layout, desenhado: boolean) {
  const [params] = useSearchParams();
  const grupo = Number(params.get('grupo'));
  const feito = useRef<number | null>(null);
  useEffect(() => {
    if (!desenhado || !Number.isInteger(grupo) || grupo < 1 || grupo > layout.grupos) return;
    if (feito.current === grupo) return;
    feito.current = grupo;
    const { x, y } = origemDoGrupo(grupo, layout);
    pz.centralizar({ x, y, w: larguraDoGrupo(layout), h: alturaDoGrupo(layout) });
  }, [desenhado, grupo, layout, pz]);
}
