/**
 * Every /{recurso}/{id} screen whose record does not exist (or whose id is not one) shows this
 * instead of an empty form that looks editable: what was not found, and the way back.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router';

interface Props {
  /** "Bobina não encontrada." */
  texto: string;
  /** The list the record would be in. */
  voltar: string;
}

export function NaoEncontrado({ texto, voltar }: Props) {
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="warning"
        title={<span data-testid="nao-encontrado">{texto}</span>}
        extra={
          <Button
            type="primary"
            icon={<ArrowLeftOutlined />}
            data-testid="voltar-button"
            onClick={() => navigate(voltar)}
          >
            Voltar para a lista
          </Button>
        }
      />
    </Card>
  );
}
