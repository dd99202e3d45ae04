/**
 * What a list or the map shows when its data cannot be loaded: never an empty yard (a crane
 * operator would believe it). Without data, an error state; with data from before, that data
 * marked as out of date. Both offer 'Tentar novamente'.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Result } from 'antd';

export const TXT_CARGA = {
  erro: 'Não foi possível carregar os dados.',
  detalhe: 'O servidor não respondeu ou respondeu com erro. Nada foi alterado.',
  desatualizado:
    'Não foi possível atualizar os dados: o que aparece abaixo pode estar desatualizado.',
  tentar: 'Tentar novamente',
} as const;

interface Props {
  tentar(): void;
  /** A refetch is running. */
  tentando?: boolean;
}

function BotaoTentar({ tentar, tentando }: Props) {
  return (
    <Button
      icon={<ReloadOutlined />}
      loading={tentando}
      onClick={tentar}
      data-testid="tentar-novamente"
    >
      {TXT_CARGA.tentar}
    </Button>
  );
}

/** In place of the rows (or the map) when nothing was ever loaded. */
export function ErroDeCarga(p: Props) {
  return (
    <div data-testid="erro-de-carga">
      <Result
        status="warning"
        title={TXT_CARGA.erro}
        subTitle={TXT_CARGA.detalhe}
        extra={<BotaoTentar {...p} />}
      />
    </div>
  );
}

/** Above data kept from the last successful load. */
export function AvisoDesatualizado(p: Props) {
  return (
    <div data-testid="dados-desatualizados">
      <Alert
        type="warning"
        showIcon
        title={TXT_CARGA.desatualizado}
        action={<BotaoTentar {...p} />}
      />
    </div>
  );
}
