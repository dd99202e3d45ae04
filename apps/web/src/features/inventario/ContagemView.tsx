import { CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useLayoutDoPatio } from '../../entities/patio/api.ts';
import { confirmar, toast } from '../../shared/feedback.tsx';
import { mensagemDeErro, sessaoEncerrada } from '../../shared/http.ts';
import { LeitorDeCodigos } from '../../shared/leitura/LeitorDeCodigos.tsx';
import { aplicarInventario, inventariosApi, useInventario } from './api.ts';
import { enderecoLido, proximoEndereco } from './contagem.ts';
import { DiferencasView } from './DiferencasView.tsx';
import { TXT } from './textos.ts';

/**
 * One count on the hand-held: the next address big, then the address label and the coil
 * labels seen there (scanner, camera or typed), sent as one reading; the differences below.
 */
export function ContagemView({ id, onVoltar }: { id: number; onVoltar(): void }) {
  const qc = useQueryClient();
  const layout = useLayoutDoPatio();
  const inv = useInventario(id);
  const [endereco, setEndereco] = useState<string | null>(null);
  const [lotes, setLotes] = useState<string[]>([]);
  const [digitado, setDigitado] = useState('');
  const [enviando, setEnviando] = useState(false);

  const enviar = async (onde: string, vistos: string[]) => {
    setEnviando(true);
    try {
      aplicarInventario(qc, await inventariosApi.ler(id, onde, vistos));
      toast.success('Sucesso', TXT.leituraEnviada(onde));
      setEndereco(null);
      setLotes([]);
      return true;
    } catch (err) {
      if (!sessaoEncerrada(err)) toast.error('Erro', mensagemDeErro(err, TXT.erroLeitura));
      return false;
    } finally {
      setEnviando(false);
    }
  };

  /** An address label starts a place (sending the one in progress); a coil label joins it. */
  const ler = async (codigo: string) => {
    const e = enderecoLido(codigo);
    if (e) {
      if (e === endereco) return;
      if (endereco && lotes.length > 0 && !(await enviar(endereco, lotes))) return;
      setEndereco(e);
      setLotes([]);
    } else if (!endereco) toast.warning('Atenção', TXT.primeiroEndereco);
    else setLotes((l) => (l.includes(codigo) ? l : [...l, codigo]));
  };

  const concluir = async () => {
    if (!(await confirmar(TXT.confirmarConcluir))) return;
    try {
      aplicarInventario(qc, await inventariosApi.concluir(id));
    } catch (err) {
      if (!sessaoEncerrada(err)) toast.error('Erro', mensagemDeErro(err, TXT.concluir));
    }
  };

  if (!inv.data) return <Spin className="page-spin" />;
  const aberto = inv.data.estado === 'ABERTO';
  const proximo = proximoEndereco(layout, inv.data.grupos, inv.data.lidos);
  return (
    <Flex vertical gap={16} data-testid="contagem-view" data-estado={inv.data.estado}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {TXT.numero(id)}
        </Typography.Title>
        <Typography.Text data-testid="progresso">
          {TXT.progresso(inv.data.enderecosLidos, inv.data.enderecosTotal)}
        </Typography.Text>
      </Flex>
      {aberto ? (
        <>
          <div className="inventario-proximo">
            <Typography.Text type="secondary">
              {endereco ? TXT.enderecoAtual : TXT.proximo}
            </Typography.Text>
            <div className="inventario-endereco" data-testid="endereco-atual">
              {endereco ?? proximo ?? TXT.todosLidos}
            </div>
            <Typography.Text strong>
              {endereco ? TXT.leiaBobinas : TXT.leiaEndereco}
            </Typography.Text>
          </div>
          <LeitorDeCodigos ativo={!enviando} onLer={(c) => void ler(c)} />
          <Flex gap={8}>
            <Input
              size="large"
              value={digitado}
              placeholder={TXT.digitar}
              onChange={(e) => setDigitado(e.target.value)}
              onPressEnter={() => {
                if (digitado.trim()) void ler(digitado.trim());
                setDigitado('');
              }}
              data-testid="codigo-digitado"
            />
            <Button
              size="large"
              className="inventario-botao"
              onClick={() => {
                if (digitado.trim()) void ler(digitado.trim());
                setDigitado('');
              }}
              data-testid="adicionar-button"
            >
              {TXT.adicionar}
            </Button>
          </Flex>
          {endereco && (
            <div data-testid="lotes-lidos">
              <Typography.Text>{TXT.bobinasLidas(lotes.length)}</Typography.Text>
              <Flex gap={8} wrap className="inventario-lotes">
                {lotes.map((l) => (
                  <Tag key={l} className="inventario-lote">
                    {l}
                    <Button
                      type="text"
                      icon={<CloseOutlined />}
                      aria-label={TXT.remover(l)}
                      onClick={() => setLotes((ls) => ls.filter((x) => x !== l))}
                    />
                  </Tag>
                ))}
              </Flex>
            </div>
          )}
          <Flex gap={8} wrap>
            <Button
              type="primary"
              size="large"
              className="inventario-botao grande"
              disabled={!endereco || lotes.length === 0}
              loading={enviando}
              onClick={() => endereco && void enviar(endereco, lotes)}
              data-testid="enviar-leitura-button"
            >
              {TXT.enviar}
            </Button>
            <Button
              size="large"
              className="inventario-botao grande"
              disabled={!endereco}
              loading={enviando}
              onClick={() => endereco && void enviar(endereco, [])}
              data-testid="nada-button"
            >
              {TXT.nada}
            </Button>
          </Flex>
        </>
      ) : (
        <Alert type="info" showIcon title={TXT.concluido} data-testid="inventario-concluido" />
      )}
      <DiferencasView inv={inv.data} />
      <Flex gap={8} wrap>
        {aberto && (
          <Button
            danger
            size="large"
            className="inventario-botao"
            onClick={() => void concluir()}
            data-testid="concluir-button"
          >
            {TXT.concluir}
          </Button>
        )}
        <Button size="large" className="inventario-botao" onClick={onVoltar}>
          {TXT.voltar}
        </Button>
      </Flex>
    </Flex>
  );
}
