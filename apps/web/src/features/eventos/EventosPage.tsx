/** /alarmeseventos (docs/product/main-yard.md#alarms-and-events): the alarm and event log, newest first, searchable and sortable. */
import { Card, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { columnsOf, ListView, useList } from '../../shared/list/index.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { EVENTOS, TIPOS_DE_EVENTO } from './list.tsx';
import { TXT } from './textos.ts';

const COLUNAS = columnsOf(EVENTOS);

export default function EventosPage() {
  const list = useList(EVENTOS);
  const { tipo, de, ate } = list.state.filters;
  const filtrar = (patch: Record<string, string | undefined>) => {
    const next: Record<string, string> = {};
    for (const [k, v] of Object.entries({ ...list.state.filters, ...patch })) if (v) next[k] = v;
    list.setFilters(next);
  };

  return (
    <>
      <PageHeader title={TXT.titulo} breadcrumb={[{ title: TXT.trilha }, { title: TXT.listar }]} />
      <Card>
        <ListView
          list={list}
          columns={COLUNAS}
          exportar
          toolbar={
            <>
              <Select
                allowClear
                placeholder="Tipo"
                aria-label="Tipo"
                style={{ width: 130 }}
                value={tipo}
                options={TIPOS_DE_EVENTO.map((t) => ({ value: t, label: t }))}
                onChange={(v?: string) => filtrar({ tipo: v })}
                data-testid="filtro-tipo"
              />
              <DatePicker.RangePicker
                format="DD/MM/YYYY"
                placeholder={['Data inicial', 'Data final']}
                allowEmpty={[true, true]}
                value={[de ? dayjs(de) : null, ate ? dayjs(ate) : null]}
                onChange={(datas) =>
                  filtrar({
                    de: datas?.[0]?.format('YYYY-MM-DD'),
                    ate: datas?.[1]?.format('YYYY-MM-DD'),
                  })
                }
                data-testid="filtro-periodo"
              />
            </>
          }
          table={{ 'data-testid': 'eventos-table' }}
        />
      </Card>
    </>
  );
}
