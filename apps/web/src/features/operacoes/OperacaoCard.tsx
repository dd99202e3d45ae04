/**
 * One operation of the crane (docs/product/operations.md#crane-screen): lot, origin and
 * destination; the destination can be edited (EDITAR_INSTRUCAO) and a not started instruction
 * skipped (EXECUTAR_INSTRUCAO).
 */
import { CloseOutlined, EditOutlined, SaveOutlined, StepForwardOutlined } from '@ant-design/icons';
import { normalizarEndereco, type TOperacao } from '@patio/domain';
import { Button, Card, Flex, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { TXT as TXT_INSTRUCAO } from '../../entities/instrucao/textos.ts';
import { SugerirEndereco } from '../../entities/patio/SugerirEndereco.tsx';
import { TXT } from './textos.ts';

interface Props {
  op: TOperacao;
  primeira: boolean;
  podeEditar: boolean;
  podeExecutar: boolean;
  /** Resolves true when the destination was saved. */
  onSalvarDestino(destino: string): Promise<boolean>;
  onPular(): void;
}

export function OperacaoCard({ op, primeira, podeEditar, podeExecutar, ...acoes }: Props) {
  const [editando, setEditando] = useState(false);
  const [destino, setDestino] = useState(op.destino ?? '');
  const [erro, setErro] = useState<string | null>(null);
  const [salvando, setSalvando] = useState(false);
  // A relocation's destination may be corrected too (its soltar says so when none is left).
  const temDestino = op.tipo !== 'DESPACHO';

  const salvar = async () => {
    const novo = normalizarEndereco(destino);
    // The schema (and zod with it) loads on the first save: the cab screen opens without it
    // (docs/benchmarks.md, bundle budget).
    const { ZInstrucaoInput } = await import('@patio/domain/schemas/instrucoes');
    const r = ZInstrucaoInput.shape.destino.safeParse(novo);
    if (!r.success) return setErro(r.error.issues[0]?.message ?? null);
    setSalvando(true);
    const salvo = await acoes.onSalvarDestino(novo).finally(() => setSalvando(false));
    if (salvo) setEditando(false);
  };
  const cancelar = () => {
    setEditando(false);
    setDestino(op.destino ?? '');
    setErro(null);
  };

  return (
    <Card
      className={`ponte-operacao${primeira ? ' primeira' : ''}`}
      data-testid={`operacao-${op.lote}`}
      title={<TituloDaOperacao op={op} primeira={primeira} />}
    >
      <div className="ponte-lote">{op.lote}</div>
      {op.libera.length > 0 && (
        <Typography.Text strong>{TXT_INSTRUCAO.libera(op.libera)}</Typography.Text>
      )}
      <Typography.Text type="secondary">{TXT.origem}</Typography.Text>
      <div className="ponte-rota">{op.origem ?? '—'}</div>
      <Typography.Text type="secondary">{TXT.destino}</Typography.Text>
      {editando ? (
        <EditorDeDestino
          destino={destino}
          erro={erro}
          bobinaId={op.bobinaId}
          onDestino={(e) => {
            setDestino(e);
            setErro(null);
          }}
          onSalvar={() => void salvar()}
        />
      ) : (
        <div className="ponte-rota" data-testid="destino">
          {op.destino ?? TXT_INSTRUCAO.despacho(op.despacho)}
        </div>
      )}
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        {podeEditar && temDestino && !editando && (
          <Button
            className="ponte-acao"
            icon={<EditOutlined />}
            onClick={() => setEditando(true)}
            data-testid="editar-destino-button"
          >
            {TXT.editarDestino}
          </Button>
        )}
        {editando && (
          <>
            <Button
              type="primary"
              className="ponte-acao"
              icon={<SaveOutlined />}
              loading={salvando}
              onClick={() => void salvar()}
              data-testid="salvar-destino-button"
            >
              {TXT.salvarDestino}
            </Button>
            <Button
              className="ponte-acao"
              icon={<CloseOutlined />}
              aria-label={TXT.cancelarEdicao}
              onClick={cancelar}
              data-testid="cancelar-destino-button"
            />
          </>
        )}
        {podeExecutar && (
          <Button
            className="ponte-acao"
            icon={<StepForwardOutlined />}
            disabled={op.isIniciada}
            onClick={acoes.onPular}
            data-testid="pular-button"
          >
            {TXT.pular}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

/** The order on the crane (1 or 2), whether it started, and a relocation's mark. */
function TituloDaOperacao({ op, primeira }: { op: TOperacao; primeira: boolean }) {
  return (
    <Space>
      <Tag color={primeira ? 'blue' : 'default'}>{primeira ? 1 : 2}</Tag>
      {op.isIniciada ? <Tag color="orange">{TXT.emExecucao}</Tag> : <Tag>{TXT.proxima}</Tag>}
      {op.tipo === 'REMANEJAMENTO' && (
        <Tag color="purple" data-testid={`remanejamento-${op.lote}`}>
          {TXT.remanejamento}
        </Tag>
      )}
    </Space>
  );
}

/** The destination being corrected: typed, or chosen among the advisor's suggestions. */
function EditorDeDestino(p: {
  destino: string;
  erro: string | null;
  bobinaId: number;
  onDestino(destino: string): void;
  onSalvar(): void;
}) {
  return (
    <div>
      <Input
        className="ponte-destino"
        value={p.destino}
        maxLength={8}
        autoFocus
        status={p.erro ? 'error' : undefined}
        onChange={(e) => p.onDestino(e.target.value)}
        onPressEnter={p.onSalvar}
        data-testid="destino-input"
      />
      {p.erro && <Typography.Text type="danger">{p.erro}</Typography.Text>}
      <div style={{ marginTop: 8 }}>
        <SugerirEndereco pedido={() => ({ bobinaId: p.bobinaId })} onEscolher={p.onDestino} />
      </div>
    </div>
  );
}
