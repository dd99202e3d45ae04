/** Pieces of a coil's fields that every list of coils shows the same way. */
import { Switch } from 'antd';
import { OPCOES_FLUXO } from './opcoes-form.ts';

export const ENDERECO_STYLE = {
  fontFamily: 'ui-monospace, Consolas, monospace',
  letterSpacing: 0.5,
};

// The empty flow option means "no filter" in a filter, not "coils without flow".
export const FLUXOS_DO_FILTRO = OPCOES_FLUXO.filter((o) => o.value !== '');

/** Forced cooling, read-only: it is changed on the form, never from a list. */
export function SwitchLege({ b, testId }: { b: { isLege: boolean }; testId?: string }) {
  return (
    <Switch
      size="small"
      checked={b.isLege}
      checkedChildren="Sim"
      unCheckedChildren="Não"
      aria-label={b.isLege ? 'Resfriamento forçado: Sim' : 'Resfriamento forçado: Não'}
      style={{ pointerEvents: 'none' }}
      tabIndex={-1}
      data-testid={testId}
    />
  );
}
