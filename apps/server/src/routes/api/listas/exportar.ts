import { rotaDeExportacao } from '../../../lib/exportacao/rota.ts';
import { exportacaoItens } from '../../../modules/listas/exportar-itens.ts';

export default rotaDeExportacao('listas', null, exportacaoItens);
