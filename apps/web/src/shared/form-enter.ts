/**
 * Keyboard of the data-entry forms (issue 16): Enter moves to the next field, it never saves
 * half a form; Ctrl+Enter (⌘+Enter) or the Salvar button saves. A textarea keeps its Enter, and
 * so does a button (Enter on Cancelar or Salvar presses it). Minimal shared helper; any form
 * opts in with `onKeyDown={enterNavega(form)}`.
 */
import type { FormInstance } from 'antd';
import type { KeyboardEvent } from 'react';

export type AcaoDoEnter = 'salvar' | 'proximo' | 'nada';

export interface TeclaEnter {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  /** The focused element's tag (INPUT, TEXTAREA, BUTTON…) and role, if any. */
  tagName: string;
  role?: string | null;
}

export function acaoDoEnter(t: TeclaEnter): AcaoDoEnter {
  if (t.key !== 'Enter') return 'nada';
  if (t.ctrlKey || t.metaKey) return 'salvar';
  if (t.tagName === 'TEXTAREA') return 'nada';
  if (t.tagName === 'BUTTON' && t.role !== 'switch') return 'nada';
  return 'proximo';
}

const CAMPOS = 'input:not([type="hidden"]), textarea, button[role="switch"]';

/** The focusable fields of the form in page order, without disabled or hidden ones. */
function campos(raiz: HTMLElement): HTMLElement[] {
  // Read-only inputs stay: antd's Select keeps a read-only input as its focus target.
  return [...raiz.querySelectorAll<HTMLElement>(CAMPOS)].filter(
    (el) => !(el as HTMLInputElement).disabled && el.getClientRects().length > 0,
  );
}

export function enterNavega(form: FormInstance) {
  return (e: KeyboardEvent<HTMLElement>) => {
    const alvo = e.target as HTMLElement;
    const acao = acaoDoEnter({
      key: e.key,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
      tagName: alvo.tagName,
      role: alvo.getAttribute('role'),
    });
    if (acao === 'nada') return;
    // Never the browser's implicit submit from a single field.
    e.preventDefault();
    if (acao === 'salvar') return form.submit();
    const lista = campos(e.currentTarget);
    const proximo = lista[lista.indexOf(alvo) + 1];
    if (proximo) proximo.focus();
    else e.currentTarget.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  };
}
