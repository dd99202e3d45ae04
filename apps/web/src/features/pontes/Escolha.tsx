/** One instruction a crane may choose: a big tappable card (lot, route, type, who holds it). */
import type { TInstrucaoLinha } from '@patio/domain';
import { Badge, Flex, Tag } from 'antd';
import { nomeDaPonte } from '../instrucoes/colunas.tsx';
import { ROTULO_TIPO, TXT as TXT_INSTRUCAO } from '../instrucoes/textos.ts';
import { TXT } from './textos.ts';

interface Props {
  instrucao: TInstrucaoLinha;
  /** 1 or 2 when chosen; 0 otherwise. */
  ordem: number;
  onTocar(): void;
}

export function Escolha({ instrucao: i, ordem, onTocar }: Props) {
  return (
    <button
      type="button"
      className={`ponte-escolha${i.isSelecionada ? ' tomada' : ''}`}
      aria-pressed={ordem > 0}
      onClick={onTocar}
      data-testid={`escolha-${i.lote}`}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <span className="ponte-lote">{i.lote}</span>
        {ordem > 0 && <Badge count={ordem} color="#2b5b84" style={{ fontSize: 16 }} />}
      </Flex>
      <span className="ponte-rota">
        {i.origem ?? '—'} → {i.destino ?? TXT_INSTRUCAO.despacho(i.despacho)}
      </span>
      <Flex gap={6} wrap>
        <Tag color={i.tipo === 'MANUAL' ? 'blue' : 'gold'}>{ROTULO_TIPO[i.tipo] ?? i.tipo}</Tag>
        {i.isSelecionada && (
          <Tag color="red" data-testid={`tomada-${i.lote}`}>
            {TXT.naPonte(nomeDaPonte(i.ponte))}
          </Tag>
        )}
      </Flex>
    </button>
  );
}
