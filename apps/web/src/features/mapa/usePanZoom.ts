/**
 * Pan and zoom of the map through one CSS transform on the canvas wrapper, written straight to
 * the DOM at most once per animation frame: dragging or zooming never re-renders a cell.
 */
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { limitarVista, proximoZoom, type Retangulo, type Vista } from './layout.ts';

const INICIAL: Vista = { x: 0, y: 0, z: 1 };
/** Below this many pixels a press is a click on a cell, not a drag. */
const ARRASTO_MIN = 4;
/** Wheel delta per zoom step: one mouse notch (~100 px) is one step; touchpads add up. */
const RODA_PASSO = 40;

export interface PanZoom {
  viewportRef: RefObject<HTMLDivElement | null>;
  canvasRef: RefObject<HTMLDivElement | null>;
  /** An element whose data-zoom and text follow the zoom. */
  zoomRef: RefObject<HTMLElement | null>;
  zoom(direcao: 1 | -1): void;
  resetar(): void;
  /** Pans so that this canvas box sits in the middle of the viewport. */
  centralizar(r: Retangulo): void;
  /** True from the moment a press became a drag until the next press: its click is no click. */
  arrastou(): boolean;
}

export function usePanZoom(aoMover?: () => void): PanZoom {
  const viewportRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const zoomRef = useRef<HTMLElement>(null);
  const vista = useRef<Vista>({ ...INICIAL });
  const arrastou = useRef(false);
  const { desenhar, agendar, parar } = useDesenho(vista, canvasRef, zoomRef, aoMover);

  /** Every move goes through here: the yard stays within reach of the viewport. */
  const definir = useCallback((v: Vista) => {
    const vp = viewportRef.current;
    const canvas = canvasRef.current;
    vista.current =
      vp && canvas
        ? limitarVista(
            v,
            { w: vp.clientWidth, h: vp.clientHeight },
            { w: canvas.offsetWidth, h: canvas.offsetHeight },
          )
        : v;
  }, []);

  /** Zooms keeping the canvas point under (px, py), in viewport pixels, where it is. */
  const zoomEm = useCallback(
    (z: number, px?: number, py?: number) => {
      const v = vista.current;
      const vp = viewportRef.current;
      const cx = px ?? (vp?.clientWidth ?? 0) / 2;
      const cy = py ?? (vp?.clientHeight ?? 0) / 2;
      const k = z / v.z;
      definir({ x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k, z });
      agendar();
    },
    [agendar, definir],
  );

  useEffect(() => {
    const vp = viewportRef.current;
    if (!vp) return;
    const g: Gestos = { vp, vista, arrastou, definir, agendar, desenhar, zoomEm };
    const soltar = [ouvirRoda(g), ouvirArrasto(g), ouvirRolagem(g)];
    desenhar();
    return () => {
      for (const s of soltar) s();
      parar();
    };
  }, [desenhar, agendar, parar, zoomEm, definir]);

  const zoom = useCallback(
    (direcao: 1 | -1) => zoomEm(proximoZoom(vista.current.z, direcao)),
    [zoomEm],
  );
  const resetar = useCallback(() => {
    vista.current = { ...INICIAL };
    agendar();
  }, [agendar]);
  const centralizar = useCallback(
    (r: Retangulo) => {
      const vp = viewportRef.current;
      const { z } = vista.current;
      const x = (vp?.clientWidth ?? 0) / 2 - (r.x + r.w / 2) * z;
      const y = (vp?.clientHeight ?? 0) / 2 - (r.y + r.h / 2) * z;
      definir({ x, y, z });
      agendar();
    },
    [agendar, definir],
  );
  const foiArrasto = useCallback(() => arrastou.current, []);

  return { viewportRef, canvasRef, zoomRef, zoom, resetar, centralizar, arrastou: foiArrasto };
}

/** Writes the view to the DOM: now (desenhar) or once on the next animation frame (agendar). */
function useDesenho(
  vista: RefObject<Vista>,
  canvasRef: RefObject<HTMLDivElement | null>,
  zoomRef: RefObject<HTMLElement | null>,
  aoMover?: () => void,
) {
  const frame = useRef(0);
  const aoMoverRef = useRef(aoMover);
  useEffect(() => {
    aoMoverRef.current = aoMover;
  }, [aoMover]);

  const desenhar = useCallback(() => {
    const { x, y, z } = vista.current;
    if (canvasRef.current)
      canvasRef.current.style.transform = `translate(${x}px, ${y}px) scale(${z})`;
    const rotulo = zoomRef.current;
    if (rotulo) {
      rotulo.dataset.zoom = String(z);
      rotulo.textContent = `${Math.round(z * 100)}%`;
    }
    aoMoverRef.current?.();
  }, [vista, canvasRef, zoomRef]);

  const agendar = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      desenhar();
    });
  }, [desenhar]);

  const parar = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = 0;
  }, []);

  return { desenhar, agendar, parar };
}

/** What the viewport's listeners read and move. */
interface Gestos {
  vp: HTMLDivElement;
  vista: RefObject<Vista>;
  arrastou: RefObject<boolean>;
  definir(v: Vista): void;
  agendar(): void;
  desenhar(): void;
  zoomEm(z: number, px?: number, py?: number): void;
}

/** Wheel zoom around the pointer. Returns the listener's removal. */
function ouvirRoda({ vp, vista, zoomEm }: Gestos): () => void {
  let roda = 0;
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    roda += e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    if (Math.abs(roda) < RODA_PASSO) return;
    const direcao = roda < 0 ? 1 : -1;
    roda = 0;
    const r = vp.getBoundingClientRect();
    zoomEm(proximoZoom(vista.current.z, direcao), e.clientX - r.left, e.clientY - r.top);
  };
  vp.addEventListener('wheel', onWheel, { passive: false });
  return () => vp.removeEventListener('wheel', onWheel);
}

/** Pan by dragging with the main button. Returns the listeners' removal. */
function ouvirArrasto({ vp, vista, arrastou, definir, agendar }: Gestos): () => void {
  let inicio: { px: number; py: number; x: number; y: number; id: number } | null = null;
  const onDown = (e: PointerEvent) => {
    if (e.button !== 0) return;
    arrastou.current = false;
    const { x, y } = vista.current;
    inicio = { px: e.clientX, py: e.clientY, x, y, id: e.pointerId };
  };
  const onMove = (e: PointerEvent) => {
    if (!inicio || e.pointerId !== inicio.id) return;
    const dx = e.clientX - inicio.px;
    const dy = e.clientY - inicio.py;
    if (!arrastou.current) {
      if (Math.abs(dx) + Math.abs(dy) < ARRASTO_MIN) return;
      arrastou.current = true;
      vp.setPointerCapture(e.pointerId);
      vp.classList.add('arrastando');
    }
    definir({ ...vista.current, x: inicio.x + dx, y: inicio.y + dy });
    agendar();
  };
  const onUp = (e: PointerEvent) => {
    if (!inicio || e.pointerId !== inicio.id) return;
    inicio = null;
    vp.classList.remove('arrastando');
    if (vp.hasPointerCapture(e.pointerId)) vp.releasePointerCapture(e.pointerId);
  };
  vp.addEventListener('pointerdown', onDown);
  vp.addEventListener('pointermove', onMove);
  vp.addEventListener('pointerup', onUp);
  vp.addEventListener('pointercancel', onUp);
  return () => {
    vp.removeEventListener('pointerdown', onDown);
    vp.removeEventListener('pointermove', onMove);
    vp.removeEventListener('pointerup', onUp);
    vp.removeEventListener('pointercancel', onUp);
  };
}

/** Focus or scrollIntoView may scroll the clipped viewport: turn that into pan at once. */
function ouvirRolagem({ vp, vista, definir, desenhar }: Gestos): () => void {
  const onScroll = () => {
    if (!vp.scrollLeft && !vp.scrollTop) return;
    const v = vista.current;
    definir({ ...v, x: v.x - vp.scrollLeft, y: v.y - vp.scrollTop });
    vp.scrollLeft = 0;
    vp.scrollTop = 0;
    desenhar();
  };
  vp.addEventListener('scroll', onScroll);
  return () => vp.removeEventListener('scroll', onScroll);
}
