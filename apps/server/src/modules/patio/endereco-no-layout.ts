import { type Endereco, type Layout, lerEndereco } from '@patio/domain';
import { recusaDoPatio } from '../../lib/http-error.ts';

/** The parsed address, or the 400 naming `campo` (format or outside the layout). */
export function enderecoNoLayout(layout: Layout, texto: string, campo: string): Endereco {
  const lido = lerEndereco(texto, layout);
  if ('violacao' in lido) throw recusaDoPatio([lido.violacao], campo);
  return lido.endereco;
}
