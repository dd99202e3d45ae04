/**
 * The instruction form (docs/product/operations.md#instruction-form,
 * docs/product/operations.md#form-checks): lote (10 characters, read-only when editing) and destino
 * (8). Shows where the coil is now; saving runs the yard-rule confirmations.
 */
import { normalizarEndereco, type TInstrucaoLinha, ZInstrucaoInput } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import {
  instrucoesApi,
  refrescarInstrucoes,
  useBobinaDoLote,
  useInstrucao,
} from '../../entities/instrucao/api.ts';
import { salvarDestino } from '../../entities/instrucao/salvar-destino.ts';
import { TXT } from '../../entities/instrucao/textos.ts';
import { SugerirEndereco } from '../../entities/patio/SugerirEndereco.tsx';
import { alerta, toast } from '../../shared/feedback.tsx';
import { serverFieldErrors, zodRule } from '../../shared/form-rules.ts';
import { ApiError, mensagemDeErro, sessaoEncerrada } from '../../shared/http.ts';
import { useEdicaoConcorrente } from '../../shared/useEdicaoConcorrente.tsx';

interface Valores {
  lote: string;
  destino: string;
}

interface Props {
  /** Absent: a new instruction. */
  instrucao?: TInstrucaoLinha;
  onClose(): void;
}

export function InstrucaoForm({ instrucao, onClose }: Props) {
  const [form] = Form.useForm<Valores>();
  const qc = useQueryClient();
  const [salvando, setSalvando] = useState(false);
  const lote: string = Form.useWatch('lote', form) ?? instrucao?.lote ?? '';
  const bobina = useBobinaDoLote(lote);
  const editando = instrucao !== undefined;
  const lida = useInstrucao(instrucao?.id ?? 0);
  const leitura = (i: TInstrucaoLinha) => ({
    valores: { lote: i.lote, destino: i.destino ?? '' },
    versao: i.versao,
  });
  const edicao = useEdicaoConcorrente(form, {
    rotulos: { destino: 'Destino' },
    ...(instrucao ? { inicial: leitura(instrucao) } : {}),
    recarregar: async () => {
      const { data } = await lida.refetch();
      return data && leitura(data);
    },
  });

  const salvar = async (v: Valores) => {
    const body = { lote: v.lote.trim(), destino: normalizarEndereco(v.destino) };
    setSalvando(true);
    try {
      const salva = await salvarDestino<TInstrucaoLinha & { remanejamentos?: string[] }>({
        destino: body.destino,
        isLege: instrucao?.isLege ?? bobina.data?.isLege ?? false,
        enviar: (force) =>
          editando
            ? instrucoesApi.atualizar(instrucao.id, body, force, edicao.versao())
            : instrucoesApi.criar(body, force),
      });
      if (!salva) return;
      refrescarInstrucoes(qc);
      const planejados = salva.remanejamentos ?? [];
      toast.success('Sucesso', [editando ? TXT.atualizada : TXT.criada, ...planejados].join('. '));
      onClose();
    } catch (err) {
      if (await edicao.tratarConflito(err, body)) return;
      if (err instanceof ApiError)
        form.setFields(serverFieldErrors(err.body, ['lote', 'destino'] as const));
      if (sessaoEncerrada(err)) return;
      if (editando) toast.error('Erro', mensagemDeErro(err, TXT.erroAtualizar));
      else void alerta.warning(mensagemDeErro(err, TXT.erroCriar), { title: TXT.atencao });
    } finally {
      setSalvando(false);
    }
  };

  const ondeEsta = bobina.data ? TXT.enderecoAtual(bobina.data.endereco) : null;
  return (
    <Form<Valores>
      form={form}
      layout="vertical"
      initialValues={{ lote: instrucao?.lote ?? '', destino: instrucao?.destino ?? '' }}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={salvar}
      disabled={salvando}
      style={{ maxWidth: 420 }}
      data-testid="instrucao-form"
    >
      {edicao.painel}
      <Form.Item
        name="lote"
        label="Lote"
        required
        rules={[zodRule(ZInstrucaoInput.shape.lote)]}
        extra={
          <span data-testid="lote-ajuda">
            {ondeEsta ?? (bobina.data === null && !editando ? TXT.semBobina : null)}
          </span>
        }
      >
        <Input
          autoFocus={!editando}
          readOnly={editando}
          maxLength={10}
          autoComplete="off"
          data-testid="lote-input"
        />
      </Form.Item>
      <Form.Item
        name="destino"
        label="Destino"
        required
        rules={[zodRule(ZInstrucaoInput.shape.destino)]}
        extra={TXT.destinoAjuda}
      >
        <Input
          autoFocus={editando}
          maxLength={8}
          autoComplete="off"
          style={{ textTransform: 'uppercase' }}
          data-testid="destino-input"
        />
      </Form.Item>
      <Flex justify="flex-end" gap={8}>
        <span style={{ marginRight: 'auto' }}>
          <SugerirEndereco
            disabled={!bobina.data}
            pedido={() => ({ bobinaId: bobina.data?.id ?? 0 })}
            onEscolher={(e) => form.setFields([{ name: 'destino', value: e, errors: [] }])}
          />
        </span>
        <Button disabled={false} onClick={onClose} data-testid="cancelar-button">
          Cancelar
        </Button>
        <Button type="primary" htmlType="submit" loading={salvando} data-testid="salvar-button">
          Salvar
        </Button>
      </Flex>
    </Form>
  );
}
