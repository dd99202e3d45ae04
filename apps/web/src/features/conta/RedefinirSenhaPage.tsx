/** /redefinir-senha?token=… : the page the mailed link opens; sets a new password. */
import { ZRedefinirSenha } from '@patio/domain';
import { Alert, Button, Form } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CamposNovaSenha } from '../../shared/CamposNovaSenha.tsx';
import { toast } from '../../shared/feedback.tsx';
import { mensagemDeErro } from '../../shared/http.ts';
import { AuthCard } from './AuthCard.tsx';
import { useRedefinirSenha } from './api.ts';
import { TXT } from './mensagens.ts';

interface Values {
  senha: string;
  confirmarSenha: string;
}

export default function RedefinirSenhaPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const redefinir = useRedefinirSenha();

  const onFinish = (values: Values) => {
    redefinir.mutate(ZRedefinirSenha.parse({ ...values, token }), {
      onSuccess: () => {
        toast.success('Sucesso', TXT.senhaAlterada);
        navigate('/login', { replace: true });
      },
      onError: (err) => toast.error('Erro', mensagemDeErro(err, TXT.erroRedefinir)),
    });
  };

  return (
    <AuthCard
      title="Redefinir senha"
      footer={
        <Link to="/login" data-testid="voltar-login-link">
          Voltar para o login
        </Link>
      }
    >
      {!token ? (
        <Alert type="error" showIcon title={TXT.linkSemToken} data-testid="link-invalido" />
      ) : (
        <Form layout="vertical" validateTrigger={['onChange', 'onBlur']} onFinish={onFinish}>
          <CamposNovaSenha
            schema={ZRedefinirSenha}
            nova={{ nome: 'senha', testId: 'nova-senha-input' }}
            confirma={{ nome: 'confirmarSenha', testId: 'confirmar-senha-input' }}
            extra={{ token }}
            autoFocus
          />
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={redefinir.isPending}
            data-testid="salvar-button"
          >
            Salvar
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
