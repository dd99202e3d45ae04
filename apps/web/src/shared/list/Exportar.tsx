/**
 * "Exportar": every row of the list as the screen filters and sorts it (not only the page),
 * as CSV for Excel or XLSX, made by the server (docs/exportacao.md).
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { toast } from '../feedback.tsx';
import { api, mensagemDeErro } from '../http.ts';
import type { ListParams } from './list-state.ts';

interface Props {
  /** The list's path ('bobinas', 'eventos', …): the export is `<path>/exportar`. */
  path: string;
  params: Pick<ListParams, 'filter' | 'orderBy'>;
}

const FORMATOS = [
  { key: 'xlsx', label: 'Planilha Excel (.xlsx)' },
  { key: 'csv', label: 'CSV (.csv)' },
] as const;

export function Exportar({ path, params }: Props) {
  const baixar = async (formato: string) => {
    try {
      await api.download(`${path}/exportar`, {
        query: { filter: params.filter, orderBy: params.orderBy, formato },
      });
    } catch (e) {
      toast.error('Erro', mensagemDeErro(e, 'Erro ao exportar a lista.'));
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: FORMATOS.map((f) => ({ ...f, 'data-testid': `exportar-${f.key}` })),
        onClick: ({ key }) => void baixar(key),
      }}
    >
      <Button icon={<DownloadOutlined />} data-testid="exportar-button">
        Exportar
      </Button>
    </Dropdown>
  );
}
