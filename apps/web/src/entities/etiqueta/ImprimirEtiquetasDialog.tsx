/**
 * "Imprimir etiquetas" (docs/etiquetas-e-leitura.md, "Telas"): the printer, and for a group's
 * addresses the group; "Baixar PDF" saves the group's labels instead. A refusal stays in the
 * dialog, told by its code, so the operator can pick another printer.
 */
import { enderecosDoGrupo, formatEndereco } from '@patio/domain';
import { Alert, Button, Form, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../../shared/feedback.tsx';
import { mensagemDeErro } from '../../shared/http.ts';
import { useLayoutDoPatio } from '../patio/api.ts';
import { baixarEtiquetasDoGrupo, imprimirEtiquetas, useImpressoras } from './api.ts';
import {
  codigoDaFalha,
  type PedidoEtiquetas,
  type ResultadoImpressao,
  textoDaFalha,
} from './pedido.ts';
import { TXT_ETIQUETA as TXT } from './textos.ts';

interface Props {
  pedido: PedidoEtiquetas | null;
  onClose(r: ResultadoImpressao): void;
}

export function ImprimirEtiquetasDialog({ pedido, onClose }: Props) {
  const layout = useLayoutDoPatio();
  const impressoras = useImpressoras(pedido !== null);
  const [impressora, setImpressora] = useState<string>();
  const [grupo, setGrupo] = useState<number | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const porGrupo = pedido !== null && 'grupo' in pedido;

  useEffect(() => {
    setFalha(null);
    if (pedido && 'grupo' in pedido) setGrupo(pedido.grupo);
  }, [pedido]);
  // One printer listed: nothing to choose.
  const unica = impressoras.data?.length === 1 ? impressoras.data[0] : undefined;
  useEffect(() => {
    if (unica && !impressora) setImpressora(unica);
  }, [unica, impressora]);

  const imprimir = async () => {
    if (!pedido || !impressora) return setFalha(TXT.escolhaImpressora);
    if (porGrupo && !grupo) return;
    setEnviando(true);
    setFalha(null);
    try {
      const corpo =
        'bobinaIds' in pedido
          ? { impressora, bobinaIds: pedido.bobinaIds }
          : {
              impressora,
              enderecos: enderecosDoGrupo(layout, grupo ?? 0).map(formatEndereco),
            };
      const r = await imprimirEtiquetas(corpo);
      toast.success('Sucesso!', TXT.impressas(r.data.impressas, impressora));
      onClose('impresso');
    } catch (err) {
      setFalha(textoDaFalha(err, impressora) ?? mensagemDeErro(err, TXT.erroImprimir));
      // A printer gone from IMPRESSORAS: the choice is refreshed.
      if (codigoDaFalha(err) === 'IMPRESSORA_DESCONHECIDA') void impressoras.refetch();
    } finally {
      setEnviando(false);
    }
  };

  const titulo =
    pedido && 'bobinaIds' in pedido ? TXT.tituloBobinas(pedido.bobinaIds.length) : TXT.tituloGrupo;
  return (
    <Modal
      open={pedido !== null}
      title={titulo}
      onCancel={() => onClose('cancelado')}
      destroyOnHidden
      data-testid="imprimir-etiquetas-dialog"
      footer={[
        <Button key="cancelar" onClick={() => onClose('cancelado')}>
          Cancelar
        </Button>,
        porGrupo && (
          <Button
            key="pdf"
            disabled={!grupo}
            data-testid="baixar-pdf-etiquetas"
            onClick={() => grupo && void baixarEtiquetasDoGrupo(grupo)}
          >
            {TXT.baixarPdf}
          </Button>
        ),
        <Button
          key="imprimir"
          type="primary"
          loading={enviando}
          disabled={!impressora || (porGrupo && !grupo)}
          data-testid="confirmar-impressao"
          onClick={() => void imprimir()}
        >
          {TXT.imprimir}
        </Button>,
      ]}
    >
      <Form layout="vertical">
        {porGrupo && (
          <Form.Item label={TXT.grupo}>
            <InputNumber
              min={1}
              max={layout.grupos}
              value={grupo}
              onChange={(v) => setGrupo(v)}
              data-testid="grupo-etiquetas"
            />
          </Form.Item>
        )}
        <Form.Item label={TXT.impressora}>
          <Select
            value={impressora}
            onChange={setImpressora}
            loading={impressoras.isLoading}
            options={(impressoras.data ?? []).map((nome) => ({ value: nome, label: nome }))}
            notFoundContent={TXT.semImpressoras}
            data-testid="impressora"
          />
        </Form.Item>
        {falha && <Alert type="error" title={falha} data-testid="erro-impressao" />}
      </Form>
    </Modal>
  );
}
