/**
 * The empty cell's popover (part1 §2.8): Incluir Bobina with CADASTRAR_BOBINA; in row index 8
 * the stacking is chosen first, Pirâmide (P) or Canudo (N, the default).
 */
import { PlusOutlined } from '@ant-design/icons';
import type { TipoEndereco } from '@patio/domain';
import { Button, Flex, Radio, Typography } from 'antd';
import { useState } from 'react';
import { celulaDe, enderecoParaIncluir, linhaComEscolha } from './layout.ts';
import { TXT_MAPA } from './textos.ts';

interface Props {
  endereco: string;
  /** Absent without CADASTRAR_BOBINA: the popover only says the slot is free. */
  incluir?(endereco: string): void;
}

export function IncluirBobina({ endereco, incluir }: Props) {
  const [tipo, setTipo] = useState<TipoEndereco>('N');
  const c = celulaDe(endereco);
  const escolha = c !== null && linhaComEscolha(c.linha);
  return (
    <Flex vertical gap={10} className="mapa-popover-livre" data-testid="celula-livre">
      <Typography.Text type="secondary">{TXT_MAPA.livre}</Typography.Text>
      {incluir && escolha && (
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          size="small"
          value={tipo}
          onChange={(e) => setTipo(e.target.value as TipoEndereco)}
          options={[
            // Column A has no pyramid slot (yard rules).
            { value: 'P', label: TXT_MAPA.piramide, disabled: c.coluna === 0 },
            { value: 'N', label: TXT_MAPA.canudo },
          ]}
          data-testid="incluir-tipo"
        />
      )}
      {incluir && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => incluir(enderecoParaIncluir(endereco, escolha ? tipo : 'N'))}
          data-testid="incluir-bobina"
        >
          {TXT_MAPA.incluir}
        </Button>
      )}
    </Flex>
  );
}
