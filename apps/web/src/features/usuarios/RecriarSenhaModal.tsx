/**
 * 'Recriar senha' (docs/product/operations.md#recreate-password): an administrator sets a user's
 * new password; closes on success.
 */
import { type TRecriarSenha, type TUsuarioLinha, ZRecriarSenha } from '@patio/domain';
import { Button, Flex, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { CamposNovaSenha } from '../../shared/CamposNovaSenha.tsx';
import { toast } from '../../shared/feedback.tsx';
import { serverFieldErrors } from '../../shared/form-rules.ts';
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
      <CamposNovaSenha
        schema={ZRecriarSenha}
        nova={{ nome: 'senha', testId: 'recriar-senha-input' }}
        confirma={{ nome: 'confirmaSenha', testId: 'recriar-confirma-input' }}
      />
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
