/** Cancelar on a form the user has changed asks before throwing the changes away. */
import type { FormInstance } from 'antd';
import { confirmar } from './feedback.tsx';

export const TXT_DESCARTAR = {
  pergunta: 'Há alterações não salvas. Deseja descartá-las?',
  sim: 'Sim, descartar',
  nao: 'Não, continuar editando',
} as const;

/** True when the form may close: untouched, or the user agreed to discard. */
export async function podeDescartar(form: Pick<FormInstance, 'isFieldsTouched'>): Promise<boolean> {
  if (!form.isFieldsTouched()) return true;
  return confirmar(TXT_DESCARTAR.pergunta, {
    okText: TXT_DESCARTAR.sim,
    cancelText: TXT_DESCARTAR.nao,
    danger: true,
  });
}
