import { ZLayoutResposta, ZSugestoesInput, ZSugestoesResposta } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erros } from '../../../lib/schemas.ts';
import { sugerirEnderecos } from '../../../modules/patio/sugerir-enderecos.ts';

const tags = ['patio'];

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sugestoes',
    {
      config: { rule: null },
      schema: {
        tags,
        summary: 'Sugerir endereços livres para uma bobina, o melhor primeiro (docs/advisor.md)',
        description:
          'Exatamente um de `bobinaId` (bobina cadastrada) ou `bobina` (dados do formulário). ' +
          'Só endereços que as regras bloqueantes aceitam; os que pedem confirmação (largura, ' +
          'posições A e B, resfriamento) só quando nenhum livre dispensa confirmação, com as ' +
          'mensagens em `exigeConfirmacao`. Pátio cheio: lista vazia.',
        body: ZSugestoesInput,
        response: { 200: ZSugestoesResposta, ...erros(400, 401, 404, 409) },
      },
    },
    async (request) => ({ sugestoes: await sugerirEnderecos(app.db, app.layout, request.body) }),
  );

  app.get(
    '/layout',
    {
      config: { rule: null },
      schema: {
        tags,
        summary: 'Tamanho do pátio principal (grupos, filas, colunas; PATIO_GRUPOS)',
        response: { 200: ZLayoutResposta, ...erros(401) },
      },
    },
    async () => ({ data: app.layout }),
  );
};
export default route;
