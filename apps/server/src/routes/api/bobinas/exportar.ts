import { rotaDeExportacao } from '../../../lib/exportacao/rota.ts';
import { exportacaoBobinas } from '../../../modules/bobinas/exportar-bobinas.ts';

export default rotaDeExportacao('bobinas', null, exportacaoBobinas);
