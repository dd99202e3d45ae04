import {
  ZLayoutResposta,
  ZModeloPermanenciaResposta,
  ZSugestoesInput,
  ZSugestoesResposta,
} from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erros } from '../../../lib/schemas.ts';
import { sugerirEnderecos } from '../../../modules/bobinas/sugerir-enderecos.ts';
import { tabelaDoModelo } from '../../../modules/patio/modelo-permanencia.ts';
import { patioGuardado } from '../../../modules/patio/patio-guardado.ts';

const tags = ['patio'];

const route: FastifyPluginAsyncZod = async (app) => {
  // the yard's coils kept between calls while none changed (one per server process)
  const patio = patioGuardado();
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
          'mensagens em `exigeConfirmacao`. Pátio cheio: lista vazia. `agora` ' +
          '(`AAAA-MM-DDTHH:mm`, opcional) é o instante em que idades e saídas previstas são ' +
          'lidas; formato inválido ou data inexistente: 400.',
        body: ZSugestoesInput,
        response: { 200: ZSugestoesResposta, ...erros(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      sugestoes: await sugerirEnderecos(
        app.db,
        app.layout,
        request.body,
        app.modeloPermanencia.atual(),
        patio,
      ),
    }),
  );

  app.get(
    '/sugestoes/modelo',
    {
      config: { rule: null },
      schema: {
        tags,
        summary: 'Modelo de permanência em uso pelo sugeridor (aprendido das saídas do pátio)',
        description:
          'Uma linha por próximo processo (e `nenhum`), mais as classes finas aprendidas ' +
          '(`processo/material`): saídas contadas, mediana e dispersão da permanência e se ' +
          'vêm do histórico ou do prior. Recalculado de hora em hora e na partida.',
        response: { 200: ZModeloPermanenciaResposta, ...erros(401) },
      },
    },
    async () => ({ data: tabelaDoModelo(app.modeloPermanencia.atual()) }),
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
