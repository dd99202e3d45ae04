/**
 * A crane's moves per hour as small bars (uPlot: a canvas chart of ~20 KB gzip, where the
 * Ant Design charts would add several hundred to the page — docs/painel.md).
 */
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface Props {
  porHora: { hora: string; movimentos: number }[];
  rotulo: string;
}

export function GraficoPorHora({ porHora, rotulo }: Props) {
  const caixa = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  useEffect(() => {
    const el = caixa.current;
    if (!el) return;
    const x = porHora.map((h) => new Date(h.hora).getTime() / 1000);
    const y = porHora.map((h) => h.movimentos);
    const barras = uPlot.paths.bars?.({ size: [0.7, 18] });
    const plot = new uPlot(
      {
        width: 200,
        height: 64,
        legend: { show: false },
        cursor: { show: false },
        scales: { y: { range: [0, Math.max(4, ...y)] } },
        axes: [
          {
            size: 18,
            font: `10px ${token.fontFamily}`,
            stroke: token.colorTextSecondary,
            grid: { show: false },
            values: (_u, ticks) => ticks.map((t) => `${new Date(t * 1000).getHours()}h`),
          },
          { show: false },
        ],
        series: [
          {},
          {
            fill: token.colorPrimary,
            stroke: token.colorPrimary,
            ...(barras ? { paths: barras } : {}),
          },
        ],
      },
      [x, y],
      el,
    );
    return () => plot.destroy();
  }, [porHora, token]);
  return <div ref={caixa} role="img" aria-label={rotulo} />;
}
