/**
 * The open instructions (docs/product/operations.md#instruction-list) as one description:
 * lote (with the crane holding it), origem, destino and the tipo badge, all searched.
 */
import { MENSAGENS_REMANEJAMENTO, type TInstrucaoLinha } from '@patio/domain';
import { Space, Tag, Tooltip } from 'antd';
import { ENDERECO_STYLE } from '../../entities/bobina/campos.tsx';
import { COR_TIPO, nomeDaPonte, ROTULO_TIPO, TXT } from '../../entities/instrucao/textos.ts';
import type { ListDescriptor } from '../../shared/list/index.ts';

export const INSTRUCOES: ListDescriptor<TInstrucaoLinha> = {
  resource: 'instrucoes',
  pageSizes: [7, 10, 20, 50],
  defaultSort: { field: 'id', desc: false },
  emptyText: TXT.vazio,
  noun: ['instrução', 'instruções'],
  rowTestId: (i) => `row-${i.lote}`,
  fields: [
    {
      key: 'lote',
      label: 'Lote',
      wire: 'bobina.lote',
      search: true,
      width: 200,
      render: (i) => (
        <Space size={6}>
          <span>{i.lote}</span>
          {i.isSelecionada && (
            <Tooltip title={i.isIniciada ? 'Bobina na ponte' : 'Selecionada na ponte'}>
              <Tag color={i.isIniciada ? 'orange' : 'default'} data-testid={`ponte-${i.lote}`}>
                {nomeDaPonte(i.ponte)}
              </Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      key: 'origem',
      label: 'Origem',
      wire: 'bobina.endereco',
      search: true,
      width: 130,
      render: (i) => <span style={ENDERECO_STYLE}>{i.origem ?? '—'}</span>,
    },
    {
      key: 'destino',
      label: 'Destino',
      search: true,
      width: 160,
      render: (i) =>
        i.destino ? <span style={ENDERECO_STYLE}>{i.destino}</span> : TXT.despacho(i.despacho),
    },
    {
      key: 'tipo',
      label: 'Tipo',
      search: true,
      width: 120,
      hideBelow: 'lg',
      // A relocation names the lot it frees; an instruction held by relocations names them.
      render: (i) => (
        <Space size={4} direction="vertical">
          <Tag color={COR_TIPO[i.tipo] ?? 'default'} data-testid={`tipo-${i.lote}`}>
            {ROTULO_TIPO[i.tipo] ?? i.tipo}
          </Tag>
          {i.libera.length > 0 && (
            <span className="instrucao-libera" data-testid={`libera-${i.lote}`}>
              {TXT.libera(i.libera)}
            </span>
          )}
          {i.aguardando.length > 0 && (
            <Tag color="default" data-testid={`aguardando-${i.lote}`}>
              {MENSAGENS_REMANEJAMENTO.aguardando(i.aguardando)}
            </Tag>
          )}
        </Space>
      ),
    },
  ],
  errors: { load: TXT.erroListar, filter: TXT.erroFiltrar },
};
