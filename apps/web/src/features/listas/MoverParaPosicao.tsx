/**
 * "Mover para a posição…" beside the drag handle: in a list of thousands a drag in
 * a scrolling box lands off target; typing the position does not.
 */
import { VerticalAlignMiddleOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Popover } from 'antd';
import { useState } from 'react';
import { TXT } from './textos.ts';

interface Props {
  lote: string;
  total: number;
  desabilitado: boolean;
  onMover(posicao: number): void;
}

export function MoverParaPosicao({ lote, total, desabilitado, onMover }: Props) {
  const [aberto, setAberto] = useState(false);
  const [posicao, setPosicao] = useState<number | null>(null);
  const mover = () => {
    if (posicao === null) return;
    setAberto(false);
    onMover(posicao);
  };
  return (
    <Popover
      open={aberto}
      onOpenChange={setAberto}
      trigger="click"
      title={`${TXT.moverPara} (1 a ${total})`}
      content={
        <Flex gap={8}>
          <InputNumber<number>
            min={1}
            max={total}
            precision={0}
            placeholder={TXT.novaPosicao}
            aria-label={TXT.novaPosicao}
            value={posicao}
            onChange={setPosicao}
            onPressEnter={mover}
            autoFocus
            data-testid="mover-posicao-input"
          />
          <Button type="primary" onClick={mover} data-testid="mover-posicao-ok">
            {TXT.mover}
          </Button>
        </Flex>
      }
    >
      <Button
        type="text"
        size="small"
        icon={<VerticalAlignMiddleOutlined />}
        title={TXT.moverPara}
        aria-label={`${TXT.moverPara} — bobina ${lote}`}
        disabled={desabilitado}
        data-testid={`mover-${lote}`}
      />
    </Popover>
  );
}
