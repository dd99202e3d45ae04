/**
 * /mapa (docs/product/main-yard.md#yard-map): the whole main yard in one call, drawn once; pan and
 * zoom by transform, a popover per clicked cell, filters that dim the rest, live updates through
 * the 'mapa' key.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { type Layout, parseEndereco } from '@patio/domain';
import { Button, Popover, Space, Spin, type TooltipRef, Typography } from 'antd';
import { type MouseEvent, useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SeloDivergencias } from '../../entities/divergencia/SeloDivergencias.tsx';
import { TXT_ETIQUETA } from '../../entities/etiqueta/textos.ts';
import { useImprimirEtiquetas } from '../../entities/etiqueta/useImprimirEtiquetas.tsx';
import { useLayoutDoPatio } from '../../entities/patio/api.ts';
import { useSugestoesDestacadas } from '../../entities/patio/destaques.ts';
import { AvisoDesatualizado, ErroDeCarga } from '../../shared/ErroDeCarga.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { usePode } from '../../shared/session.ts';
import { useErroToast } from '../../shared/useErroToast.ts';
import { usePatio } from './api.ts';
import { BarraMapa } from './BarraMapa.tsx';
import { DetalhesBobina } from './DetalhesBobina.tsx';
import { FiltroMapaModal } from './FiltroMapaModal.tsx';
import { IncluirBobina } from './IncluirBobina.tsx';
import { indexarPatio } from './indice.ts';
import { Legenda } from './Legenda.tsx';
import { celulaDe, retanguloDe, tamanhoDoMapa, toStyle } from './layout.ts';
import { MapaGrid } from './MapaGrid.tsx';
import { MarcasDeInstrucoes } from './MarcasDeInstrucoes.tsx';
import { TXT_MAPA } from './textos.ts';
import { useAcoesDoMapa } from './useAcoesDoMapa.tsx';
import { useFiltroDoMapa } from './useFiltroDoMapa.ts';
import { useGrupoDaUrl } from './useGrupoDaUrl.ts';
import { usePanZoom } from './usePanZoom.ts';
import { usePrimeiroRender } from './usePrimeiroRender.ts';
import { useSelecao } from './useSelecao.ts';
import { ZoomControles } from './ZoomControles.tsx';
import './mapa.css';
import './mapa-celulas.css';

export default function MapaPage() {
  const patioQ = usePatio();
  const { completo, aoCompletar } = usePrimeiroRender(patioQ.data !== undefined);
  useErroToast(patioQ.error, TXT_MAPA.erroListar);
  const bobinas = patioQ.data;
  const layout = useLayoutDoPatio();
  const patio = useMemo(() => indexarPatio(bobinas ?? [], layout), [bobinas, layout]);
  const sugeridas = useSugestoesDestacadas();

  const popover = useRef<TooltipRef>(null);
  const realinhar = useCallback(() => popover.current?.forceAlign(), []);
  const pz = usePanZoom(realinhar);
  const sel = useSelecao(pz.arrastou);
  useGrupoDaUrl(pz, patio.layout, completo);
  const acoes = useAcoesDoMapa(sel.fechar);
  const etiquetas = useImprimirEtiquetas();
  const podeEtiquetas = usePode()('IMPRIMIR_ETIQUETAS');
  const grupoDaUrl = Number(useSearchParams()[0].get('grupo')) || null;
  const { criterio, marcadas, aplicar, filtrando, setFiltrando } = useFiltroDoMapa(
    bobinas,
    patio.layout,
    pz.centralizar,
  );

  const clicarNoMapa = (e: MouseEvent) => {
    if (pz.arrastou()) return;
    const celula = (e.target as Element).closest<HTMLElement>('[data-endereco]');
    const endereco = celula?.dataset.endereco;
    if (endereco) sel.clicar(endereco);
  };

  const alvo = sel.endereco;
  const celula = alvo ? celulaDe(alvo, patio.layout) : null;
  const ocupada = alvo ? patio.porEndereco.has(alvo) : false;
  const tamanho = tamanhoDoMapa(patio.grupos, patio.layout);
  const [bobinasCrumb, patioCrumb, mapaCrumb] = TXT_MAPA.trilha;

  return (
    <>
      <PageHeader
        title={TXT_MAPA.titulo}
        breadcrumb={[{ title: bobinasCrumb }, { title: patioCrumb }, { title: mapaCrumb }]}
        extra={
          <Space>
            {podeEtiquetas && (
              <Button
                icon={<PrinterOutlined />}
                data-testid="etiquetas-enderecos"
                // The group of the cell picked, else the one the URL centres on; else asked.
                onClick={() =>
                  void etiquetas.abrir({
                    grupo: (alvo && parseEndereco(alvo)?.grupo) || grupoDaUrl,
                  })
                }
              >
                {TXT_ETIQUETA.etiquetasEnderecos}
              </Button>
            )}
            <SeloDivergencias />
          </Space>
        }
      />
      <BarraMapa
        criterio={criterio}
        onCriterio={aplicar}
        onAbrirFiltro={() => setFiltrando(true)}
        // No count before the yard is known: "0 bobinas" would read as an empty yard.
        total={bobinas ? patio.porEndereco.size : null}
        achadas={marcadas?.size ?? null}
        atualizando={patioQ.isFetching && bobinas !== undefined}
        foraDoMapa={patio.foraDoMapa.map((b) => b.lote)}
      />
      {patioQ.isError && (
        <ErroDoMapa
          desatualizado={bobinas !== undefined}
          tentar={() => void patioQ.refetch()}
          tentando={patioQ.isFetching}
        />
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: cells are picked with the pointer; the list screen is the keyboard way to a coil */}
      <div ref={pz.viewportRef} className="mapa-viewport" onClick={clicarNoMapa}>
        <div
          ref={pz.canvasRef}
          className="mapa-canvas"
          style={{ width: tamanho.w, height: tamanho.h }}
          data-testid="mapa-grid"
          data-bobinas={bobinas === undefined ? undefined : patio.porEndereco.size}
          data-completo={completo}
        >
          {/* Not before the data: drawing an empty yard first would delay the call and draw twice. */}
          {bobinas && (
            <MapaGrid
              patio={patio}
              marcadas={marcadas}
              selecionado={alvo}
              onCompleto={aoCompletar}
            />
          )}
          {bobinas && <MarcasDeInstrucoes layout={patio.layout} />}
          <MarcasSugeridas sugeridas={sugeridas} layout={patio.layout} />
          {alvo && celula && (
            <Popover
              key={alvo}
              ref={popover}
              open={sel.aberto}
              trigger={[]}
              placement="right"
              title={<Titulo endereco={alvo} />}
              content={<ConteudoDaCelula endereco={alvo} ocupada={ocupada} acoes={acoes} />}
            >
              <div className="mapa-ancora" style={toStyle(retanguloDe(celula, patio.layout))} />
            </Popover>
          )}
        </div>
        {patioQ.isPending && (
          <div className="mapa-carregando">
            <Spin size="large" />
          </div>
        )}
      </div>
      {/* Below the map, not over it: nothing may hide a cell. */}
      <div className="mapa-rodape">
        <Legenda />
        <ZoomControles zoom={pz.zoom} resetar={pz.resetar} zoomRef={pz.zoomRef} />
      </div>
      <FiltroMapaModal
        open={filtrando}
        valores={criterio.filtros}
        onClose={() => setFiltrando(false)}
        onAplicar={(filtros) => {
          setFiltrando(false);
          aplicar({ ...criterio, filtros });
        }}
      />
      {acoes.dialogos}
      {etiquetas.dialogo}
    </>
  );
}

function Titulo({ endereco }: { endereco: string }) {
  const tipo = endereco.charAt(5) === 'P' ? TXT_MAPA.piramide : TXT_MAPA.canudo;
  return (
    <span className="mapa-popover-titulo">
      <span className="mapa-endereco">{endereco}</span>
      <Typography.Text type="secondary">{tipo}</Typography.Text>
    </span>
  );
}

/** A failed load: over the map still shown, or in place of a map never loaded. */
function ErroDoMapa(p: { desatualizado: boolean; tentar(): void; tentando: boolean }) {
  return (
    <div className="mapa-erro">
      {p.desatualizado ? (
        <AvisoDesatualizado tentar={p.tentar} tentando={p.tentando} />
      ) : (
        <ErroDeCarga tentar={p.tentar} tentando={p.tentando} />
      )}
    </div>
  );
}

/** The advisor's suggested slots, numbered in its order of preference. */
function MarcasSugeridas({ sugeridas, layout }: { sugeridas: readonly string[]; layout: Layout }) {
  return sugeridas.map((e, i) => {
    const c = celulaDe(e, layout);
    return c ? (
      <div
        key={e}
        className="mapa-sugerida"
        style={toStyle(retanguloDe(c, layout))}
        data-testid={`sugerida-${e}`}
        title={`${i + 1}ª sugestão: ${e}`}
      >
        {i + 1}
      </div>
    ) : null;
  });
}

/** A clicked cell's popover: the coil and what the user may do to it, or placing a new one. */
function ConteudoDaCelula({
  endereco,
  ocupada,
  acoes,
}: {
  endereco: string;
  ocupada: boolean;
  acoes: ReturnType<typeof useAcoesDoMapa>;
}) {
  const pode = usePode();
  return ocupada ? (
    <DetalhesBobina
      endereco={endereco}
      acoes={{
        corrigir: pode('CORRIGIR_ENDERECO_DA_BOBINA') ? acoes.corrigir : undefined,
        editar: pode('ALTERAR_INFORMACOES_DA_BOBINA') ? acoes.editar : undefined,
        excluir: pode('EXCLUIR_BOBINA') ? acoes.excluir : undefined,
      }}
    />
  ) : (
    <IncluirBobina
      endereco={endereco}
      incluir={pode('CADASTRAR_BOBINA') ? acoes.incluir : undefined}
    />
  );
}
