/**
 * Address correction (part1 §4, §8): the new slot, the cooling pre-check and the stacking
 * override, then 'Endereço corrigido com sucesso.'. Opened from the coil list and the map.
 */
import { type TBobina, zEndereco } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Form, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { toast } from '../../shared/feedback.tsx';
import { zodRule } from '../../shared/form-rules.ts';
import { useDialogPromise } from '../../shared/useDialogPromise.ts';
import { bobinasApi, refrescarBobinas } from './api.ts';
import { normalizarEndereco } from './form-mapping.ts';
import { colocarComConfirmacao } from './override.ts';
import { alertarNaoPermitido } from './recusa.ts';
import { TXT } from './textos.ts';
import { perguntarForca } from './useSalvarBobina.ts';

/** What the dialog needs of a coil: a list row or a map cell both have it. */
export interface BobinaParaCorrigir {
  id: number;
  lote: string;
  endereco: string | null;
  /** Forced cooling (LEGE): decides the cooling pre-check. */
  isLege: boolean;
}

export type ResultadoCorrecao =
  | { result: 'corrigido'; data: TBobina }
  | { result: 'cancelado'; data: null };

const CANCELADO: ResultadoCorrecao = { result: 'cancelado', data: null };

interface Props {
  /** null: closed. */
  bobina: BobinaParaCorrigir | null;
  onClose(r: ResultadoCorrecao): void;
}

export function CorrigirEnderecoModal({ bobina, onClose }: Props) {
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
      });
      // Cancelled: the dialog stays open so another slot can be typed.
      if (r.status === 'cancelado') return;
      refrescarBobinas(qc);
      toast.success('Sucesso', TXT.enderecoCorrigido);
      onClose({ result: 'corrigido', data: r.data });
    } catch (err) {
      alertarNaoPermitido(err, TXT.erroCorrigir);
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
          rules={[zodRule(zEndereco)]}
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

/**
 * `const { abrir, dialogo } = useCorrigirEnderecoDialog()`; render `{dialogo}` once, then
 * `const { result, data } = await abrir({ id, lote, endereco, isLege })`.
 */
export function useCorrigirEnderecoDialog(): {
  abrir(bobina: BobinaParaCorrigir): Promise<ResultadoCorrecao>;
  dialogo: ReactNode;
} {
  const d = useDialogPromise<BobinaParaCorrigir, ResultadoCorrecao>(CANCELADO);
  return { abrir: d.abrir, dialogo: <CorrigirEnderecoModal bobina={d.args} onClose={d.fechar} /> };
}
