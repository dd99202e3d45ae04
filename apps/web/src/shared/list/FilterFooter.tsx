/** What every filter dialog shares: its modal's behaviour and its buttons. */
import { Button, Flex } from 'antd';

/** 'Limpar filtros' on the left, Cancelar and Filtrar (submit) on the right. */
export function FilterFooter({ onClear, onCancel }: { onClear(): void; onCancel(): void }) {
  return (
    <Flex justify="space-between" gap={8}>
      <Button onClick={onClear} data-testid="filtro-limpar">
        Limpar filtros
      </Button>
      <Flex gap={8}>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button type="primary" htmlType="submit" data-testid="filtro-aplicar">
          Filtrar
        </Button>
      </Flex>
    </Flex>
  );
}

/** A filter dialog keeps a static backdrop and ignores Escape, like every modal of the product. */
export const FILTER_MODAL = {
  width: 640,
  footer: null,
  mask: { closable: false },
  keyboard: false,
  destroyOnHidden: true,
} as const;
