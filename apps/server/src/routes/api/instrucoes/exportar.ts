import { rotaDeExportacao } from '../../../lib/exportacao/rota.ts';
import { exportacaoInstrucoes } from '../../../modules/instrucoes/exportar-instrucoes.ts';

export default rotaDeExportacao('instrucoes', null, exportacaoInstrucoes);
