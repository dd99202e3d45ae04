/** /redefinir-senha?token=… : the page the mailed link opens; sets a new password. */
import { ZRedefinirSenha } from '@patio/domain';
import { Alert, Button, Form, Input } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../shared/feedback.tsx';
import { zodFieldRule } from '../../shared/form-rules.ts';
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
          <Form.Item
            name="senha"
            label="Nova senha"
            required
            rules={[zodFieldRule(ZRedefinirSenha, 'senha', { token })]}
          >
            <Input.Password data-testid="nova-senha-input" autoComplete="new-password" autoFocus />
          </Form.Item>
          <Form.Item
            name="confirmarSenha"
            label="Confirma senha"
            required
            dependencies={['senha']}
            rules={[zodFieldRule(ZRedefinirSenha, 'confirmarSenha', { token })]}
          >
            <Input.Password data-testid="confirmar-senha-input" autoComplete="new-password" />
          </Form.Item>
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
