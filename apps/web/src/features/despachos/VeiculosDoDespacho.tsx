import type { TDespacho, TTipoVeiculo } from '@patio/domain';
import { Flex, InputNumber } from 'antd';
import { CartoesDosVeiculos, veiculosDoDespacho } from './CargaDosVeiculos.tsx';

interface Props {
  despacho: TDespacho;
  tipo: TTipoVeiculo;
  /** While the dispatch is open: the vehicle the next coils added join. */
  veiculo: number;
  onVeiculo: ((v: number) => void) | null;
}

/** A typed dispatch's vehicles as loaded in the edit form, and which one takes the next coils. */
export function VeiculosDoDespacho({ despacho, tipo, veiculo, onVeiculo }: Props) {
  return (
    <div style={{ marginBottom: 16 }} data-testid="veiculos-do-despacho">
      <CartoesDosVeiculos tipo={tipo} veiculos={veiculosDoDespacho(despacho)} />
      {onVeiculo && (
        <Flex align="center" gap={8} style={{ marginTop: 12 }}>
          <span>Incluir no veículo</span>
          <InputNumber
            min={1}
            max={1000}
            precision={0}
            value={veiculo}
            onChange={(v) => onVeiculo(v ?? 1)}
            data-testid="veiculo-para-incluir"
          />
        </Flex>
      )}
    </div>
  );
}
