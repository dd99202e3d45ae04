/**
 * The small panel under the suggestions: which stay model the advisor reads — learned from
 * how many of the yard's exits, or still the initial table — and, on hover, its classes.
 */
import type { TModeloPermanencia } from '@patio/domain';
import { Typography } from 'antd';
import { useModeloPermanencia } from './api.ts';
import { TXT_MODELO as TXT } from './textos.ts';

export function resumoDoModelo(m: TModeloPermanencia): string {
  return m.aprendidas > 0
    ? TXT.aprendido(m.aprendidas)
    : TXT.prior(m.saidas, m.minimoSaidas, m.minimoDias);
}

export function ModeloPermanencia({ ativo }: { ativo: boolean }) {
  const { data } = useModeloPermanencia(ativo);
  if (!data) return null;
  const detalhe = data.classes
    .map(
      (c) =>
        `${TXT.classe(c.classe)}: ${TXT.linha(c.saidas, c.medianaHoras, c.origem === 'historico')}`,
    )
    .join('\n');
  return (
    <Typography.Text
      type="secondary"
      className="modelo-permanencia"
      data-testid="modelo-permanencia"
      title={detalhe}
      style={{ fontSize: 12, display: 'block', marginTop: 8 }}
    >
      {resumoDoModelo(data)}
    </Typography.Text>
  );
}
