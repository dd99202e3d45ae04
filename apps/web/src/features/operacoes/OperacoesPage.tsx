/**
 * /instrucoes-ponte (docs/product/operations.md#crane-screen): pick a crane; with no operations it
 * chooses instructions (selection view), otherwise it runs them (execution view). The crane stays
 * in the URL so a reload in the cab comes back to it; live updates keep both views current.
 */
import { codigoDaPonte, PONTES, ponteDoCodigo } from '@patio/domain';
import { Alert, Card, Form, Select, Spin } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { usePode } from '../../shared/session.ts';
import { useErroToast } from '../../shared/useErroToast.ts';
import { useOperacoes } from './api.ts';
import { ExecucaoView } from './ExecucaoView.tsx';
import { FilaDaPonte } from './fila/FilaDaPonte.tsx';
import { useFilaDaPonte } from './fila/useFilaDaPonte.ts';
import { useOperacoesComFila } from './fila/useOperacoesComFila.ts';
import { LeituraDiferente } from './LeituraDiferente.tsx';
import { semConexao } from './reconexao.ts';
import { SelecaoView } from './SelecaoView.tsx';
import { TXT } from './textos.ts';
import { marcarConexao, useSemConexao } from './useConexao.ts';
import './operacoes.css';

const OPCOES = PONTES.map((p) => ({ value: codigoDaPonte(p), label: p }));

export default function OperacoesPage() {
  const [params, setParams] = useSearchParams();
  const ponte = ponteDoCodigo(params.get('ponte') ?? '');
  const codigo = ponte ? codigoDaPonte(ponte) : null;
  const pode = usePode();
  const podeEditar = pode('EDITAR_INSTRUCAO');
  const podeExecutar = pode('EXECUTAR_INSTRUCAO');
  const podeOperar = podeEditar || podeExecutar;
  const ops = useOperacoes(podeOperar ? codigo : null);
  const fila = useFilaDaPonte();
  const vista = useOperacoesComFila(codigo, ops.data, fila.pendentes);
  useErroToast(ops.error, TXT.erroListar);
  const offline = useSemConexao();
  useEffect(() => {
    if (semConexao(ops.error)) marcarConexao(true);
  }, [ops.error]);
  useEffect(() => {
    if (ops.dataUpdatedAt > 0) marcarConexao(false);
  }, [ops.dataUpdatedAt]);
  // Dialogs render outside the page: this class gives their buttons the cab's finger size.
  useEffect(() => {
    document.body.classList.add('tela-cabine');
    return () => document.body.classList.remove('tela-cabine');
  }, []);

  return (
    <div className="ponte-page">
      <PageHeader title={TXT.titulo} breadcrumb={[{ title: TXT.trilha }, { title: TXT.titulo }]} />
      <FilaDaPonte
        offline={offline}
        pendentes={fila.pendentes}
        enviando={fila.enviando}
        naoAplicadas={fila.naoAplicadas}
        onFechar={fila.fecharNaoAplicada}
      />
      {fila.leituraRecusada && (
        <LeituraDiferente r={fila.leituraRecusada} onFechar={fila.fecharLeituraRecusada} />
      )}
      <Card>
        {!podeOperar ? (
          <Alert type="info" showIcon title={TXT.semPermissao} data-testid="sem-permissao" />
        ) : (
          <>
            <Form layout="vertical">
              <Form.Item label={TXT.selecione} style={{ marginBottom: 0 }}>
                <Select
                  size="large"
                  className="ponte-select"
                  placeholder={TXT.selecione}
                  value={codigo ?? undefined}
                  options={OPCOES}
                  onChange={(v: string) => setParams({ ponte: v })}
                  data-testid="ponte-select"
                />
              </Form.Item>
            </Form>
            {ponte && codigo && !vista && <Spin className="page-spin" />}
            {ponte && codigo && vista?.length === 0 && (
              <SelecaoView key={codigo} ponte={ponte} codigo={codigo} podeExecutar={podeExecutar} />
            )}
            {codigo && vista && vista.length > 0 && (
              <ExecucaoView
                codigo={codigo}
                ops={vista}
                onTocar={(acao, op, lido) => fila.tocar(codigo, acao, op, offline, lido)}
                podeEditar={podeEditar}
                podeExecutar={podeExecutar}
              />
            )}
          </>
        )}
      </Card>
    </div>
  );
}
