import { rotaDeExportacao } from '../../../lib/exportacao/rota.ts';
import { exportacaoDespachos } from '../../../modules/despachos/exportar-despachos.ts';

export default rotaDeExportacao('despachos', null, exportacaoDespachos);
