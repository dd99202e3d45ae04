/**
 * A dispatch row expanded (docs/product/operations.md#dispatch-list): its coils in loading order,
 * lot and address badge, and each coil's history (shipped ones too: the drawer finds them by lot).
 */

import { HistoryOutlined } from '@ant-design/icons';
import type { TDespacho } from '@patio/domain';
import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { abrirHistorico } from '../../entities/bobina/abrirHistorico.ts';
import { TXT } from './textos.ts';

export function BobinasDoDespacho({ despacho }: { despacho: TDespacho }) {
  if (despacho.bobinas.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sem bobinas" />;
  return (
    <Flex vertical gap={4} data-testid={`bobinas-do-despacho-${despacho.id}`}>
      {despacho.bobinas.map((b) => (
        <Flex key={b.bobinaId} gap={8} align="center" data-testid={`item-${b.lote}`}>
          <Typography.Text type="secondary" style={{ width: 28, textAlign: 'right' }}>
            {b.sequencia}.
          </Typography.Text>
          <Typography.Text strong>{b.lote}</Typography.Text>
          {b.endereco && (
            <Tag color="blue" data-testid="endereco-badge">
              {b.endereco}
            </Tag>
          )}
          {b.carregada && <Tag color="green">{TXT.tagCarregada}</Tag>}
          <Button
            type="link"
            size="small"
            icon={<HistoryOutlined />}
            aria-label={`Histórico da bobina ${b.lote}`}
            data-testid={`historico-${b.lote}`}
            // The row expands and collapses on click; opening the history must not toggle it.
            onClick={(e) => {
              e.stopPropagation();
              abrirHistorico(b.lote);
            }}
          >
            Histórico
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}
