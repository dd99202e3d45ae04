import { Button, Empty, Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useLayoutDoPatio } from '../../entities/patio/api.ts';
import { toast } from '../../shared/feedback.tsx';
import { mensagemDeErro, sessaoEncerrada } from '../../shared/http.ts';
import { inventariosApi, useInventarios } from './api.ts';
import { TXT } from './textos.ts';

/** A new count over the chosen groups, or an open one to go on with. */
export function AbrirInventario({ onAbrir }: { onAbrir(id: number): void }) {
  const layout = useLayoutDoPatio();
  const [grupos, setGrupos] = useState<number[]>([]);
  const [abrindo, setAbrindo] = useState(false);
  const abertos = useInventarios('ABERTO');
  const opcoes = Array.from({ length: layout.grupos }, (_, i) => ({
    value: i + 1,
    label: String(i + 1),
  }));

  const abrir = async () => {
    setAbrindo(true);
    try {
      onAbrir(await inventariosApi.abrir(grupos));
    } catch (err) {
      if (!sessaoEncerrada(err)) toast.error('Erro', mensagemDeErro(err, TXT.abrir));
    } finally {
      setAbrindo(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Form layout="vertical">
        <Form.Item label={TXT.grupos} style={{ marginBottom: 8 }}>
          <Select
            mode="multiple"
            size="large"
            className="inventario-grupos"
            placeholder={TXT.gruposPlaceholder}
            options={opcoes}
            value={grupos}
            onChange={setGrupos}
            data-testid="inventario-grupos"
          />
        </Form.Item>
        <Button
          type="primary"
          size="large"
          block
          className="inventario-botao"
          disabled={grupos.length === 0}
          loading={abrindo}
          onClick={() => void abrir()}
          data-testid="abrir-inventario-button"
        >
          {TXT.abrir}
        </Button>
      </Form>
      <Typography.Title level={5}>{TXT.abertos}</Typography.Title>
      {abertos.data?.length === 0 && <Empty description={TXT.nenhumAberto} />}
      {abertos.data?.map((inv) => (
        <Button
          key={inv.id}
          size="large"
          block
          className="inventario-botao"
          onClick={() => onAbrir(inv.id)}
          data-testid={`continuar-${inv.id}`}
        >
          {TXT.continuar(inv.id, inv.grupos, inv.enderecosLidos)}
        </Button>
      ))}
    </Flex>
  );
}
