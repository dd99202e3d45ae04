/** Occupancy of the yard as a whole, per level, and a strip of the groups leading to the map. */
import type { TPainel } from '@patio/domain';
import { Card, Col, Flex, Progress, Row, Statistic, Tooltip } from 'antd';
import { Link } from 'react-router';
import { TXT } from './textos.ts';

type Ocupacao = TPainel['ocupacao'];
type Contagem = Ocupacao['geral'];

const pct = (c: Contagem) => (c.total ? Math.round((c.usados / c.total) * 100) : 0);

function Nivel({ titulo, c, id }: { titulo: string; c: Contagem; id: string }) {
  return (
    <Col xs={24} md={8} data-testid={`ocupacao-${id}`}>
      <Statistic
        title={titulo}
        value={c.usados}
        suffix={`/ ${c.total} ${TXT.usados}`}
        valueStyle={{ fontSize: 22 }}
      />
      <Progress percent={pct(c)} size="small" />
      <div style={{ fontSize: 13 }}>
        <span data-testid={`ocupacao-${id}-livres`}>{c.livres}</span> {TXT.livres} ·{' '}
        <span data-testid={`ocupacao-${id}-limpos`}>{c.livresLimpos}</span> {TXT.livresLimpos}
      </div>
    </Col>
  );
}

export function OcupacaoCard({ o }: { o: Ocupacao }) {
  return (
    <Card title={TXT.ocupacao} size="small">
      <Row gutter={[16, 12]}>
        <Nivel titulo={TXT.geral} c={o.geral} id="geral" />
        <Nivel titulo={TXT.chao} c={o.chao} id="chao" />
        <Nivel titulo={TXT.piramide} c={o.piramide} id="piramide" />
      </Row>
      <div style={{ marginTop: 12, fontSize: 12 }}>{TXT.grupos}</div>
      <Flex wrap gap={4} style={{ marginTop: 4 }} data-testid="faixa-grupos">
        {o.grupos.map((g) => {
          const usados = g.chao.usados + g.piramide.usados;
          const total = g.chao.total + g.piramide.total;
          const p = total ? usados / total : 0;
          return (
            <Tooltip
              key={g.grupo}
              title={`Grupo ${g.grupo}: ${usados} de ${total} ${TXT.usados}, ${g.chao.livresLimpos + g.piramide.livresLimpos} ${TXT.livresLimpos}`}
            >
              <Link
                to={`/mapa?grupo=${g.grupo}`}
                className="painel-grupo"
                data-testid={`grupo-${g.grupo}`}
                style={{
                  background: `rgba(22, 119, 255, ${0.08 + p * 0.8})`,
                  color: p > 0.55 ? '#fff' : undefined,
                }}
              >
                {g.grupo}
              </Link>
            </Tooltip>
          );
        })}
      </Flex>
    </Card>
  );
}
