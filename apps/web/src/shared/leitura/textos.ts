/** The code reader's texts (docs/etiquetas-e-leitura.md#leitura). */
export const TXT_LEITURA = {
  ultimaLeitura: 'Última leitura',
  lerComCamera: 'Ler com a câmera',
  fecharCamera: 'Fechar câmera',
  apontar: 'Aponte a câmera para o código da etiqueta.',
  leitorDeMao: 'Leitor de mão: aponte e leia a etiqueta; não é preciso tocar em nenhum campo.',
  semHttps:
    'A câmera só funciona em conexão segura (HTTPS). Nesta conexão use o leitor de mão ou digite o código.',
  permissaoNegada:
    'A permissão da câmera foi negada. Libere a câmera nas configurações do navegador para este site, ou use o leitor de mão.',
  semCamera: 'Nenhuma câmera encontrada neste aparelho. Use o leitor de mão ou digite o código.',
  erroCamera: 'Não foi possível abrir a câmera. Use o leitor de mão ou digite o código.',
} as const;

/** What the screen says when the camera does not open, by the browser's error name. */
export function mensagemDaCamera(err: unknown): string {
  const nome = err instanceof Error ? err.name : '';
  if (nome === 'NotAllowedError' || nome === 'SecurityError') return TXT_LEITURA.permissaoNegada;
  if (nome === 'NotFoundError' || nome === 'OverconstrainedError') return TXT_LEITURA.semCamera;
  return TXT_LEITURA.erroCamera;
}
