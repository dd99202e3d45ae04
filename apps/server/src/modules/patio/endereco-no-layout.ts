import { type Endereco, lerEndereco } from '@patio/domain';
import { recusaDoPatio } from '../../lib/http-error.ts';
import { layoutDoPatio } from './layout.ts';

/** The parsed address, or the 400 naming `campo` (format or outside the layout). */
export function enderecoNoLayout(texto: string, campo: string): Endereco {
  const lido = lerEndereco(texto, layoutDoPatio());
  if ('violacao' in lido) throw recusaDoPatio([lido.violacao], campo);
  return lido.endereco;
}
