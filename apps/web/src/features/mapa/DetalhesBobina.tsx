/**
 * The occupied cell's popover (docs/product/main-yard.md#yard-map): the coil's details, fresh from
 * the server, and its actions.
 */
import {
  DeleteOutlined,
  EditOutlined,
  EnvironmentOutlined,
  HistoryOutlined,
} from '@ant-design/icons';
import { codigoDe } from '@patio/domain';
import { Button, Descriptions, Flex, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { abrirHistorico } from '../../entities/bobina/abrirHistorico.ts';
import { formatarLaminacao } from '../../entities/bobina/laminacao.ts';
import { statusLegivel } from '../../entities/bobina/status.ts';
import { mensagemDeErro } from '../../shared/http.ts';
import { useErroToast } from '../../shared/useErroToast.ts';
import { useDetalhes } from './api.ts';
import type { BobinaDoMapa } from './indice.ts';
import { TXT_MAPA } from './textos.ts';

/** Only the actions the user holds a permission for are passed in, so only those show. */
export interface AcoesDaCelula {
  corrigir?(b: BobinaDoMapa): void;
  editar?(b: BobinaDoMapa): void;
  excluir?(b: BobinaDoMapa): void;
}

const valor = (campo: string, texto: string) => (
  <span data-testid={`detalhe-${campo}`}>{texto}</span>
);

export function DetalhesBobina({ endereco, acoes }: { endereco: string; acoes: AcoesDaCelula }) {
  const q = useDetalhes(endereco);
  useErroToast(q.error, TXT_MAPA.erroDetalhes);
  let corpo: ReactNode;
  if (q.isPending) corpo = <Spin size="small" style={{ display: 'block', margin: 16 }} />;
  else if (q.error)
    corpo = (
      <Typography.Text type="danger">
        {mensagemDeErro(q.error, TXT_MAPA.erroDetalhes)}
      </Typography.Text>
    );
  else if (!q.data) corpo = <Typography.Text type="secondary">{TXT_MAPA.sumiu}</Typography.Text>;
  else corpo = <Ficha b={q.data} acoes={acoes} />;
  return (
    <div className="mapa-popover" data-testid="detalhes-bobina">
      {corpo}
    </div>
  );
}

function Ficha({ b, acoes }: { b: BobinaDoMapa; acoes: AcoesDaCelula }) {
  const [data = '', hora = ''] = formatarLaminacao(b.laminacaoAt).split(' ');
  const item = (campo: string, label: string, texto: string) => ({
    key: campo,
    label,
    children: valor(campo, texto),
  });
  const { corrigir, editar, excluir } = acoes;
  return (
    <Flex vertical gap={10}>
      {b.status !== 'NO_PATIO' && <Tag color="orange">{statusLegivel(b.status)}</Tag>}
      <Descriptions
        size="small"
        layout="vertical"
        colon={false}
        column={3}
        items={[
          item('lote', 'Lote', b.lote),
          item('endereco', 'Endereço', b.endereco ?? ''),
          item('grupo', 'Grupo', codigoDe(b.grupo)),
          item('material', 'Material', codigoDe(b.material)),
          item('data', 'Data', data),
          item('hora', 'Hora', hora),
          item('fluxo', 'Fluxo', b.fluxo ?? '—'),
          item('turno', 'Turno', String(b.laminacaoTurno)),
          item('lege', 'Resfriamento Forçado', b.isLege ? TXT_MAPA.sim : TXT_MAPA.nao),
        ]}
      />
      {/* History is for everyone; the other actions only with their permission. */}
      <Flex gap={8} justify="flex-end" wrap data-testid="detalhes-acoes">
        <Button
          size="small"
          icon={<HistoryOutlined />}
          onClick={() => abrirHistorico(b.lote)}
          data-testid="mapa-historico"
        >
          {TXT_MAPA.historico}
        </Button>
        {corrigir && (
          <Button
            size="small"
            icon={<EnvironmentOutlined />}
            onClick={() => corrigir(b)}
            data-testid="mapa-corrigir"
          >
            {TXT_MAPA.corrigir}
          </Button>
        )}
        {editar && (
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => editar(b)}
            data-testid="mapa-editar"
          >
            {TXT_MAPA.editar}
          </Button>
        )}
        {excluir && (
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => excluir(b)}
            data-testid="mapa-excluir"
          >
            {TXT_MAPA.excluir}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
