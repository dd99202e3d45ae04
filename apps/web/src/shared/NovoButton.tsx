/** The list screens' 'Novo' button: opens the form for a new record. */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';

export function NovoButton({ onClick }: { onClick(): void }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} data-testid="novo-button" onClick={onClick}>
      Novo
    </Button>
  );
}
