/**
 * "Sugerir endereço": asks the advisor for the best free slots, shows the top 5 with their
 * reasons, and one click fills the address field. The operator may still type any address;
 * a suggestion that needs confirmation says so up front (exigeConfirmacao).
 */
import { BulbOutlined } from '@ant-design/icons';
import type { TSugestao, TSugestoesInput } from '@patio/domain';
import { Button, Empty, Flex, Popover, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { mensagemDeErro } from '../../shared/http.ts';
import { sugerirEnderecos } from './api.ts';
import { destacarSugestoes } from './destaques.ts';
import { ModeloPermanencia } from './ModeloPermanencia.tsx';
import { TXT_SUGESTAO as TXT } from './textos.ts';

interface Props {
  /** The call's body, read when the button is pressed (the form's values at that moment). */
  pedido(): TSugestoesInput;
  onEscolher(endereco: string): void;
  disabled?: boolean;
}

export function SugerirEndereco({ pedido, onEscolher, disabled }: Props) {
  const [aberto, setAberto] = useState(false);
  const [carregando, setCarregando] = useState(false);
  const [sugestoes, setSugestoes] = useState<TSugestao[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  // the map highlights what is listed here, only while the list is open
  useEffect(() => {
    destacarSugestoes(aberto && sugestoes ? sugestoes.map((s) => s.endereco) : []);
  }, [aberto, sugestoes]);
  useEffect(() => () => destacarSugestoes([]), []);

  const buscar = async () => {
    setAberto(true);
    setCarregando(true);
    setErro(null);
    try {
      setSugestoes(await sugerirEnderecos({ limite: 5, ...pedido() }));
    } catch (e) {
      setSugestoes(null);
      setErro(mensagemDeErro(e, TXT.erro));
    } finally {
      setCarregando(false);
    }
  };

  const escolher = (endereco: string) => {
    onEscolher(endereco);
    setAberto(false);
  };

  // Plain rows, not antd's List: List pulls the table's pagination into every form that offers
  // suggestions (the coil forms went past the bundle budget, docs/benchmarks.md).
  const linhas = (sugestoes ?? []).map((s, i) => (
    <button
      type="button"
      key={s.endereco}
      className="sugestao"
      onClick={() => escolher(s.endereco)}
      data-testid={`sugestao-${i}`}
      title={TXT.escolher}
    >
      <span>
        <Typography.Text strong data-testid="sugestao-endereco">
          {s.endereco}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">{TXT.pontuacao(s.pontuacao)}</Typography.Text>{' '}
        {s.exigeConfirmacao.length > 0 && (
          <Tag color="warning" title={s.exigeConfirmacao.join('\n')}>
            {TXT.exigeConfirmacao}
          </Tag>
        )}
      </span>
      <Typography.Text type="secondary" className="sugestao-motivos">
        {s.motivos.join('; ')}
      </Typography.Text>
    </button>
  ));
  const lista = erro ? (
    <Typography.Text type="danger">{erro}</Typography.Text>
  ) : carregando ? (
    <Spin size="small" />
  ) : linhas.length === 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TXT.vazio} />
  ) : (
    <Flex vertical style={{ maxWidth: 420 }}>
      {linhas}
    </Flex>
  );
  const conteudo = (
    <div style={{ maxWidth: 420 }}>
      {lista}
      <ModeloPermanencia ativo={aberto} />
    </div>
  );

  return (
    <Popover
      open={aberto}
      onOpenChange={(v) => !v && setAberto(false)}
      trigger="click"
      title={TXT.titulo}
      content={conteudo}
      placement="bottomLeft"
    >
      <Button
        icon={<BulbOutlined />}
        onClick={buscar}
        disabled={disabled}
        data-testid="sugerir-endereco"
      >
        {TXT.botao}
      </Button>
    </Popover>
  );
}
