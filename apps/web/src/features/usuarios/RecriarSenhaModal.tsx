/** 'Recriar senha' (part2 §2.10): an administrator sets a user's new password; closes on success. */
import { type TRecriarSenha, type TUsuarioLinha, ZRecriarSenha } from '@patio/domain';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { toast } from '../../shared/feedback.tsx';
import { serverFieldErrors, zodFieldRule } from '../../shared/form-rules.ts';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { useRecriarSenha } from './api.ts';
import { TXT } from './textos.ts';

const FIELDS = ['senha', 'confirmaSenha'] as const;

interface Props {
  usuario: TUsuarioLinha | null;
  onClose(): void;
}

export function RecriarSenhaModal({ usuario, onClose }: Props) {
  return (
    <Modal
      open={usuario !== null}
      title={TXT.recriarTitulo}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      // part1 §4: modals keep a static backdrop and ignore Escape.
      mask={{ closable: false }}
      keyboard={false}
    >
      {/* Keyed by user so every opening starts with empty fields. */}
      {usuario && <RecriarSenhaForm key={usuario.id} usuario={usuario} onClose={onClose} />}
    </Modal>
  );
}

function RecriarSenhaForm({ usuario, onClose }: { usuario: TUsuarioLinha; onClose(): void }) {
  const [form] = Form.useForm<TRecriarSenha>();
  const recriar = useRecriarSenha();

  const onFinish = (values: TRecriarSenha) => {
    const { id, nome, login, email } = usuario;
    recriar.mutate(
      { usuario: { id, nome, login, email }, ...values },
      {
        onSuccess: () => {
          toast.success('Sucesso', TXT.senhaRecriada);
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError) form.setFields(serverFieldErrors(err.body, FIELDS));
          toast.error('Erro', mensagemDeErro(err, TXT.erroRecriar));
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger={['onChange', 'onBlur']}
      onFinish={onFinish}
      disabled={recriar.isPending}
      data-testid="recriar-senha-modal"
    >
      <Form.Item label="Login">
        <Typography.Text strong data-testid="recriar-senha-login">
          {usuario.login}
        </Typography.Text>
      </Form.Item>
      <Form.Item
        name="senha"
        label="Nova senha"
        required
        rules={[zodFieldRule(ZRecriarSenha, 'senha')]}
      >
        <Input.Password data-testid="recriar-senha-input" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmaSenha"
        label="Confirma senha"
        required
        dependencies={['senha']}
        rules={[zodFieldRule(ZRecriarSenha, 'confirmaSenha')]}
      >
        <Input.Password data-testid="recriar-confirma-input" autoComplete="new-password" />
      </Form.Item>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose} data-testid="recriar-cancelar-button">
          Cancelar
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={recriar.isPending}
          data-testid="recriar-salvar-button"
        >
          Salvar
        </Button>
      </Flex>
    </Form>
  );
}
