import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { abrirEtiquetaDaBobina } from './api.ts';
import { TXT_ETIQUETA } from './textos.ts';

/** "Etiqueta" on a coil's page: its label's PDF in a new tab. */
export function BotaoEtiqueta({ id }: { id: number }) {
  return (
    <Button
      icon={<FilePdfOutlined />}
      onClick={() => void abrirEtiquetaDaBobina(id)}
      data-testid="etiqueta-bobina"
    >
      {TXT_ETIQUETA.etiqueta}
    </Button>
  );
}
