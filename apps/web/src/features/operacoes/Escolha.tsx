/** One instruction a crane may choose: a big tappable card (lot, route, type, who holds it). */
import { MENSAGENS_REMANEJAMENTO, type TInstrucaoLinha } from '@patio/domain';
import { Badge, Flex, Tag } from 'antd';
import {
  COR_TIPO,
  nomeDaPonte,
  ROTULO_TIPO,
  TXT as TXT_INSTRUCAO,
} from '../../entities/instrucao/textos.ts';
import { TXT } from './textos.ts';

interface Props {
  instrucao: TInstrucaoLinha;
  /** 1 or 2 when chosen; 0 otherwise. */
  ordem: number;
  /** Waits for a relocation not chosen before it: greyed (docs/relocation.md). */
  bloqueada?: boolean;
  onTocar(): void;
}

export function Escolha({ instrucao: i, ordem, bloqueada = false, onTocar }: Props) {
  const classes = ['ponte-escolha', i.isSelecionada && 'tomada', bloqueada && 'aguardando'];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
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
        <Tag color={COR_TIPO[i.tipo] ?? 'default'}>{ROTULO_TIPO[i.tipo] ?? i.tipo}</Tag>
        {i.libera.length > 0 && <Tag color="purple">{TXT_INSTRUCAO.libera(i.libera)}</Tag>}
        {bloqueada && (
          <Tag data-testid={`aguardando-${i.lote}`}>
            {MENSAGENS_REMANEJAMENTO.aguardando(i.aguardando)}
          </Tag>
        )}
        {i.isSelecionada && (
          <Tag color="red" data-testid={`tomada-${i.lote}`}>
            {TXT.naPonte(nomeDaPonte(i.ponte))}
          </Tag>
        )}
      </Flex>
    </button>
  );
}
