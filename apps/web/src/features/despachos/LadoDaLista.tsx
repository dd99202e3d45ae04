/** One side of the dispatch picker: a title, a 300 ms search, and checkable coils. */
import { Card, Checkbox, Empty, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SearchBox } from '../../shared/list/index.ts';
import { filtrar, type ItemDaLista } from './selecao.ts';

export const DEBOUNCE_DUAL_LIST_MS = 300;
/** The yard may hold thousands of coils: past this the search narrows them down. */
const MAXIMO_NA_TELA = 200;

interface Props<T extends ItemDaLista> {
  titulo: string;
  testId: string;
  itens: readonly T[];
  marcadas: readonly number[];
  onAlternar(id: number): void;
  busca: string;
  onBusca(termo: string): void;
  /** Leading text of a row (the dispatch side shows the sequence). */
  prefixo?: (item: T) => ReactNode;
  /** Trailing tags of a row. */
  sufixo?: (item: T) => ReactNode;
  desabilitado?: boolean;
}

export function LadoDaLista<T extends ItemDaLista>(p: Props<T>) {
  const achados = filtrar(p.itens, p.busca);
  const visiveis = achados.slice(0, MAXIMO_NA_TELA);
  return (
    <Card
      size="small"
      title={`${p.titulo} (${p.itens.length})`}
      data-testid={p.testId}
      styles={{ body: { padding: 8 } }}
    >
      <SearchBox value={p.busca} onSearch={p.onBusca} debounceMs={DEBOUNCE_DUAL_LIST_MS} />
      <div style={{ height: 320, overflowY: 'auto', marginTop: 8 }}>
        {visiveis.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma bobina" />
        ) : (
          visiveis.map((item) => {
            const ordem = p.marcadas.indexOf(item.id);
            return (
              <Flex key={item.id} align="center" gap={8} style={{ padding: '2px 4px' }}>
                <Checkbox
                  checked={ordem >= 0}
                  disabled={p.desabilitado}
                  onChange={() => p.onAlternar(item.id)}
                  data-testid={`${p.testId}-${item.lote}`}
                >
                  <Flex gap={8} align="center">
                    {p.prefixo?.(item)}
                    <Typography.Text strong>{item.lote}</Typography.Text>
                    {item.endereco && <Tag color="blue">{item.endereco}</Tag>}
                    {p.sufixo?.(item)}
                    {item.motivo && (
                      <Tag color="orange" data-testid={`motivo-${item.lote}`}>
                        {item.motivo}
                      </Tag>
                    )}
                  </Flex>
                </Checkbox>
                {ordem >= 0 && (
                  <Typography.Text type="secondary" style={{ marginLeft: 'auto' }}>
                    #{ordem + 1}
                  </Typography.Text>
                )}
              </Flex>
            );
          })
        )}
        {achados.length > visiveis.length && (
          <Typography.Text type="secondary">
            {`Mostrando ${visiveis.length} de ${achados.length}: use a busca para achar as outras.`}
          </Typography.Text>
        )}
      </div>
    </Card>
  );
}
