/**
 * /divergencias (docs/offline.md, "Divergences"): the supervisor's list of off-line taps the
 * server refused. Open ones by default (the state lives in the URL); each open one is applied
 * (the coil to where the operator left it) or discarded with a reason. Live changes of the
 * 'divergencia' entity refresh it.
 */
import type { TDivergencia } from '@patio/domain';
import { Button, Card, Select, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { columnsOf, type ListColumn, ListView, useList } from '../../shared/list/index.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { DIVERGENCIAS, estadoDaLista } from './list.tsx';
import { ESTADOS, TXT } from './textos.ts';
import { useResolverDivergencia } from './useResolverDivergencia.tsx';

export default function DivergenciasPage() {
  const list = useList(DIVERGENCIAS);
  const resolver = useResolverDivergencia();
  const estado = estadoDaLista(list.state.filters);
  const { abrir } = resolver;

  const columns = useMemo<ListColumn<TDivergencia>[]>(
    () => [
      ...columnsOf(DIVERGENCIAS),
      {
        key: 'resolucao',
        title: estado === 'ABERTA' ? 'Ações' : 'Resolução',
        sort: false,
        width: estado === 'ABERTA' ? 190 : 260,
        render: (d) =>
          d.estado === 'ABERTA' ? (
            <Space>
              <Button
                size="small"
                type="primary"
                data-testid={`aplicar-${d.id}`}
                onClick={() => void abrir({ divergencia: d, acao: 'aplicar' })}
              >
                {TXT.aplicar}
              </Button>
              <Button
                size="small"
                danger
                data-testid={`descartar-${d.id}`}
                onClick={() => void abrir({ divergencia: d, acao: 'descartar' })}
              >
                {TXT.descartar}
              </Button>
            </Space>
          ) : (
            <Typography.Text type="secondary">
              {d.resolvidaPor}: {d.motivo}
            </Typography.Text>
          ),
      },
    ],
    [estado, abrir],
  );

  return (
    <>
      <PageHeader title={TXT.titulo} breadcrumb={[{ title: TXT.trilha }, { title: TXT.listar }]} />
      <Card>
        <ListView
          list={list}
          columns={columns}
          toolbar={
            <Select
              aria-label="Estado"
              style={{ width: 150 }}
              value={estado}
              options={ESTADOS.map((e) => ({ value: e.value, label: e.label }))}
              // The open ones are the default: a clean URL shows them.
              onChange={(v: string) => list.setFilters(v === 'ABERTA' ? {} : { estado: v })}
              data-testid="filtro-estado"
            />
          }
          table={{ 'data-testid': 'divergencias-table' }}
        />
      </Card>
      {resolver.dialogo}
    </>
  );
}
