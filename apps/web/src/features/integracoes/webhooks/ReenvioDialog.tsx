/**
 * Re-send an interval of a webhook's events (docs/integracao.md, "A paused endpoint"): the kept
 * events of its types from `desde` to `ate` (or now) are queued again with their original ids.
 */
import { codigosDaRecusa, type TReenvioInput, type TWebhook } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { toast } from '../../../shared/feedback.tsx';
import { serverFieldErrors } from '../../../shared/form-rules.ts';
import { ApiError, mensagemDeErro } from '../../../shared/http.ts';
import { refrescarWebhooks, webhooksApi } from './api.ts';
import { TXT } from './textos.ts';

interface Intervalo {
  desde: Dayjs;
  ate?: Dayjs | null;
}

/** Refusals of the interval itself: the server names the field, the form shows it there. */
const RECUSAS_DO_INTERVALO = ['FORA_DA_RETENCAO', 'INVALIDO'];

const FORMATO = 'DD/MM/YYYY HH:mm';

export function ReenvioDialog(props: { webhook: TWebhook | null; onClose(): void }) {
  const { webhook, onClose } = props;
  const [form] = Form.useForm<Intervalo>();
  const [enviando, setEnviando] = useState(false);
  const [agendadas, setAgendadas] = useState<number | null>(null);
  const qc = useQueryClient();
  const fechar = () => {
    setAgendadas(null);
    onClose();
  };
  const reenviar = async (v: Intervalo) => {
    if (!webhook) return;
    const body: TReenvioInput = {
      desde: v.desde.toISOString(),
      ...(v.ate ? { ate: v.ate.toISOString() } : {}),
    };
    setEnviando(true);
    try {
      setAgendadas(await webhooksApi.reenviarIntervalo(webhook.id, body));
      void refrescarWebhooks(qc);
    } catch (err) {
      const corpo = err instanceof ApiError ? err.body : null;
      const campos = codigosDaRecusa(corpo).some((c) => RECUSAS_DO_INTERVALO.includes(c))
        ? serverFieldErrors(corpo, ['desde', 'ate'] as const)
        : [];
      if (campos.length) form.setFields(campos);
      else toast.error('Erro', mensagemDeErro(err, TXT.erroReenvio));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Modal
      open={webhook !== null}
      title={webhook ? `${TXT.reenvioTitulo}: ${webhook.url}` : TXT.reenvioTitulo}
      okText={agendadas === null ? TXT.reenviar : TXT.fechar}
      cancelText={TXT.cancelar}
      cancelButtonProps={agendadas === null ? {} : { style: { display: 'none' } }}
      confirmLoading={enviando}
      onOk={() => (agendadas === null ? form.submit() : fechar())}
      onCancel={fechar}
      destroyOnHidden
    >
      {agendadas !== null ? (
        <Alert
          type="success"
          showIcon
          data-testid="reenvio-agendadas"
          title={TXT.agendadas(agendadas)}
        />
      ) : (
        <Form<Intervalo>
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={(v) => void reenviar(v)}
        >
          <Alert type="info" showIcon title={TXT.reenvioAjuda} style={{ marginBottom: 12 }} />
          <Form.Item
            name="desde"
            label={TXT.desde}
            rules={[{ required: true, message: 'Campo obrigatório' }]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={FORMATO}
              data-testid="reenvio-desde"
            />
          </Form.Item>
          <Form.Item name="ate" label={TXT.ate} extra={TXT.ateAjuda}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={FORMATO} data-testid="reenvio-ate" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
