/**
 * The address-correction dialog itself (see CorrigirEnderecoModal.tsx): loaded only when first
 * opened, so the lists and the map do not download the form, zod and the override flow up front.
 */
import { normalizarEndereco, zEndereco } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { toast } from '../../shared/feedback.tsx';
import { zodRule } from '../../shared/form-rules.ts';
import { SugerirEndereco } from '../patio/SugerirEndereco.tsx';
import { bobinasApi, refrescarBobinas } from './api.ts';
import { type BobinaParaCorrigir, CANCELADO, type ResultadoCorrecao } from './correcao.ts';
import { colocarComConfirmacao } from './override.ts';
import { alertarNaoPermitido } from './recusa.ts';
import { TEXTOS_CORRECAO_PATIO, type TextosCorrecao, TXT } from './textos.ts';
import { perguntarForca } from './useSalvarBobina.ts';

interface Props {
  /** null: closed. */
  bobina: BobinaParaCorrigir | null;
  onClose(r: ResultadoCorrecao): void;
  textos?: TextosCorrecao;
}

export function CorrigirEnderecoModal({ bobina, onClose, textos = TEXTOS_CORRECAO_PATIO }: Props) {
  const [form] = Form.useForm<{ novoEndereco: string }>();
  const qc = useQueryClient();
  const [enviando, setEnviando] = useState(false);

  const corrigir = async ({ novoEndereco }: { novoEndereco: string }) => {
    if (!bobina) return;
    const destino = normalizarEndereco(novoEndereco);
    setEnviando(true);
    try {
      const r = await colocarComConfirmacao({
        send: (force) => bobinasApi.corrigirEndereco(bobina.id, destino, force),
        endereco: destino,
        isLege: bobina.isLege,
        ask: perguntarForca,
        confirmar: textos.confirmar,
      });
      // Cancelled: the dialog stays open so another slot can be typed.
      if (r.status === 'cancelado') return;
      refrescarBobinas(qc);
      toast.success('Sucesso', textos.sucesso);
      onClose({ result: 'corrigido', data: r.data });
    } catch (err) {
      alertarNaoPermitido(err, textos.erro, textos.naoPermitido);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal
      open={bobina !== null}
      title="Corrigir Endereço"
      footer={null}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      onCancel={() => onClose(CANCELADO)}
    >
      <Descriptions
        size="small"
        column={2}
        bordered
        style={{ marginBottom: 16 }}
        items={[
          { key: 'lote', label: 'Lote', children: bobina?.lote },
          { key: 'atual', label: 'Endereço atual', children: bobina?.endereco ?? '—' },
        ]}
      />
      <Form
        form={form}
        layout="vertical"
        validateTrigger={['onChange', 'onBlur']}
        onFinish={corrigir}
        disabled={enviando}
        data-testid="corrigir-endereco-form"
      >
        <Form.Item
          name="novoEndereco"
          label="Novo endereço"
          required
          rules={[zodRule(zEndereco, normalizarEndereco)]}
          extra="Grupo (4 dígitos), coluna A–H, N (chão) ou P (pirâmide), 0 e fila 1–9: 0001AN09"
        >
          <Input
            autoFocus
            autoComplete="off"
            placeholder={TXT.enderecoPlaceholder}
            style={{ textTransform: 'uppercase' }}
            data-testid="corrigir-endereco-input"
          />
        </Form.Item>
        <Flex justify="flex-end" gap={8}>
          {bobina && (
            <span style={{ marginRight: 'auto' }}>
              <SugerirEndereco
                pedido={() => ({ bobinaId: bobina.id })}
                onEscolher={(e) => form.setFields([{ name: 'novoEndereco', value: e, errors: [] }])}
              />
            </span>
          )}
          <Button
            disabled={false}
            onClick={() => onClose(CANCELADO)}
            data-testid="corrigir-endereco-cancelar"
          >
            Cancelar
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={enviando}
            data-testid="corrigir-endereco-salvar"
          >
            Corrigir
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
