/** A dispatch row expanded (part2 §2.4): its coils in loading order, lot and address badge. */
import type { TDespacho } from '@patio/domain';
import { Empty, Flex, Tag, Typography } from 'antd';
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
        </Flex>
      ))}
    </Flex>
  );
}
