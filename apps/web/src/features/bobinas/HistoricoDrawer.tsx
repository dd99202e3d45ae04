/** A coil's movements, newest first (decisions.md §4: who, when, from, to, why). */
import type { TMovimento } from '@patio/domain';
import { Drawer, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useErroToast } from '../../shared/useErroToast.ts';
import { useHistorico } from './api.ts';
import { statusLegivel } from './status.ts';
import { TXT } from './textos.ts';

export interface BobinaDoHistorico {
  id: number;
  lote: string;
}

const COLUNAS: ColumnsType<TMovimento> = [
  {
    key: 'createdAt',
    title: 'Data/Hora',
    width: 140,
    render: (_, m) => dayjs(m.createdAt).format('DD/MM/YYYY HH:mm'),
  },
  { key: 'de', title: 'De', width: 100, render: (_, m) => m.de ?? '—' },
  { key: 'para', title: 'Para', width: 100, render: (_, m) => m.para ?? '—' },
  {
    key: 'status',
    title: 'Situação',
    width: 170,
    render: (_, m) =>
      m.statusDe && m.statusDe !== m.statusPara
        ? `${statusLegivel(m.statusDe)} → ${statusLegivel(m.statusPara)}`
        : statusLegivel(m.statusPara),
  },
  { key: 'motivo', title: 'Motivo', dataIndex: 'motivo' },
  { key: 'usuario', title: 'Usuário', width: 200, render: (_, m) => m.usuarioEmail ?? '—' },
];

export function HistoricoDrawer(p: { bobina: BobinaDoHistorico | null; onClose(): void }) {
  const historico = useHistorico(p.bobina?.id ?? null);
  useErroToast(historico.error, TXT.erroHistorico);
  return (
    <Drawer
      open={p.bobina !== null}
      onClose={p.onClose}
      size={980}
      destroyOnHidden
      title={
        <span>
          Histórico da bobina <Typography.Text code>{p.bobina?.lote}</Typography.Text>
        </span>
      }
      data-testid="historico-drawer"
    >
      <Table<TMovimento>
        rowKey="id"
        size="small"
        columns={COLUNAS}
        dataSource={historico.data ?? []}
        loading={historico.isFetching}
        pagination={false}
        locale={{ emptyText: 'Nenhum movimento registrado.' }}
        data-testid="historico-table"
      />
    </Drawer>
  );
}
