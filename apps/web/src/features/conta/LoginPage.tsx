/**
 * /login (docs/product/main-yard.md#sign-in): login + senha, Entrar, forgot-password link and the
 * version label.
 */
import type { TLogin } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, type FormRule, theme } from 'antd';
// The two inputs straight from their modules: the `Input` barrel also brings TextArea, Search
// and OTP, which this screen does not show.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Link, useLocation, useNavigate } from 'react-router';
import { snackbar } from '../../shared/feedback.tsx';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { destinoAposLogin, SESSAO_EXPIROU, sessaoExpirou } from '../../shared/retorno.ts';
import { setSession } from '../../shared/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { useLogin } from './api.ts';
import { TXT, VERSAO } from './mensagens.ts';

// Plain antd rules (messages from VALIDATE_MESSAGES), mirroring ZLogin without loading zod here.
const LOGIN_RULES: FormRule[] = [{ required: true, whitespace: true }, { max: 100 }];
const SENHA_RULES: FormRule[] = [{ required: true }, { max: 128 }];

export default function LoginPage() {
  const [form] = Form.useForm<TLogin>();
  const navigate = useNavigate();
  // Sent here by an expired session: say so, and lead back to that page after signing in.
  const { state } = useLocation();
  const login = useLogin();
  const queryClient = useQueryClient();

  const onFinish = (values: TLogin) => {
    const body = { login: values.login.trim(), senha: values.senha };
    login.mutate(body, {
      onSuccess: (reply) => {
        const data = reply?.data;
        if (!data?.token) {
          snackbar('error', TXT.tokenInvalido);
          return;
        }
        // A session that merely expired left its cache behind; the next user must not see it.
        queryClient.clear();
        setSession({
          token: data.token,
          login: data.login ?? body.login,
          permissoes: data.permissoes ?? [],
        });
        navigate(destinoAposLogin(state), { replace: true });
      },
      onError: (err) => {
        // Too many tries: the server says how long to wait, which helps more than "wrong password".
        const tooMany = err instanceof ApiError && err.status === 429;
        snackbar('error', tooMany ? mensagemDeErro(err, TXT.loginFalhou) : TXT.loginFalhou);
      },
    });
  };

  return (
    <AuthCard title="Acesso ao sistema" footer={<Rodape />}>
      {sessaoExpirou(state) && (
        <Alert
          type="warning"
          showIcon
          title={SESSAO_EXPIROU}
          style={{ marginBottom: 16 }}
          data-testid="sessao-expirou"
        />
      )}
      <Form
        form={form}
        layout="vertical"
        validateTrigger={['onChange', 'onBlur']}
        onFinish={onFinish}
        disabled={login.isPending}
      >
        <Form.Item name="login" label="Login" rules={LOGIN_RULES}>
          <Input data-testid="login-input" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="senha" label="Senha" rules={SENHA_RULES}>
          <Password data-testid="senha-input" autoComplete="current-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={login.isPending}
          data-testid="entrar-button"
        >
          Entrar
        </Button>
      </Form>
    </AuthCard>
  );
}

/** The forgot-password link and the version label. */
function Rodape() {
  const { token } = theme.useToken();
  return (
    <>
      <Link to="/esqueceu-senha" data-testid="esqueceu-senha-link">
        Esqueceu sua senha?
      </Link>
      {/* Typography.Text type="secondary"'s colour, without loading Typography. */}
      <span style={{ color: token.colorTextDescription }} title="Versão" data-testid="versao">
        {VERSAO}
      </span>
    </>
  );
}
