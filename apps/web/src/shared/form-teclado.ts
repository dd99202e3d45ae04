/**
 * What Enter does in a data form (docs/decisions-telas.md): it moves to the next field, as a
 * clerk typing a long form expects, and never saves half a form; Ctrl+Enter (⌘+Enter) saves,
 * like Salvar. Pure, so the rule is tested apart from the browser.
 */
export type AcaoDaTecla = 'salvar' | 'proximo' | null;

export interface Tecla {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** An IME composing text: its Enter confirms the composition. */
  isComposing?: boolean;
  /** The focused element's tag and type ('INPUT'/'text', 'TEXTAREA', 'BUTTON'). */
  tag: string;
  type?: string | null;
}

// Enter on these belongs to them: a button presses, a text area breaks the line.
const PROPRIOS = new Set(['BUTTON', 'TEXTAREA', 'A']);
const BOTOES = new Set(['submit', 'button', 'reset', 'checkbox', 'file']);

export function acaoDaTecla(t: Tecla): AcaoDaTecla {
  if (t.key !== 'Enter' || t.isComposing || t.altKey) return null;
  if (t.ctrlKey || t.metaKey) return 'salvar';
  if (t.shiftKey || PROPRIOS.has(t.tag)) return null;
  if (t.tag === 'INPUT' && BOTOES.has(t.type ?? '')) return null;
  return 'proximo';
}

/**
 * The fields a user steps through, in page order: enabled, visible, reachable by Tab, and one
 * per radio group (the checked one, else the first), as Tab would visit them.
 */
export function camposDoFormulario(raiz: ParentNode): HTMLElement[] {
  const vistos = new Set<string>();
  return Array.from(raiz.querySelectorAll<HTMLInputElement>('input, textarea, select')).filter(
    (el) => {
      if (el.disabled || el.type === 'hidden' || el.tabIndex < 0) return false;
      if (el.getClientRects().length === 0) return false;
      if (el.type === 'radio') {
        if (vistos.has(el.name)) return false;
        const marcado = raiz.querySelector<HTMLInputElement>(
          `input[type="radio"][name="${CSS.escape(el.name)}"]:checked`,
        );
        if (marcado && marcado !== el) return false;
        vistos.add(el.name);
      }
      return true;
    },
  );
}
