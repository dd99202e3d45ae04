import { rotaDeExportacao } from '../../../lib/exportacao/rota.ts';
import { exportacaoUsuarios } from '../../../modules/usuarios/exportar-usuarios.ts';

export default rotaDeExportacao('usuarios', 'GESTAO_DE_USUARIOS', exportacaoUsuarios);
