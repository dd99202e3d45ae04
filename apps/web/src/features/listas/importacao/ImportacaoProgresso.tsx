/** What a big import is doing: reading the file (with its share read), checking, sending. */
import { Modal, Progress, Typography } from 'antd';

export type FaseImportacao =
  | { fase: 'lendo'; fracao: number }
  | { fase: 'validando'; linhas: number }
  | { fase: 'enviando'; linhas: number };

const TEXTO = {
  lendo: 'Lendo o arquivo…',
  validando: 'Conferindo as linhas…',
  enviando: 'Gravando as bobinas…',
} as const;

export function ImportacaoProgresso({ estado }: { estado: FaseImportacao | null }) {
  const percent = !estado ? 0 : estado.fase === 'lendo' ? Math.round(estado.fracao * 100) : 100;
  return (
    <Modal
      open={estado !== null}
      title="Importar lista"
      footer={null}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      data-testid="importacao-progresso"
    >
      {estado && (
        <>
          <Typography.Paragraph>
            {TEXTO[estado.fase]}
            {estado.fase !== 'lendo' && ` (${estado.linhas.toLocaleString('pt-BR')} linhas)`}
          </Typography.Paragraph>
          <Progress percent={percent} status={estado.fase === 'lendo' ? 'normal' : 'active'} />
        </>
      )}
    </Modal>
  );
}
