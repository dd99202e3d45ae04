/**
 * What the cranes are doing, drawn over the map (docs/relocation.md): the coils an open
 * instruction will lift (origin) and the slots it heads to (reserved), so nobody puts a coil
 * where a crane is going. The marks let clicks through to the cells below.
 */
import type { Layout, TInstrucaoLinha } from '@patio/domain';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { api } from '../../shared/http.ts';
import { celulaDe, retanguloDe, toStyle } from './layout.ts';
import { TXT_MAPA } from './textos.ts';

/** Every open instruction; under the 'mapa' root, so the live stream refreshes it. */
function useInstrucoesAbertas() {
  return useQuery({
    queryKey: ['mapa', 'instrucoes'],
    queryFn: ({ signal }) =>
      api
        .get<{ instrucoes: TInstrucaoLinha[] }>('instrucoes', {
          query: { page: 1, pageSize: 100_000 },
          signal,
          silent: true,
        })
        .then((r) => r.instrucoes),
  });
}

export const MarcasDeInstrucoes = memo(function MarcasDeInstrucoes({ layout }: { layout: Layout }) {
  const { data } = useInstrucoesAbertas();
  const marca = (endereco: string | null, classe: string, titulo: string, testid: string) => {
    const c = endereco ? celulaDe(endereco, layout) : null;
    return c ? (
      <div
        key={`${classe}-${endereco}`}
        className={classe}
        style={toStyle(retanguloDe(c, layout))}
        title={titulo}
        data-testid={`${testid}-${endereco}`}
      />
    ) : null;
  };
  return (data ?? []).flatMap((i) => [
    marca(i.origem, 'mapa-instrucao-origem', TXT_MAPA.saiDaqui(i.lote, i.tipo), 'origem-instrucao'),
    marca(i.destino, 'mapa-reservada', TXT_MAPA.reservado(i.lote, i.id), 'reservado'),
  ]);
});
