/**
 * The coil forms' concurrent-edit handling (docs/decisions.md "Edições concorrentes"): the main
 * yard form and the reserve list form both read a coil (TBobina) and save its fields.
 */
import type { TBobina } from '@patio/domain';
import type { QueryObserverResult } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useEdicaoConcorrente } from '../../shared/useEdicaoConcorrente.tsx';
import { type BobinaFormValues, bobinaParaForm } from './form-mapping.ts';

/** The editable fields, labelled as the form labels them. */
export const ROTULOS_BOBINA: Partial<Record<keyof BobinaFormValues, string>> = {
  grupo: 'Grupo',
  material: 'Material',
  turnoLaminacao: 'Turno de laminação',
  dataLaminacao: 'Data de laminação',
  horaLaminacao: 'Hora de laminação',
  resfriado: 'Resfriado',
  peso: 'Peso (Ton)',
  espessura: 'Espessura (mm)',
  largura: 'Largura (mm)',
  processo: 'Próximo processo',
  fluxo: 'Fluxo',
  lege: 'Resfriamento Forçado',
};

export const leituraDaBobina = (b: TBobina) => ({ valores: bobinaParaForm(b), versao: b.versao });

export function useEdicaoDaBobina(
  form: FormInstance<BobinaFormValues>,
  refetch: () => Promise<QueryObserverResult<TBobina>>,
) {
  return useEdicaoConcorrente(form, {
    rotulos: ROTULOS_BOBINA,
    recarregar: async () => {
      const { data } = await refetch();
      return data && leituraDaBobina(data);
    },
  });
}

export type EdicaoDaBobina = ReturnType<typeof useEdicaoDaBobina>;
