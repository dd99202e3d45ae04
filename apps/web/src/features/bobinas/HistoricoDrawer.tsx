/**
 * A coil's timeline, newest first: every movement (when, who, from → to, why, forced rules) and
 * every event naming its lot, shipped coils included (docs/romaneio.md, "Histórico da bobina").
 * One drawer for the app, opened by lot through abrirHistorico.
 */
import {
  AlertOutlined,
  ArrowRightOutlined,
  InfoCircleOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { THistoricoItem, THistoricoLote } from '@patio/domain';
import { Alert, Drawer, Empty, Flex, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { fecharHistorico, useLoteDoHistorico } from '../../entities/bobina/abrirHistorico.ts';
import { useHistorico } from '../../entities/bobina/api.ts';
import { statusLegivel } from '../../entities/bobina/status.ts';
import { TXT } from '../../entities/bobina/textos.ts';
import { mensagemDeErro } from '../../shared/http.ts';

const quando = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm:ss');

function Movimento({ m }: { m: Extract<THistoricoItem, { origem: 'MOVIMENTO' }> }) {
  const mudouStatus = m.statusDe !== null && m.statusDe !== m.statusPara;
  return (
    <Flex vertical gap={2} data-testid="historico-movimento">
      <Typography.Text strong>
        <span data-testid="historico-de">{m.de ?? '—'}</span> <ArrowRightOutlined />{' '}
        <span data-testid="historico-para">{m.para ?? '—'}</span>
        {' · '}
        {mudouStatus
          ? `${statusLegivel(m.statusDe)} → ${statusLegivel(m.statusPara)}`
          : statusLegivel(m.statusPara)}
      </Typography.Text>
      <Typography.Text data-testid="historico-motivo">{m.motivo}</Typography.Text>
      {m.regrasForcadas.length > 0 && (
        <Flex gap={4} wrap>
          {m.regrasForcadas.map((r) => (
            <Tag key={r} color="red">
              Regra forçada: {r}
            </Tag>
          ))}
        </Flex>
      )}
      <Typography.Text type="secondary">
        {m.ocorridoEm
          ? `ocorrido ${quando(m.ocorridoEm)} (sem conexão), recebido ${quando(m.createdAt)}`
          : quando(m.createdAt)}{' '}
        · {m.usuarioEmail ?? 'sistema'}
      </Typography.Text>
    </Flex>
  );
}

function Evento({ e }: { e: Extract<THistoricoItem, { origem: 'EVENTO' }> }) {
  return (
    <Flex vertical gap={2} data-testid="historico-evento">
      <span>
        <Tag color={e.tipo === 'ALERTA' ? 'red' : 'blue'}>
          {e.tipo === 'ALERTA' ? 'Alerta' : 'Evento'}
        </Tag>
        <Typography.Text>{e.descricao}</Typography.Text>
      </span>
      <Typography.Text type="secondary">
        {quando(e.createdAt)} · {e.emailResponsavel ?? 'equipamento'}
      </Typography.Text>
    </Flex>
  );
}

function LinhaDoTempo({ h }: { h: THistoricoLote }) {
  const [atual] = h.bobinas;
  return (
    <Flex vertical gap={16}>
      {atual && (
        <Typography.Text data-testid="historico-situacao">
          Situação atual: {statusLegivel(atual.status)}
          {atual.endereco ? ` em ${atual.endereco}` : ''} · Item {atual.item}
          {h.bobinas.length > 1 &&
            ` · ${h.bobinas.length - 1} bobina(s) anterior(es) com este lote`}
        </Typography.Text>
      )}
      {h.eventosTruncados && (
        <Alert
          type="info"
          showIcon
          title="Só os eventos mais recentes que citam o lote aparecem; os demais estão no registro de eventos."
        />
      )}
      {h.itens.length === 0 ? (
        <Empty description="Nenhum movimento registrado." />
      ) : (
        <Timeline
          data-testid="historico-timeline"
          items={h.itens.map((i) =>
            i.origem === 'MOVIMENTO'
              ? {
                  key: `m${i.id}`,
                  color: i.regrasForcadas.length > 0 ? 'red' : 'blue',
                  icon: <SwapOutlined />,
                  content: <Movimento m={i} />,
                }
              : {
                  key: `e${i.id}`,
                  color: i.tipo === 'ALERTA' ? 'red' : 'gray',
                  icon: i.tipo === 'ALERTA' ? <AlertOutlined /> : <InfoCircleOutlined />,
                  content: <Evento e={i} />,
                },
          )}
        />
      )}
    </Flex>
  );
}

export function HistoricoDrawer() {
  const lote = useLoteDoHistorico();
  const historico = useHistorico(lote);
  return (
    <Drawer
      open={lote !== null}
      onClose={fecharHistorico}
      size={720}
      destroyOnHidden
      title={
        <span>
          Histórico da bobina <Typography.Text code>{lote}</Typography.Text>
        </span>
      }
      data-testid="historico-drawer"
    >
      {historico.isPending ? (
        <Spin style={{ display: 'block', margin: 24 }} />
      ) : historico.error ? (
        <Alert type="error" showIcon title={mensagemDeErro(historico.error, TXT.erroHistorico)} />
      ) : (
        <LinhaDoTempo h={historico.data} />
      )}
    </Drawer>
  );
}
