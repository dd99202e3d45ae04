/**
 * 'Recriar senha' (docs/product/operations.md#recreate-password): an administrator sets a user's
 * new password; closes on success.
 */
import { type TRecriarSenha, type TUsuarioLinha, ZRecriarSenha } from '@patio/domain';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { toast } from '../../shared/feedback.tsx';
import { serverFieldErrors, zodFieldRule } from '../../shared/form-rules.ts';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { usuariosApi } from './api.ts';
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
      // docs/product/main-yard.md#toasts-and-dialogs: modals keep a static backdrop and ignore
      // Escape.
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
  const [salvando, setSalvando] = useState(false);

  const onFinish = async ({ senha, confirmaSenha }: TRecriarSenha) => {
    const { id, nome, login, email } = usuario;
    setSalvando(true);
    try {
      await usuariosApi.recriarSenha({ id, nome, login, email }, { senha, confirmaSenha });
      toast.success('Sucesso', TXT.senhaRecriada);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) form.setFields(serverFieldErrors(err.body, FIELDS));
      toast.error('Erro', mensagemDeErro(err, TXT.erroRecriar));
    } finally {
      setSalvando(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger={['onChange', 'onBlur']}
      onFinish={onFinish}
      disabled={salvando}
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
          loading={salvando}
          data-testid="recriar-salvar-button"
        >
          Salvar
        </Button>
      </Flex>
    </Form>
  );
}
