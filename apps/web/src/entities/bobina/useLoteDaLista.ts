/**
 * Lot auto-fill of the new-coil form (docs/product/main-yard.md#lot-auto-fill): 650 ms after typing
 * stops, a trimmed lot of exactly 10 characters (each distinct lot once) is looked up in the plan
 * (PLANO) and reserve (RESERVA) lists, 2 rows each; only when exactly one coil matches in all does
 * it fill the form. Saving then places that same coil (docs/yard-rules.md).
 */
import { and, cond, TAMANHO_LOTE, type TItemLista, type TipoLista } from '@patio/domain';
import { Form, type FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { toast } from '../../shared/feedback.tsx';
import { api } from '../../shared/http.ts';
import { SEARCH_DEBOUNCE_MS } from '../../shared/list/SearchBox.tsx';
import { type BobinaFormValues, bobinaParaForm } from './form-mapping.ts';

const TIPOS: TipoLista[] = ['PLANO', 'RESERVA'];

/** Still-planned coils of the list with this lot (ticked ones too: they await the yard). */
async function planejadas(tipo: TipoLista, lote: string) {
  const filter = and(
    cond('Tipo', '=', tipo),
    cond('bobina.lote', '=', lote),
    cond('bobina.status', '=', 'PLANEJADA'),
  );
  return api.get<{ bobinas: TItemLista[]; totalItems: number }>('listas', {
    query: { page: 1, pageSize: 2, filter },
    silent: true,
  });
}

export function useLoteDaLista(form: FormInstance<BobinaFormValues>, ativo: boolean): void {
  const digitado = Form.useWatch('lote', form);
  const ultimo = useRef<string | null>(null);

  useEffect(() => {
    if (!ativo) return;
    const lote = (digitado ?? '').trim();
    const timer = setTimeout(async () => {
      if (lote === ultimo.current) return;
      ultimo.current = lote;
      if (lote.length !== TAMANHO_LOTE) return;
      try {
        const paginas = await Promise.all(TIPOS.map((t) => planejadas(t, lote)));
        const total = paginas.reduce((n, p) => n + p.totalItems, 0);
        const achada = paginas.flatMap((p) => p.bobinas)[0];
        // The user may have typed on while the lookup ran: fill only the lot still shown.
        if (total !== 1 || !achada || (form.getFieldValue('lote') ?? '').trim() !== lote) return;
        const { lote: _lote, endereco: _endereco, ...dados } = bobinaParaForm(achada);
        form.setFieldsValue(dados);
        toast.info('Bobina da lista reserva', `Dados do lote ${lote} preenchidos.`);
      } catch {
        // A failed lookup only means no auto-fill; the operator types the data.
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [digitado, ativo, form]);
}
