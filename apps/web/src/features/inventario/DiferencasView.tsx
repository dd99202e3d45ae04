import type { TDiferenca, TInventario } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { toast } from '../../shared/feedback.tsx';
import { mensagemDeErro, sessaoEncerrada } from '../../shared/http.ts';
import { aplicarInventario, inventariosApi } from './api.ts';
import { TXT } from './textos.ts';

const COR = { FALTANDO: 'red', TROCADA: 'orange', DESCONHECIDA: 'purple' } as const;

/** The count's differences as they appear; once concluded, each is corrected or closed. */
export function DiferencasView({ inv }: { inv: TInventario }) {
  return (
    <div data-testid="diferencas">
      <Typography.Title level={5}>{TXT.diferencas}</Typography.Title>
      {inv.diferencas.length === 0 && <Empty description={TXT.semDiferencas} />}
      <Flex vertical gap={8}>
        {inv.diferencas.map((d) => (
          <Diferenca key={d.id} d={d} inv={inv} />
        ))}
      </Flex>
    </div>
  );
}

function Diferenca({ d, inv }: { d: TDiferenca; inv: TInventario }) {
  const qc = useQueryClient();
  const [motivo, setMotivo] = useState('');
  const [ocupado, setOcupado] = useState(false);
  const podeCorrigir = inv.estado === 'CONCLUIDO' && d.resolucao === null;

  const corrigir = async () => {
    setOcupado(true);
    try {
      const m = d.tipo === 'TROCADA' ? undefined : motivo.trim();
      aplicarInventario(qc, await inventariosApi.corrigir(inv.id, d.id, m));
      for (const root of ['bobinas', 'mapa', 'eventos'])
        void qc.invalidateQueries({ queryKey: [root] });
    } catch (err) {
      if (!sessaoEncerrada(err)) toast.error('Erro', mensagemDeErro(err, TXT.erroCorrigir));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <div
      className="inventario-diferenca"
      data-testid={`diferenca-${d.lote}`}
      data-tipo={d.tipo}
      data-resolucao={d.resolucao ?? ''}
    >
      <Flex gap={8} wrap align="center">
        <Tag color={COR[d.tipo]}>{TXT.tipo[d.tipo]}</Tag>
        <span className="inventario-lote-texto">{d.lote}</span>
        <Typography.Text type="secondary">{TXT.noSistema(d.enderecoSistema)}</Typography.Text>
        <Typography.Text type="secondary">{TXT.vista(d.enderecoLido)}</Typography.Text>
        {d.resolucao === 'CORRIGIDA' && <Tag color="green">{TXT.corrigida}</Tag>}
        {d.resolucao === 'FECHADA' && <Tag>{TXT.fechada(d.motivo)}</Tag>}
      </Flex>
      {podeCorrigir &&
        (d.tipo === 'TROCADA' ? (
          <Button
            type="primary"
            size="large"
            className="inventario-botao"
            loading={ocupado}
            onClick={() => void corrigir()}
            data-testid="corrigir-button"
          >
            {TXT.corrigir}
          </Button>
        ) : (
          <Flex gap={8}>
            <Input
              size="large"
              placeholder={TXT.motivo}
              value={motivo}
              maxLength={500}
              onChange={(e) => setMotivo(e.target.value)}
              data-testid="motivo-input"
            />
            <Button
              size="large"
              className="inventario-botao"
              disabled={!motivo.trim()}
              loading={ocupado}
              onClick={() => void corrigir()}
              data-testid="fechar-diferenca-button"
            >
              {TXT.fecharComMotivo}
            </Button>
          </Flex>
        ))}
    </div>
  );
}
