/** Create or edit a webhook; after a creation, the secret, shown this once. */
import {
  TIPOS_EVENTO_WEBHOOK,
  type TWebhook,
  type TWebhookBody,
  type TWebhookCriado,
} from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Input, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/feedback.tsx';
import { mensagemDeErro } from '../../../shared/http.ts';
import { refrescarWebhooks, webhooksApi } from './api.ts';
import { NOMES_EVENTO, TXT } from './textos.ts';

interface Props {
  /** The webhook being edited; null creates one. Undefined: closed. */
  webhook: TWebhook | null | undefined;
  onClose(): void;
}

export function WebhookDialog({ webhook, onClose }: Props) {
  const [form] = Form.useForm<TWebhookBody>();
  const [salvando, setSalvando] = useState(false);
  const [criado, setCriado] = useState<TWebhookCriado | null>(null);
  const qc = useQueryClient();
  const salvar = async (body: TWebhookBody) => {
    setSalvando(true);
    try {
      if (webhook) await webhooksApi.atualizar(webhook.id, body);
      else setCriado(await webhooksApi.criar(body));
      await refrescarWebhooks(qc);
      toast.success('Sucesso', TXT.salvo);
      if (webhook) onClose();
    } catch (err) {
      toast.error('Erro', mensagemDeErro(err, TXT.erroSalvar));
    } finally {
      setSalvando(false);
    }
  };
  if (criado) {
    return (
      <Modal
        open
        title={TXT.segredoTitulo}
        okText={TXT.entendi}
        onOk={() => {
          setCriado(null);
          onClose();
        }}
        cancelButtonProps={{ style: { display: 'none' } }}
        closable={false}
        mask={{ closable: false }}
      >
        <Alert type="warning" showIcon message={TXT.segredoAviso} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable code data-testid="webhook-segredo">
          {criado.segredo}
        </Typography.Paragraph>
      </Modal>
    );
  }
  return (
    <Modal
      open={webhook !== undefined}
      title={webhook ? TXT.editarTitulo : TXT.criarTitulo}
      okText={TXT.salvar}
      cancelText={TXT.cancelar}
      confirmLoading={salvando}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<TWebhookBody>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={webhook ?? { url: '', eventos: [], ativo: true }}
        onFinish={(v) => void salvar(v)}
      >
        <Form.Item
          name="url"
          label="URL"
          rules={[{ required: true, message: 'Campo obrigatório' }]}
          extra="http:// ou https://, num destino liberado em WEBHOOK_DESTINOS"
        >
          <Input placeholder="https://erp.planta.local/patio" data-testid="webhook-url" />
        </Form.Item>
        <Form.Item
          name="eventos"
          label="Eventos"
          rules={[{ required: true, message: 'Selecione ao menos um tipo de evento.' }]}
        >
          <Checkbox.Group
            style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4 }}
            options={TIPOS_EVENTO_WEBHOOK.map((t) => ({
              value: t,
              label: `${NOMES_EVENTO[t]} (${t})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="ativo" label="Ativo" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
