/** 'Filtrar' with the number of filters on, and 'Limpar filtros' while any is on. */
import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';

interface Props {
  count: number;
  onOpen(): void;
  onClear(): void;
}

export function FilterButton({ count, onOpen, onClear }: Props) {
  return (
    <>
      <Badge count={count} size="small" color="#2b5b84">
        <Button icon={<FilterOutlined />} data-testid="filtrar-button" onClick={onOpen}>
          Filtrar
        </Button>
      </Badge>
      {count > 0 && (
        <Button type="link" data-testid="limpar-filtros" onClick={onClear}>
          Limpar filtros
        </Button>
      )}
    </>
  );
}
