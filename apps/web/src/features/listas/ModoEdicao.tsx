/**
 * Reorder mode (part2 §2.3, §4): the toolbar becomes Cancelar and Salvar, rows are dragged by
 * their handle, and reaching the bottom loads the next 20.
 */
import type { TItemLista, TipoLista } from '@patio/domain';
import { Button, Flex, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type HTMLAttributes, useEffect, useRef } from 'react';
import { Alca, ArrastarLinhas, COMPONENTES_ARRASTAVEIS } from './arrastar.tsx';
import { colunasDeDados } from './colunas.tsx';
import { TXT } from './textos.ts';
import { type MovimentoPendente, useReordenacao } from './useReordenacao.ts';

type Linha = TItemLista & { movida: boolean };

const COLUNAS: ColumnsType<Linha> = [
  { key: 'alca', width: 48, align: 'center', render: (_, b) => <Alca lote={b.lote} /> },
  ...colunasDeDados().map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    width: c.width,
    align: c.align,
    render: c.render ? (_: unknown, b: Linha) => c.render?.(b) : undefined,
  })),
];

interface Props {
  tipo: TipoLista;
  pendente: MovimentoPendente | null;
  onFechar(): void;
}

export function ModoEdicao({ tipo, pendente, onFechar }: Props) {
  const r = useReordenacao(tipo, pendente, onFechar);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = r.q;
  const caixa = useRef<HTMLDivElement>(null);

  const talvezMais = () => {
    const el = caixa.current;
    if (!el || !hasNextPage || isFetchingNextPage) return;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 80) void fetchNextPage();
  };
  // A page that does not fill the box cannot be scrolled: load on until it does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever rows arrive
  useEffect(talvezMais, [r.linhas.length, hasNextPage, isFetchingNextPage]);

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{TXT.modoEdicaoTexto}</Typography.Text>
        <Flex gap={8}>
          <Button onClick={onFechar} disabled={r.salvando} data-testid="edicao-cancelar">
            Cancelar
          </Button>
          <Button
            type="primary"
            loading={r.salvando}
            onClick={() => void r.salvar()}
            data-testid="edicao-salvar"
          >
            Salvar
          </Button>
        </Flex>
      </Flex>
      <div
        ref={caixa}
        onScroll={talvezMais}
        style={{ maxHeight: 'calc(100vh - 330px)', minHeight: 320, overflowY: 'auto' }}
        data-testid="modo-edicao"
      >
        <ArrastarLinhas ids={r.ids} onMover={r.moverLinha}>
          <Table<Linha>
            rowKey="id"
            columns={COLUNAS}
            dataSource={r.linhas}
            components={COMPONENTES_ARRASTAVEIS}
            pagination={false}
            loading={r.q.isLoading}
            size="middle"
            locale={{ emptyText: TXT.vazio }}
            onRow={(b) =>
              ({
                'data-testid': `row-${b.lote}`,
                // A row whose place changed stands out until Salvar.
                style: b.movida ? { background: '#fff7e0' } : undefined,
              }) as HTMLAttributes<HTMLElement>
            }
            data-testid="edicao-table"
          />
        </ArrastarLinhas>
        {isFetchingNextPage && (
          <Flex justify="center" style={{ padding: 12 }}>
            <Spin />
          </Flex>
        )}
      </div>
    </>
  );
}
