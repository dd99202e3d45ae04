/**
 * /esqueceu-senha (docs/product/main-yard.md#forgot-password): asks the server to mail a reset link
 * to an e-mail address.
 */
import { ZEnviarLink } from '@patio/domain';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { snackbar } from '../../shared/feedback.tsx';
import { zodRule } from '../../shared/form-rules.ts';
import { mensagemDeErro } from '../../shared/http.ts';
import { AuthCard } from './AuthCard.tsx';
import { useEnviarLink } from './api.ts';
import { TXT } from './mensagens.ts';

export default function EsqueceuSenhaPage() {
  const enviar = useEnviarLink();
  const [enviado, setEnviado] = useState(false);

  const onFinish = ({ email }: { email: string }) => {
    enviar.mutate(ZEnviarLink.parse({ email }), {
      // The reply never says whether the address exists, so neither does the screen.
      onSuccess: () => setEnviado(true),
      onError: (err) => snackbar('error', mensagemDeErro(err, TXT.erroEnviarLink)),
    });
  };

  return (
    <AuthCard
      title={TXT.esqueceuTitulo}
      footer={
        <Link to="/login" data-testid="voltar-login-link">
          Voltar para o login
        </Link>
      }
    >
      {enviado && (
        <Alert
          type="info"
          showIcon
          title={TXT.linkEnviado}
          data-testid="link-enviado"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form layout="vertical" validateTrigger={['onChange', 'onBlur']} onFinish={onFinish}>
        <Form.Item name="email" label="Email" required rules={[zodRule(ZEnviarLink.shape.email)]}>
          <Input data-testid="email-input" inputMode="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={enviar.isPending}
          data-testid="enviar-link-button"
        >
          Enviar link
        </Button>
      </Form>
    </AuthCard>
  );
}
