/** Select-all reaches past the page: it says how many coils of which list a delete would take. */
import type { TipoLista } from '@patio/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { filtroDaLista, listasApi } from './api.ts';
import { descricaoTipoLista } from './tipos.ts';

export function SelecaoTodas({ tipo }: { tipo: TipoLista }) {
  const total = useQuery({
    queryKey: ['listas', 'total', tipo],
    queryFn: ({ signal }) =>
      listasApi.pagina({ page: 1, pageSize: 1, filter: filtroDaLista(tipo) }, true, signal),
  });
  const n = total.data?.totalItems;
  const lista = descricaoTipoLista(tipo);
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="selecao-todas"
      title={
        n === undefined
          ? `Todas as bobinas da lista ${lista} estão selecionadas.`
          : `Todas as ${n} bobinas da lista ${lista} estão selecionadas, inclusive as de outras páginas.`
      }
    />
  );
}
