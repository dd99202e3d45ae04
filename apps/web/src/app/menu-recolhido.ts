/** Below this width (a tablet in the crane cab) the menu starts collapsed: the page needs the room. */
export const LARGURA_MENU_ABERTO = 1024;

/** The user's last choice wins; without one, the screen's width decides. */
export function menuComecaRecolhido(guardado: string | null, largura: number): boolean {
  if (guardado === '1' || guardado === '0') return guardado === '1';
  return largura < LARGURA_MENU_ABERTO;
}
