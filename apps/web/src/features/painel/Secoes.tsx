/** The dashboard's smaller cards: coils by situation, cranes, open dispatches, alarms, dwell. */
import type { TPainel } from '@patio/domain';
import { Card, Col, List, Row, Statistic, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { GraficoPorHora } from './GraficoPorHora.tsx';
import { TXT } from './textos.ts';

export function BobinasCard({ b }: { b: TPainel['bobinas'] }) {
  const itens = [
    ['noPatio', TXT.noPatio, b.noPatio],
    ['emMovimento', TXT.emMovimento, b.emMovimento],
    ['carregadasHoje', TXT.carregadasHoje, b.carregadasHoje],
    ['expedidasHoje', TXT.expedidasHoje, b.expedidasHoje],
    ['expedidas7Dias', TXT.expedidas7Dias, b.expedidas7Dias],
    ['listaPlano', TXT.listaPlano, b.listaPlano],
    ['listaReserva', TXT.listaReserva, b.listaReserva],
  ] as const;
  return (
    <Card title={TXT.bobinas} size="small">
      <Row gutter={[16, 12]}>
        {itens.map(([id, titulo, valor]) => (
          <Col key={id} xs={12} sm={8} lg={6} xl={3} data-testid={`bobinas-${id}`}>
            <Statistic title={titulo} value={valor} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

export function PontesCard({ pontes }: { pontes: TPainel['pontes'] }) {
  return (
    <Card title={TXT.pontes} size="small">
      <Table
        size="small"
        rowKey="ponte"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={pontes}
        onRow={(p) => ({ 'data-testid': `ponte-${p.ponte}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: TXT.ponte, dataIndex: 'ponte', render: (p: string) => p.replace('PR', 'PR#') },
          { title: TXT.abertas, dataIndex: 'abertas' },
          { title: TXT.iniciadas, dataIndex: 'iniciadas' },
          { title: TXT.movimentosHoje, dataIndex: 'movimentosHoje' },
          {
            title: TXT.porHora,
            key: 'porHora',
            render: (_, p) => (
              <GraficoPorHora porHora={p.porHora} rotulo={`${TXT.porHora}: ${p.ponte}`} />
            ),
          },
        ]}
      />
    </Card>
  );
}

export function DespachosCard({ despachos }: { despachos: TPainel['despachos'] }) {
  return (
    <Card title={TXT.despachos} size="small">
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        locale={{ emptyText: TXT.semDespachos }}
        dataSource={despachos}
        columns={[
          { title: 'Identificação', dataIndex: 'identificacao' },
          {
            title: 'Tipo de despacho',
            dataIndex: 'modal',
            render: (m: string) => (m === 'TREM' ? 'Ferroviário' : 'Rodoviário'),
          },
          {
            title: TXT.carregadas,
            key: 'carregadas',
            render: (_, d) => `${d.carregadas} / ${d.total}`,
          },
          {
            title: TXT.peso,
            dataIndex: 'pesoTotal',
            render: (p: number) => p.toLocaleString('pt-BR', { maximumFractionDigits: 1 }),
          },
        ]}
      />
    </Card>
  );
}

export function AlarmesCard({ a }: { a: TPainel['alarmes'] }) {
  return (
    <Card title={TXT.alarmes} size="small" extra={<Link to="/alarmeseventos">{TXT.verTodos}</Link>}>
      <div data-testid="alarmes-24h">
        <Statistic
          value={a.ultimas24h}
          valueStyle={{ color: a.ultimas24h ? '#cf1322' : undefined }}
        />
      </div>
      <List
        size="small"
        locale={{ emptyText: TXT.semAlarmes }}
        dataSource={a.recentes}
        renderItem={(e) => (
          <List.Item>
            <Link to={`/alarmeseventos?q=${encodeURIComponent(e.descricao.slice(0, 80))}`}>
              <Tag color="red">ALERTA</Tag>
              {dayjs(e.createdAt).format('DD/MM HH:mm')} — {e.descricao}
            </Link>
          </List.Item>
        )}
      />
    </Card>
  );
}

export function PermanenciaCard({ p }: { p: TPainel['permanencia'] }) {
  return (
    <Card title={TXT.permanencia} size="small">
      <Statistic
        title={TXT.mediana}
        value={p.medianaDias ?? '—'}
        precision={p.medianaDias === null ? undefined : 1}
      />
      <div style={{ marginTop: 8, fontSize: 12 }}>{TXT.maisAntigas}</div>
      <List
        size="small"
        dataSource={p.maisAntigas}
        renderItem={(c) => (
          <List.Item extra={TXT.dias(c.dias)}>
            <Link to={`/bobinas?q=${encodeURIComponent(c.lote)}`}>
              {c.lote} <Tag>{c.endereco}</Tag>
            </Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
