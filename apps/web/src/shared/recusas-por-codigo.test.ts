import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web acts on a refusal's codes, never on its wording (docs/ARCHITECTURE.md, "Errors"): a
 * message the server may reword must not decide what a screen does. This reads the web's source
 * and fails on a comparison with a message: a text constant compared or searched for, or what
 * an error extractor returned compared or searched.
 */
const TEXTO = String.raw`(?:TXT\w*|MSG\w*|MENSAGENS\w*)\.[\w.]+`;
const EXTRATOR = String.raw`(?:mensagemDeErro|primeiraMensagem|todasMensagens|mensagensDe)\([^)]*\)`;
const PROIBIDOS: readonly { nome: string; re: RegExp }[] = [
  { nome: 'comparado com um texto', re: new RegExp(String.raw`[!=]==?\s*${TEXTO}`) },
  { nome: 'texto comparado', re: new RegExp(String.raw`${TEXTO}(?:\([^)]*\))?\s*[!=]==?`) },
  {
    nome: 'texto procurado',
    re: new RegExp(String.raw`\.(?:includes|startsWith|endsWith|indexOf)\(\s*${TEXTO}`),
  },
  {
    nome: 'mensagem do servidor comparada',
    re: new RegExp(
      String.raw`${EXTRATOR}[^;\n]*(?:[!=]==?|\.(?:includes|startsWith|endsWith|indexOf|match)\()`,
    ),
  },
  { nome: 'mensagem comparada', re: /\.mensagem\s*[!=]==?|[!=]==?\s*\w+\.mensagem\b/ },
  { nome: 'mensagem testada por expressão', re: /\/[^/\n]+\/[a-z]*\.test\(\s*(?:msg|mensage)/i },
];

/** Each line of `fonte` that compares a server message, with the rule it breaks. */
export function comparacoesDeMensagem(fonte: string): string[] {
  return fonte
    .split('\n')
    .flatMap((linha, i) =>
      PROIBIDOS.filter((p) => p.re.test(linha)).map((p) => `${i + 1}: ${p.nome}: ${linha.trim()}`),
    );
}

const RAIZ = join(import.meta.dirname, '..');

function fontes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const caminho = join(dir, e.name);
    if (e.isDirectory()) return fontes(caminho);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [caminho] : [];
  });
}

describe('a web age pelos códigos da recusa, nunca pelo texto', () => {
  it('nenhum arquivo da web compara uma mensagem do servidor', () => {
    const achados = fontes(RAIZ).flatMap((f) =>
      comparacoesDeMensagem(readFileSync(f, 'utf8')).map((a) => `${relative(RAIZ, f)}:${a}`),
    );
    expect(achados).toEqual([]);
  });

  it.each([
    ['if (!b || corrigida || !msgs.includes(TXT.jaCarregada)) {'],
    ['return motivo === TXT.erroOrdem ? [motivo] : [TXT.erroOrdem, motivo];'],
    ["if (mensagemDeErro(err, '') === MSG_LISTA.alterada) recarregar();"],
    ['if (todasMensagens(err.body).includes(TXT.jaCarregada)) return;'],
    ['const caiu = mensagensComCodigo(body).some((m) => m.mensagem === TXT.expirada);'],
    ['if (/carregad/.test(mensagem)) abrir();'],
  ])('a verificação pega: %s', (linha) => {
    expect(comparacoesDeMensagem(linha)).not.toEqual([]);
  });

  it.each([
    ["if (codigosDaRecusa(err.body).includes('CARREGADA')) abrir();"],
    ['toast.warning(TXT.atencao, mensagemDeErro(err, TXT.erroPular));'],
    ["const motivo = mensagemDeErro(err, '');"],
  ])('e deixa passar: %s', (linha) => {
    expect(comparacoesDeMensagem(linha)).toEqual([]);
  });
});
