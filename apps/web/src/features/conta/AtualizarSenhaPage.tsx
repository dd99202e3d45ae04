/**
 * /alterar-senha (docs/product/main-yard.md#change-own-password): the signed-in user changes their
 * own password.
 */
import { type TAlterarSenha, ZAlterarSenha } from '@patio/domain';
import { Button, Card, Flex, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { CamposNovaSenha } from '../../shared/CamposNovaSenha.tsx';
import { toast } from '../../shared/feedback.tsx';
import { serverFieldErrors, zodFieldRule } from '../../shared/form-rules.ts';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { setSession, useSession } from '../../shared/session.ts';
import { useAlterarSenha } from './api.ts';
import { TXT } from './mensagens.ts';

const FIELDS = ['senha', 'novaSenha', 'confirmarSenha'] as const;

export default function AtualizarSenhaPage() {
  const [form] = Form.useForm<TAlterarSenha>();
  const navigate = useNavigate();
  const session = useSession();
  const alterar = useAlterarSenha();

  const onFinish = (values: TAlterarSenha) => {
    if (!session) return;
    alterar.mutate(
      { ...ZAlterarSenha.parse(values), login: session.login },
      {
        onSuccess: (reply) => {
          // The server ends older tokens on a password change; keep a fresh one if it sends it.
          const token = reply?.data?.token;
          if (token) setSession({ ...session, token });
          toast.success('Sucesso', TXT.senhaAlterada);
          navigate('/main');
        },
        onError: (err) => {
          if (err instanceof ApiError) form.setFields(serverFieldErrors(err.body, FIELDS));
          toast.error('Erro', mensagemDeErro(err, TXT.erroAlterarSenha));
        },
      },
    );
  };

  return (
    <Flex justify="center">
      <Card title="Alterar Senha" style={{ width: '100%', maxWidth: 480 }}>
        <Form
          form={form}
          layout="vertical"
          validateTrigger={['onChange', 'onBlur']}
          onFinish={onFinish}
          disabled={alterar.isPending}
        >
          <Form.Item
            name="senha"
            label="Senha atual"
            required
            rules={[zodFieldRule(ZAlterarSenha, 'senha')]}
          >
            <Input.Password data-testid="senha-atual-input" autoComplete="current-password" />
          </Form.Item>
          <CamposNovaSenha
            schema={ZAlterarSenha}
            nova={{ nome: 'novaSenha', testId: 'nova-senha-input' }}
            confirma={{ nome: 'confirmarSenha', testId: 'confirmar-senha-input' }}
            comparaCom="senha"
          />
          <Flex justify="flex-end" gap={8}>
            <Button data-testid="cancelar-button" onClick={() => navigate('/main')}>
              Cancelar
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              loading={alterar.isPending}
              data-testid="salvar-button"
            >
              Salvar
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
