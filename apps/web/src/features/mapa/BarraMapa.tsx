/**
 * The map's filter bar (docs/product/main-yard.md#yard-map, docs/product/main-yard.md#map-filters):
 * search box with its mode, the filter dialog, the counts.
 */
import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Select, Space, Spin, Typography } from 'antd';
import { SearchBox } from '../../shared/list/SearchBox.tsx';
import { type Criterio, criterioAtivo, type ModoBusca } from './filtro.ts';
import { MODOS_BUSCA } from './textos.ts';

interface Props {
  criterio: Criterio;
  onCriterio(c: Criterio): void;
  onAbrirFiltro(): void;
  /** null while the yard is unknown (not loaded, or the load failed). */
  total: number | null;
  /** Coils picked by the criterion; null when nothing is filtered. */
  achadas: number | null;
  atualizando: boolean;
  /** Lots whose address the map cannot draw (never expected; said aloud if it happens). */
  foraDoMapa: readonly string[];
}

const plural = (n: number) => (n === 1 ? 'bobina' : 'bobinas');

export function BarraMapa(p: Props) {
  const { criterio, onCriterio } = p;
  const nFiltros = Object.keys(criterio.filtros).length;
  return (
    <Flex justify="space-between" align="center" gap={12} wrap className="mapa-barra">
      <Space wrap>
        <Select<ModoBusca>
          value={criterio.busca.modo}
          options={[...MODOS_BUSCA]}
          onChange={(modo) => onCriterio({ ...criterio, busca: { ...criterio.busca, modo } })}
          style={{ width: 120 }}
          aria-label="Procurar por"
          data-testid="busca-modo"
        />
        <SearchBox
          value={criterio.busca.termo}
          onSearch={(termo) => onCriterio({ ...criterio, busca: { ...criterio.busca, termo } })}
        />
        <Badge count={nFiltros} size="small" color="#2b5b84">
          <Button icon={<FilterOutlined />} onClick={p.onAbrirFiltro} data-testid="filtrar-button">
            Filtrar
          </Button>
        </Badge>
        {criterioAtivo(criterio) && (
          <Button
            type="link"
            onClick={() => onCriterio({ filtros: {}, busca: { ...criterio.busca, termo: '' } })}
            data-testid="limpar-filtros"
          >
            Limpar filtros
          </Button>
        )}
      </Space>
      <Space>
        {p.atualizando && <Spin size="small" />}
        {p.foraDoMapa.length > 0 && (
          <Typography.Text type="danger" data-testid="fora-do-mapa">
            Endereço fora do mapa: {p.foraDoMapa.join(', ')}
          </Typography.Text>
        )}
        {p.total !== null && (
          <Typography.Text type="secondary" data-testid="total-bobinas">
            {p.achadas === null
              ? `${p.total} ${plural(p.total)} no pátio`
              : `${p.achadas} de ${p.total} ${plural(p.total)}`}
          </Typography.Text>
        )}
      </Space>
    </Flex>
  );
}
