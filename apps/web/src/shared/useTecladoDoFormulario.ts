/**
 * The one keyboard behaviour of the data forms (coil, reserve coil, …): Enter moves to the next
 * field and never submits; Ctrl+Enter saves. Spread the result on the antd <Form>:
 * `<Form form={form} {...useTecladoDoFormulario(form)}>`.
 */
import type { FormInstance } from 'antd';
import { type KeyboardEvent, useCallback } from 'react';
import { acaoDaTecla, camposDoFormulario } from './form-teclado.ts';

export function useTecladoDoFormulario(form: FormInstance) {
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLFormElement>) => {
      const alvo = e.target as HTMLElement;
      const acao = acaoDaTecla({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        shiftKey: e.shiftKey,
        altKey: e.altKey,
        isComposing: e.nativeEvent.isComposing,
        tag: alvo.tagName,
        type: alvo.getAttribute('type'),
      });
      if (!acao) return;
      // Bubbling phase: a picker or select has already taken its own Enter (choosing the option
      // or the typed time); what is left is the browser's implicit submit, which must not happen.
      e.preventDefault();
      if (acao === 'salvar') {
        form.submit();
        return;
      }
      const campos = camposDoFormulario(e.currentTarget);
      const i = campos.indexOf(alvo);
      campos[i + 1]?.focus();
    },
    [form],
  );
  return { onKeyDown };
}
