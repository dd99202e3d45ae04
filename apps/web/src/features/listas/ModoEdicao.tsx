/**
 * Reorder mode (docs/product/operations.md#reorder-mode): the toolbar becomes Cancelar and Salvar,
 * rows are dragged by their handle, and reaching the bottom loads the next 20.
 */
import type { TItemLista, TipoLista } from '@patio/domain';
import { Button, Flex, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type HTMLAttributes, useEffect, useMemo, useRef } from 'react';
import { Alca, ArrastarLinhas, COMPONENTES_ARRASTAVEIS } from './arrastar.tsx';
import { colunasDeDados } from './colunas.tsx';
import { MoverParaPosicao } from './MoverParaPosicao.tsx';
import { TXT } from './textos.ts';
import { type MovimentoPendente, useReordenacao } from './useReordenacao.ts';

type Linha = TItemLista & { movida: boolean };

const DADOS: ColumnsType<Linha> = colunasDeDados().map((c) => ({
  key: c.key,
  dataIndex: c.key,
  title: c.title,
  width: c.width,
  align: c.align,
  render: c.render ? (_: unknown, b: Linha) => c.render?.(b) : undefined,
}));

interface Props {
  tipo: TipoLista;
  pendente: MovimentoPendente | null;
  onFechar(): void;
}

export function ModoEdicao({ tipo, pendente, onFechar }: Props) {
  const r = useReordenacao(tipo, pendente, onFechar);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = r.q;
  const caixa = useRef<HTMLDivElement>(null);
  const total = r.q.data?.pages[0]?.totalItems ?? 0;
  const { moverPara, salvando } = r;
  const colunas = useMemo<ColumnsType<Linha>>(
    () => [
      {
        key: 'alca',
        width: 84,
        align: 'center',
        render: (_, b) => (
          <Flex gap={2} justify="center">
            <Alca lote={b.lote} />
            <MoverParaPosicao
              lote={b.lote}
              total={total}
              desabilitado={salvando}
              onMover={(p) => void moverPara(b.id, p)}
            />
          </Flex>
        ),
      },
      ...DADOS,
    ],
    [total, moverPara, salvando],
  );

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
      {/* Buttons first, on the left: the toasts stack at the top right and would cover them. */}
      <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
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
        <Typography.Text type="secondary">{TXT.modoEdicaoTexto}</Typography.Text>
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
            columns={colunas}
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
