/**
 * 'Planejar carga' in the dispatch form (docs/planejamento-de-carga.md): asks the server for the
 * fewest vehicles of the chosen type over the coils picked, shows one card per vehicle and the
 * relocations, and 'Criar despacho' creates it through the usual call (one TREM dispatch with its
 * wagons; one CARRETA dispatch per truck).
 */
import { type Modal, type TPlanoDeCarga, type TTipoVeiculo, todasMensagens } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alerta, toast } from '../../shared/feedback.tsx';
import { ApiError, sessaoEncerrada } from '../../shared/http.ts';
import { despachosApi, refrescarDespachos } from './api.ts';
import { CartoesDosVeiculos } from './CargaDosVeiculos.tsx';
import { despachosDoPlano } from './plano.ts';
import { TXT } from './textos.ts';

const mensagens = (err: unknown) => (err instanceof ApiError ? todasMensagens(err.body) : []);

interface Props {
  tipo: TTipoVeiculo | undefined;
  bobinaIds: readonly number[];
  /** The form's identification and modal, validated when the dispatch is created. */
  campos(): Promise<{ identificacao: string; modal: Modal } | null>;
}

export function PlanejarCarga({ tipo, bobinaIds, campos }: Props) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [plano, setPlano] = useState<TPlanoDeCarga | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const planejar = async () => {
    if (!tipo) return void alerta.warning('Escolha o tipo de veículo.');
    if (bobinaIds.length === 0) return void alerta.warning('Selecione ao menos uma bobina.');
    setOcupado(true);
    try {
      setPlano(await despachosApi.planejar({ tipoVeiculoId: tipo.id, bobinaIds: [...bobinaIds] }));
    } catch (err) {
      const msgs = mensagens(err);
      if (!sessaoEncerrada(err))
        void alerta.error(msgs.length ? msgs.join('\n') : 'Erro ao planejar a carga', {
          autoCloseMs: false,
        });
    } finally {
      setOcupado(false);
    }
  };

  const criar = async () => {
    if (!plano || !tipo) return;
    const c = await campos();
    if (!c) return;
    setOcupado(true);
    const criados: string[] = [];
    const planejados: string[] = [];
    try {
      for (const d of despachosDoPlano(plano, c.modal, c.identificacao, tipo.id)) {
        const r = await despachosApi.criar(d);
        criados.push(d.identificacao);
        planejados.push(...(r.remanejamentos ?? []).map((m) => `${m}.`));
      }
      refrescarDespachos(qc);
      toast.success('Sucesso', [TXT.criado, ...planejados].join(' '));
      navigate('/operacoes-despacho');
    } catch (err) {
      refrescarDespachos(qc);
      const msgs = mensagens(err);
      const feitos = criados.length ? `Criados: ${criados.join(', ')}. ` : '';
      void alerta.error(`${feitos}${msgs.length ? msgs.join('\n') : TXT.erroCriar}`, {
        autoCloseMs: false,
      });
    } finally {
      setOcupado(false);
    }
  };

  return (
    <div data-testid="planejar-carga">
      <Flex gap={8} align="center" wrap>
        <Button
          onClick={() => void planejar()}
          loading={ocupado && !plano}
          disabled={ocupado}
          data-testid="planejar-button"
        >
          Planejar carga
        </Button>
        {plano && (
          <Typography.Text data-testid="plano-resumo">
            {plano.veiculos.length} veículo(s) (mínimo possível: {plano.minimoVeiculos})
          </Typography.Text>
        )}
      </Flex>
      {plano && tipo && (
        <div style={{ marginTop: 12 }} data-testid="plano">
          <CartoesDosVeiculos
            tipo={tipo}
            veiculos={plano.veiculos.map((v) => ({ ...v, veiculo: v.veiculo }))}
          />
          <Alert
            style={{ marginTop: 12 }}
            type={plano.remanejamentos > 0 ? 'warning' : 'success'}
            showIcon
            data-testid="plano-remanejamentos"
            title={
              plano.remanejamentos > 0
                ? `${plano.remanejamentos} remanejamento(s) serão planejados ao criar: ${plano.remanejar
                    .map((b) => `${b.lote} (${b.endereco})`)
                    .join(', ')}.`
                : 'Nenhum remanejamento: nenhuma outra bobina está sobre as escolhidas.'
            }
          />
          <Flex justify="flex-end" style={{ marginTop: 12 }}>
            <Button
              type="primary"
              loading={ocupado}
              onClick={() => void criar()}
              data-testid="criar-planejado-button"
            >
              Criar despacho
            </Button>
          </Flex>
        </div>
      )}
    </div>
  );
}
