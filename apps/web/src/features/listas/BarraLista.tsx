/**
 * The reserve list's toolbar (docs/product/operations.md#reserve-list): search, Novo menu, filter, export, bulk delete, page size,
 * the list shown and 'Ativar modo edicao'. While rows are selected the Novo menu and the
 * filter button step aside.
 */
import { DeleteOutlined, DownOutlined, DragOutlined, PlusOutlined } from '@ant-design/icons';
import { TIPOS_PATIO, type TipoLista } from '@patio/domain';
import { Button, Dropdown, Flex, type MenuProps, Segmented, Select, Space } from 'antd';
import {
  Exportar,
  FilterButton,
  type FilterDialogController,
  type ListParams,
  SearchBox,
} from '../../shared/list/index.ts';
import { TAMANHOS } from './api.ts';
import { TXT } from './textos.ts';

interface Props {
  busca: string;
  onBuscar(termo: string): void;
  novo?: () => void;
  importar?: () => void;
  filtro: FilterDialogController;
  excluir?: () => void;
  algumSelecionado: boolean;
  tamanho: number;
  onTamanho(n: number): void;
  tipo: TipoLista;
  onTipo(t: TipoLista): void;
  ativarEdicao?: () => void;
  /** The screen's filter and order: "Exportar" takes every row of them. */
  params: Pick<ListParams, 'filter' | 'orderBy'>;
}

const TIPOS = TIPOS_PATIO.map((t) => ({ value: t.codigo, label: t.descricao }));

export function BarraLista(p: Props) {
  const menuNovo: NonNullable<MenuProps['items']> = [];
  const { novo, importar } = p;
  if (novo) menuNovo.push({ key: 'novo', label: TXT.novo, onClick: novo });
  if (importar) menuNovo.push({ key: 'importar', label: TXT.importarLista, onClick: importar });
  return (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
      <Space wrap>
        <SearchBox value={p.busca} onSearch={p.onBuscar} />
        {!p.algumSelecionado && menuNovo.length > 0 && (
          <Dropdown menu={{ items: menuNovo }} trigger={['click']}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="novo-menu">
              {TXT.novo} <DownOutlined />
            </Button>
          </Dropdown>
        )}
        {!p.algumSelecionado && (
          <FilterButton count={p.filtro.count} onOpen={p.filtro.open} onClear={p.filtro.clear} />
        )}
        {!p.algumSelecionado && <Exportar path="listas" params={p.params} />}
        {p.excluir && (
          <Button
            danger
            icon={<DeleteOutlined />}
            data-testid="excluir-selecionadas"
            onClick={p.excluir}
          >
            Excluir
          </Button>
        )}
      </Space>
      <Space wrap>
        <Select
          aria-label="Itens por página"
          data-testid="page-size"
          value={p.tamanho}
          onChange={p.onTamanho}
          options={TAMANHOS.map((n) => ({ value: n, label: `${n} / página` }))}
          style={{ width: 120 }}
        />
        <Segmented<TipoLista>
          options={TIPOS}
          value={p.tipo}
          onChange={p.onTipo}
          data-testid="tipo-patio"
        />
        {p.ativarEdicao && (
          <Button icon={<DragOutlined />} onClick={p.ativarEdicao} data-testid="ativar-edicao">
            {TXT.ativarEdicao}
          </Button>
        )}
      </Space>
    </Flex>
  );
}
