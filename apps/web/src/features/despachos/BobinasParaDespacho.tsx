/**
 * The dual-list picker 'Bobinas para despacho' (docs/product/operations.md#dispatch-form): the
 * dispatch's coils on the left, the yard's on the right. Coils cross in the order they were
 * checked.
 */
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LadoDaLista } from './LadoDaLista.tsx';
import { aindaPresentes, alternar, type ItemDaLista } from './selecao.ts';
import { TXT } from './textos.ts';

export interface ItemDoDespacho extends ItemDaLista {
  sequencia: number;
  carregada: boolean;
}

interface Props {
  noDespacho: readonly ItemDoDespacho[];
  disponiveis: readonly ItemDaLista[];
  desabilitado: boolean;
  /**
   * The checked yard coils, in the order they were checked. Edit mode answers the ids that
   * went through: the others stay checked after a refusal, to retry or untick by hand.
   */
  onIncluir(ids: number[]): Promise<number[]> | undefined;
  onRemover(ids: number[]): Promise<number[]> | undefined;
}

const semAs = (feitas: readonly number[] | undefined) => (m: number[]) =>
  feitas ? m.filter((id) => !feitas.includes(id)) : [];

export function BobinasParaDespacho(p: Props) {
  const [marcadasPatio, setMarcadasPatio] = useState<number[]>([]);
  const [marcadasDespacho, setMarcadasDespacho] = useState<number[]>([]);
  const [buscaPatio, setBuscaPatio] = useState('');
  const [buscaDespacho, setBuscaDespacho] = useState('');
  // A coil that crossed (or that another operator took) is no longer checked on its old side.
  const patio = aindaPresentes(marcadasPatio, p.disponiveis);
  const despacho = aindaPresentes(marcadasDespacho, p.noDespacho);

  const incluir = async () => setMarcadasPatio(semAs(await p.onIncluir(patio)));
  const remover = async () => setMarcadasDespacho(semAs(await p.onRemover(despacho)));

  return (
    <div data-testid="bobinas-para-despacho">
      <Typography.Title level={5}>{TXT.dualList}</Typography.Title>
      <Row gutter={12} align="middle" wrap={false}>
        <Col flex="1">
          <LadoDaLista
            titulo={TXT.ladoDespacho}
            testId="lado-despacho"
            itens={p.noDespacho}
            marcadas={despacho}
            onAlternar={(id) => setMarcadasDespacho((m) => alternar(m, id))}
            busca={buscaDespacho}
            onBusca={setBuscaDespacho}
            prefixo={(b) => <Typography.Text type="secondary">{b.sequencia}.</Typography.Text>}
            sufixo={(b) => b.carregada && <Tag color="green">{TXT.tagCarregada}</Tag>}
            desabilitado={p.desabilitado}
          />
        </Col>
        <Col>
          <Flex vertical gap={8}>
            <Button
              icon={<ArrowLeftOutlined />}
              disabled={p.desabilitado || patio.length === 0}
              onClick={() => void incluir()}
              data-testid="incluir-button"
            >
              Incluir
            </Button>
            <Button
              icon={<ArrowRightOutlined />}
              iconPlacement="end"
              disabled={p.desabilitado || despacho.length === 0}
              onClick={() => void remover()}
              data-testid="remover-button"
            >
              Remover
            </Button>
          </Flex>
        </Col>
        <Col flex="1">
          <LadoDaLista
            titulo={TXT.ladoPatio}
            testId="lado-patio"
            itens={p.disponiveis}
            marcadas={patio}
            onAlternar={(id) => setMarcadasPatio((m) => alternar(m, id))}
            busca={buscaPatio}
            onBusca={setBuscaPatio}
            desabilitado={p.desabilitado}
          />
        </Col>
      </Row>
    </div>
  );
}
