/**
 * The yard drawn once: groups → rows → cells. Each row is memoised on its 16 slots, so a live
 * update, a selection or a save redraws only the rows it touches. Clicks are handled by one
 * listener on the viewport (cells carry data-endereco), hover by CSS.
 */
import { COLUNAS, codigoDe, type Layout } from '@patio/domain';
import { memo, type ReactNode, startTransition, useEffect, useState } from 'react';
import { type BobinaDoMapa, mesmosSlots, type Patio, type SlotsDaFila } from './indice.ts';
import {
  alturaDoGrupo,
  type Celula,
  celulaDe,
  enderecoDe,
  GRUPOS_POR_LINHA,
  grupoEscuro,
  larguraDoGrupo,
  origemDoGrupo,
  piramideLivre,
  posicaoNaFila,
  rotuloDaCelula,
  rotuloDaFila,
  rotuloDoGrupo,
} from './layout.ts';

type Marcadas = ReadonlySet<number> | null;

interface GridProps {
  patio: Patio;
  /** Ids picked by the filters; null when nothing is filtered. */
  marcadas: Marcadas;
  /** Address of the selected cell. */
  selecionado: string | null;
  /** Called once every group is in the DOM. */
  onCompleto(): void;
}

export const MapaGrid = memo(function MapaGrid(p: GridProps) {
  const { patio, marcadas, selecionado, onCompleto } = p;
  // The map opens at its top-left corner, where only the first line of groups shows: that line
  // is drawn first, the rest in a transition right after, so the first screen paints sooner.
  const [todos, setTodos] = useState(false);
  useEffect(() => {
    if (todos) onCompleto();
    else startTransition(() => setTodos(true));
  }, [todos, onCompleto]);
  const sel = selecionado ? celulaDe(selecionado, patio.layout) : null;
  const n = todos ? patio.grupos : Math.min(patio.grupos, GRUPOS_POR_LINHA);
  const grupos = Array.from({ length: n }, (_, i) => i + 1);
  return grupos.map((grupo) => (
    <Grupo
      key={grupo}
      grupo={grupo}
      patio={patio}
      marcadas={marcadas}
      selecionado={sel?.grupo === grupo ? sel : null}
    />
  ));
});

interface GrupoProps {
  grupo: number;
  patio: Patio;
  marcadas: Marcadas;
  selecionado: Celula | null;
}

const Grupo = memo(function Grupo({ grupo, patio, marcadas, selecionado }: GrupoProps) {
  const { layout } = patio;
  const { x, y } = origemDoGrupo(grupo, layout);
  const linhas = Array.from({ length: layout.filas }, (_, i) => i);
  return (
    <section
      className={grupoEscuro(grupo) ? 'mapa-grupo escuro' : 'mapa-grupo'}
      style={{ left: x, top: y, width: larguraDoGrupo(layout), height: alturaDoGrupo(layout) }}
      aria-label={rotuloDoGrupo(grupo)}
    >
      <header className="mapa-grupo-titulo">{rotuloDoGrupo(grupo)}</header>
      <div className="mapa-letras" aria-hidden>
        {COLUNAS.slice(0, layout.colunas).map((c) => (
          <span key={c}>{c}</span>
        ))}
      </div>
      <div className="mapa-corpo">
        {linhas.map((linha) => (
          <Fila
            key={linha}
            grupo={grupo}
            linha={linha}
            layout={layout}
            slots={patio.fila(grupo, linha)}
            marcadas={marcadas}
            selecionado={selecionado?.linha === linha ? enderecoDe(selecionado) : null}
          />
        ))}
      </div>
    </section>
  );
});

interface FilaProps {
  grupo: number;
  linha: number;
  layout: Layout;
  slots: SlotsDaFila;
  marcadas: Marcadas;
  selecionado: string | null;
}

function FilaView({ grupo, linha, layout, slots, marcadas, selecionado }: FilaProps) {
  const chao: ReactNode[] = [];
  const piramides: ReactNode[] = [];
  for (let coluna = 0; coluna < layout.colunas; coluna++) {
    const c: Celula = { grupo, linha, coluna, tipo: 'N' };
    chao.push(celula(c, slots[coluna], marcadas, selecionado));
    const p = slots[layout.colunas + coluna];
    // Empty pyramid slots are drawn only where a coil can go (a small mark, so the ground
    // coils below stay clickable); elsewhere Pirâmide would always be refused.
    if (p) piramides.push(celula({ ...c, tipo: 'P' }, p, marcadas, selecionado));
    else if (piramideLivre(coluna, (x) => slots[x], p))
      piramides.push(vagaDePiramide({ ...c, tipo: 'P' }, selecionado));
  }
  return (
    <div className="mapa-fila">
      <div className="mapa-fila-rotulo">{rotuloDaFila(grupo, linha)}</div>
      {chao}
      {piramides}
    </div>
  );
}

const Fila = memo(
  FilaView,
  (a, b) =>
    a.grupo === b.grupo &&
    a.linha === b.linha &&
    a.layout === b.layout &&
    a.marcadas === b.marcadas &&
    a.selecionado === b.selecionado &&
    mesmosSlots(a.slots, b.slots),
);

function classesDe(c: Celula, b: BobinaDoMapa | undefined, marcadas: Marcadas, sel: boolean) {
  const cls = ['mapa-celula', c.tipo === 'P' ? 'piramide' : 'chao', b ? 'ocupada' : 'vazia'];
  if (b) cls.push(`g-${codigoDe(b.grupo).toUpperCase()}`);
  if (b?.isLege) cls.push('lege');
  if (b?.status === 'EM_MOVIMENTO') cls.push('em-movimento');
  if (marcadas) cls.push(b && marcadas.has(b.id) ? 'dentro' : 'fora');
  if (sel) cls.push('selecionada');
  return cls.join(' ');
}

function celula(c: Celula, b: BobinaDoMapa | undefined, marcadas: Marcadas, sel: string | null) {
  const endereco = enderecoDe(c);
  const pos = c.tipo === 'P' ? posicaoNaFila(c) : undefined;
  return (
    <div
      key={endereco}
      className={classesDe(c, b, marcadas, sel === endereco)}
      style={pos}
      data-testid={`celula-${endereco}`}
      data-endereco={endereco}
      data-estado={b ? 'ocupada' : 'vazia'}
      // The label is drawn by CSS from this attribute: one DOM node per cell, not two.
      data-rotulo={rotuloDaCelula(c)}
      title={b ? `${endereco} · Lote ${b.lote}` : endereco}
    />
  );
}

/** A free pyramid slot over two ground coils: clicking it offers Incluir Bobina there. */
function vagaDePiramide(c: Celula, sel: string | null) {
  const endereco = enderecoDe(c);
  const cls = ['mapa-celula', 'piramide', 'vaga'];
  if (sel === endereco) cls.push('selecionada');
  return (
    <div
      key={endereco}
      className={cls.join(' ')}
      style={posicaoNaFila(c)}
      data-testid={`celula-${endereco}`}
      data-endereco={endereco}
      data-estado="livre"
      data-rotulo="+"
      title={`${endereco} · Pirâmide livre`}
    />
  );
}
