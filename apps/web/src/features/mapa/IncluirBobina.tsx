/**
 * A free slot's popover (docs/product/main-yard.md#yard-map): Incluir Bobina with CADASTRAR_BOBINA,
 * the form pre-filled with the slot clicked — a ground cell (Canudo) or a free pyramid slot the map
 * draws over two ground coils (Pirâmide). An empty ground cell never offers Pirâmide: nothing would
 * hold it up (docs/decisions-mapa.md).
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { TXT_MAPA } from './textos.ts';

interface Props {
  endereco: string;
  /** Absent without CADASTRAR_BOBINA: the popover only says the slot is free. */
  incluir?(endereco: string): void;
}

export function IncluirBobina({ endereco, incluir }: Props) {
  return (
    <Flex vertical gap={10} className="mapa-popover-livre" data-testid="celula-livre">
      <Typography.Text type="secondary">{TXT_MAPA.livre}</Typography.Text>
      {incluir && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => incluir(endereco)}
          data-testid="incluir-bobina"
        >
          {TXT_MAPA.incluir}
        </Button>
      )}
    </Flex>
  );
}
