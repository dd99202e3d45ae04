/**
 * /nao-autorizado (docs/product/operations.md#not-authorised): where a failed permission check
 * lands.
 */
import { Button, Result, Typography } from 'antd';
import { useNavigate } from 'react-router';

export default function NaoAutorizadoPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="500"
      title="500"
      subTitle={
        <>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Nao autorizado!
          </Typography.Title>
          <Typography.Text type="secondary">Voce nao tem acesso a esta pagina.</Typography.Text>
        </>
      }
      extra={
        <Button type="primary" data-testid="voltar-inicio-button" onClick={() => navigate('/main')}>
          Voltar ao início
        </Button>
      }
      style={{ background: '#fff', borderRadius: 4 }}
      data-testid="nao-autorizado"
    />
  );
}
