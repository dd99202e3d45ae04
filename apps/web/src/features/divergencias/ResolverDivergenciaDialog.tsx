/**
 * "Aplicar" (optional address, reason) and "Descartar" (reason) of one divergence. Another
 * supervisor's resolution first closes the dialog with 'ja-resolvida'; any other refusal
 * stays in the dialog, on its field when it names one.
 */
import { Alert, type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { serverFieldErrors } from '../../shared/form-rules.ts';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import {
  jaResolvida,
  type PedidoResolucao,
  type ResultadoResolucao,
  resolverDivergencia,
} from './resolver.ts';
import { TXT } from './textos.ts';

interface Campos {
  endereco?: string;
  motivo: string;
}

interface Props {
  pedido: PedidoResolucao | null;
  onClose(r: ResultadoResolucao): void;
}

export function ResolverDivergenciaDialog({ pedido, onClose }: Props) {
  const [form] = Form.useForm<Campos>();
  const [enviando, setEnviando] = useState(false);
  const [falha, setFalha] = useState<string | null>(null);
  useEffect(() => {
    if (pedido) {
      form.resetFields();
      setFalha(null);
    }
  }, [pedido, form]);
  if (!pedido) return <Modal open={false} />;
  const { divergencia: d, acao } = pedido;
  const aplicar = acao === 'aplicar';

  const enviar = async (v: Campos) => {
    setEnviando(true);
    setFalha(null);
    try {
      const endereco = v.endereco?.trim();
      await resolverDivergencia(d.id, {
        acao,
        motivo: v.motivo,
        ...(aplicar && endereco ? { endereco } : {}),
      });
      onClose('resolvida');
    } catch (err) {
      if (jaResolvida(err)) return onClose('ja-resolvida');
      const campos =
        err instanceof ApiError ? serverFieldErrors(err.body, ['endereco', 'motivo']) : [];
      if (campos.length) form.setFields(campos);
      else setFalha(mensagemDeErro(err, TXT.erroResolver));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal
      open
      title={aplicar ? TXT.tituloAplicar(d.id) : TXT.tituloDescartar(d.id)}
      okText={aplicar ? TXT.aplicar : TXT.descartar}
      okButtonProps={
        { danger: !aplicar, loading: enviando, 'data-testid': 'confirmar-resolucao' } as ButtonProps
      }
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={() => onClose('cancelado')}
      data-testid="resolver-divergencia-dialog"
    >
      <Typography.Paragraph>
        {d.acao === 'pegar' ? 'Pegar' : 'Soltar'} {d.lote ?? ''} · ponte {d.ponte} · {d.mensagem}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {aplicar ? TXT.explicaAplicar : TXT.explicaDescartar}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void enviar(v)}>
        {aplicar && (
          <Form.Item name="endereco" label={TXT.endereco}>
            <Input
              placeholder={d.endereco ?? ''}
              maxLength={12}
              data-testid="endereco-divergencia"
            />
          </Form.Item>
        )}
        <Form.Item
          name="motivo"
          label={TXT.motivo}
          rules={[{ required: true, whitespace: true, message: 'Informe o motivo.' }]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="motivo-divergencia" />
        </Form.Item>
      </Form>
      {falha && <Alert type="error" title={falha} data-testid="erro-resolucao" />}
    </Modal>
  );
}
