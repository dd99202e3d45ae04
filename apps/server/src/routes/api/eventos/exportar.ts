import { rotaDeExportacao } from '../../../lib/exportacao/rota.ts';
import { exportacaoEventos } from '../../../modules/eventos/exportar-eventos.ts';

export default rotaDeExportacao('eventos', null, exportacaoEventos);
