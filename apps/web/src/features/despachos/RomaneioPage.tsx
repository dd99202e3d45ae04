/**
 * /operacao-despacho/:id/romaneio: the dispatch manifest, printable on A4 and saved as PDF with
 * the browser's own print dialog (docs/romaneio.md says why not a server-made PDF).
 */
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import type { TRomaneio } from '@patio/domain';
import { Alert, Button, Flex, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { nomeDoModal } from '../../entities/despacho/modal.ts';
import { mensagemDeErro } from '../../shared/http.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useRomaneio } from './api.ts';
import './romaneio.css';

const dataHora = (iso: string | null) => (iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '—');
const numero = (v: number | null, casas: number) =>
  v === null
    ? '—'
    : v.toLocaleString('pt-BR', { minimumFractionDigits: casas, maximumFractionDigits: casas });
const COLUNAS = 12;

type VeiculoDoRomaneio = NonNullable<TRomaneio['veiculos']>[number];

/** A typed dispatch prints one block per vehicle (its totals first); an untyped one, one block. */
function blocos(r: TRomaneio): { veiculo?: VeiculoDoRomaneio; bobinas: TRomaneio['bobinas'] }[] {
  if (!r.veiculos?.length) return [{ bobinas: r.bobinas }];
  return r.veiculos.map((veiculo) => ({
    veiculo,
    bobinas: r.bobinas.filter((b) => b.veiculo === veiculo.veiculo),
  }));
}

function Folha({ r }: { r: TRomaneio }) {
  const { totais } = r;
  return (
    <article className="romaneio" data-testid="romaneio">
      <table>
        <thead>
          {/* In the head, so every printed page names its dispatch. */}
          <tr className="romaneio-cabecalho">
            <th colSpan={COLUNAS}>
              <h2>Romaneio do despacho {r.identificacao}</h2>
              <div className="romaneio-dados">
                <span>Modal: {nomeDoModal(r.modal)}</span>
                <span>Criado em: {dataHora(r.createdAt)}</span>
                <span data-testid="romaneio-situacao">
                  {r.finalizado ? `Finalizado em: ${dataHora(r.finalizadoAt)}` : 'Em carregamento'}
                </span>
              </div>
            </th>
          </tr>
          <tr>
            <th className="num">Seq.</th>
            <th>Lote</th>
            <th>Item</th>
            <th>Grupo</th>
            <th>Material</th>
            <th className="num">Peso (t)</th>
            <th className="num">Largura (mm)</th>
            <th className="num">Espessura (mm)</th>
            <th>Carregada de</th>
            <th>Carregada</th>
            <th>Carregada em</th>
            <th>Conf.</th>
          </tr>
        </thead>
        {blocos(r).map((bloco) => (
          <Bloco key={bloco.veiculo?.veiculo ?? 0} bloco={bloco} />
        ))}
        <tfoot>
          <tr>
            <td colSpan={COLUNAS} data-testid="romaneio-totais">
              Total: {totais.bobinas} bobina(s), {numero(totais.peso, 3)} t · Carregadas:{' '}
              {totais.carregadas} bobina(s), {numero(totais.pesoCarregado, 3)} t
            </td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}

/** One vehicle's coils (its totals first), or the whole dispatch when it is untyped. */
function Bloco({ bloco }: { bloco: ReturnType<typeof blocos>[number] }) {
  const v = bloco.veiculo;
  return (
    <tbody data-testid={v ? `romaneio-veiculo-${v.veiculo}` : undefined}>
      {v && (
        <tr className="romaneio-veiculo">
          <th colSpan={COLUNAS}>
            Veículo {v.veiculo}: {v.bobinas} de {v.posicoes} bobina(s), {numero(v.pesoT, 3)} t de{' '}
            {numero(v.capacidadeT, 1)} t
          </th>
        </tr>
      )}
      {bloco.bobinas.map((b) => (
        <tr
          key={b.bobinaId}
          className={b.carregada ? 'carregada' : undefined}
          data-testid={`romaneio-${b.lote}`}
        >
          <td className="num">{b.sequencia}</td>
          <td>{b.lote}</td>
          <td>{b.item}</td>
          <td>{b.grupo}</td>
          <td>{b.material}</td>
          <td className="num">{numero(b.peso, 3)}</td>
          <td className="num">{numero(b.largura, 0)}</td>
          <td className="num">{numero(b.espessura, 2)}</td>
          <td>{b.carregadaDe ?? '—'}</td>
          <td data-testid="romaneio-carregada">{b.carregada ? '✔ Sim' : 'Não'}</td>
          <td>{dataHora(b.carregadaAt)}</td>
          {/* A box the checker ticks on paper. */}
          <td>☐</td>
        </tr>
      ))}
    </tbody>
  );
}

export default function RomaneioPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const q = useRomaneio(id);
  const identificacao = q.data?.identificacao;
  // The print dialog names the PDF after the page title.
  useEffect(() => {
    if (!identificacao) return;
    const antes = document.title;
    document.title = `Romaneio ${identificacao}`;
    return () => {
      document.title = antes;
    };
  }, [identificacao]);
  return (
    <>
      <div className="romaneio-tela">
        <PageHeader
          title="Romaneio"
          breadcrumb={[
            { title: 'Operações de Despacho', to: '/operacoes-despacho' },
            { title: 'Romaneio' },
          ]}
          extra={
            <Flex gap={8}>
              <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/operacoes-despacho')}>
                Voltar
              </Button>
              <Button
                type="primary"
                icon={<PrinterOutlined />}
                disabled={!q.data}
                onClick={() => window.print()}
                data-testid="romaneio-imprimir"
              >
                Imprimir / Salvar PDF
              </Button>
            </Flex>
          }
        />
      </div>
      {q.isPending && Number.isInteger(id) && id > 0 ? (
        <Spin style={{ display: 'block', margin: 24 }} />
      ) : q.data ? (
        <Folha r={q.data} />
      ) : (
        <Alert
          type="error"
          showIcon
          title={mensagemDeErro(q.error, 'Despacho não encontrado.')}
          data-testid="romaneio-erro"
        />
      )}
    </>
  );
}
