/**
 * The load of each vehicle of a typed dispatch: a bar of tons against the capacity and the coils
 * against the positions, with its lots in loading order. The edit form and the planner's
 * proposal show the same card.
 */
import { formatarToneladas, type TDespacho, type TTipoVeiculo } from '@patio/domain';
import { Card, Col, Progress, Row, Typography } from 'antd';
import { cargaDoVeiculo } from './plano.ts';

export interface VeiculoNaTela {
  veiculo: number;
  pesoT: number;
  bobinas: { bobinaId: number; lote: string; endereco: string | null; sequencia: number }[];
}

export function CartaoDoVeiculo({
  v,
  tipo,
}: {
  v: VeiculoNaTela;
  tipo: Pick<TTipoVeiculo, 'capacidadeT' | 'posicoes'>;
}) {
  const c = cargaDoVeiculo(v.pesoT, v.bobinas.length, tipo);
  return (
    <Card size="small" title={`Veículo ${v.veiculo}`} data-testid={`veiculo-${v.veiculo}`}>
      <Typography.Text data-testid="veiculo-carga">
        {formatarToneladas(v.pesoT)} t de {formatarToneladas(tipo.capacidadeT)} t ·{' '}
        {v.bobinas.length} de {tipo.posicoes} bobina(s)
      </Typography.Text>
      <Progress percent={c.pesoPct} status={c.acima ? 'exception' : 'normal'} size="small" />
      <Progress
        percent={c.posicoesPct}
        status={c.acima ? 'exception' : 'normal'}
        size="small"
        showInfo={false}
      />
      <ol style={{ margin: '8px 0 0', paddingLeft: 20 }}>
        {v.bobinas.map((b) => (
          <li key={b.bobinaId} value={b.sequencia} data-testid="veiculo-lote">
            {b.lote} <Typography.Text type="secondary">{b.endereco ?? ''}</Typography.Text>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function CartoesDosVeiculos({
  veiculos,
  tipo,
}: {
  veiculos: readonly VeiculoNaTela[];
  tipo: Pick<TTipoVeiculo, 'capacidadeT' | 'posicoes'>;
}) {
  return (
    <Row gutter={[12, 12]}>
      {veiculos.map((v) => (
        <Col key={v.veiculo} xs={24} sm={12} lg={8}>
          <CartaoDoVeiculo v={v} tipo={tipo} />
        </Col>
      ))}
    </Row>
  );
}

/** A typed dispatch's coils grouped by vehicle, as the edit form shows them. */
export function veiculosDoDespacho(d: TDespacho): VeiculoNaTela[] {
  const porVeiculo = new Map<number, VeiculoNaTela>();
  for (const b of d.bobinas) {
    const n = b.veiculo ?? 1;
    const v = porVeiculo.get(n) ?? { veiculo: n, pesoT: 0, bobinas: [] };
    v.pesoT = Math.round((v.pesoT + (b.peso ?? 0)) * 1000) / 1000;
    v.bobinas.push(b);
    porVeiculo.set(n, v);
  }
  return [...porVeiculo.values()].sort((a, b) => a.veiculo - b.veiculo);
}
