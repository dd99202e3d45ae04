import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/* Reading docs/integracao.md's curl steps and running them through inject (the guide test). */

/** The text of the section whose heading starts with `titulo`, up to the next heading of its level. */
export function secao(doc: string, titulo: string): string {
  const inicio = doc.indexOf(`\n${titulo}`);
  if (inicio < 0) throw new Error(`seção não encontrada: ${titulo}`);
  const nivel = titulo.split(' ')[0] as string;
  const resto = doc.slice(inicio + 1);
  const fim = resto.slice(1).search(new RegExp(`\\n${nivel} `));
  return fim < 0 ? resto : resto.slice(0, fim + 1);
}

export interface Passo {
  curl: string;
  /** `# guarde: VAR = caminho` lines after the command. */
  guardar: { nome: string; caminho: string }[];
}

/** The curl commands of the section's ```sh blocks, in order, with what each says to keep. */
export function comandosDoGuia(texto: string): Passo[] {
  const passos: Passo[] = [];
  for (const bloco of texto.matchAll(/```sh\n([\s\S]*?)```/g)) {
    const linhas = (bloco[1] as string).replace(/\\\n\s*/g, ' ').split('\n');
    let comando: string | null = null;
    for (const linha of linhas) {
      // A quoted body may span lines, as the shell allows.
      if (comando !== null) {
        comando += `\n${linha}`;
        if (!aspasAbertas(comando)) {
          passos.push({ curl: comando, guardar: [] });
          comando = null;
        }
        continue;
      }
      const g = /^# guarde: (\w+) = (\S+)$/.exec(linha.trim());
      if (g) passos.at(-1)?.guardar.push({ nome: g[1] as string, caminho: g[2] as string });
      else if (linha.startsWith('curl ')) {
        if (aspasAbertas(linha)) comando = linha;
        else passos.push({ curl: linha, guardar: [] });
      }
    }
  }
  return passos;
}

/** Whether a quote opened in `s` is still open at its end. */
function aspasAbertas(s: string): boolean {
  let aspa: string | null = null;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (aspa === '"' && c === '\\') i++;
    else if (aspa && c === aspa) aspa = null;
    else if (!aspa && (c === "'" || c === '"')) aspa = c;
  }
  return aspa !== null;
}

/** Shell words: '…' literal, "…" with \" and $VAR, bare words with $VAR. */
function palavras(linha: string, vars: Record<string, string>): string[] {
  const expandir = (s: string) =>
    s.replace(/\$(?:\{(\w+)\}|(\w+))/g, (_, a?: string, b?: string) => {
      const v = (a ?? b) as string;
      const valor = vars[v];
      if (valor === undefined) throw new Error(`variável não definida: ${v}`);
      return valor;
    });
  const out: string[] = [];
  let atual: string | null = null;
  for (let i = 0; i < linha.length; i++) {
    const c = linha[i] as string;
    if (c === "'") {
      const fim = linha.indexOf("'", i + 1);
      atual = (atual ?? '') + linha.slice(i + 1, fim);
      i = fim;
    } else if (c === '"') {
      let s = '';
      for (i++; linha[i] !== '"'; i++) {
        if (linha[i] === '\\') i++;
        s += linha[i];
      }
      atual = (atual ?? '') + expandir(s);
    } else if (/\s/.test(c)) {
      if (atual !== null) out.push(atual);
      atual = null;
    } else {
      let s = '';
      while (i < linha.length && !/[\s'"]/.test(linha[i] as string)) s += linha[i++];
      i--;
      atual = (atual ?? '') + expandir(s);
    }
  }
  if (atual !== null) out.push(atual);
  return out;
}

/** Runs one curl command line through inject; the URL's origin is dropped. */
export async function executarCurl(
  app: FastifyInstance,
  linha: string,
  vars: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const args = palavras(linha, vars).slice(1);
  let metodo: string | undefined;
  let url: string | undefined;
  let corpo: string | undefined;
  let get = false;
  const headers: Record<string, string> = {};
  const consulta: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '-s') continue;
    if (a === '-G') get = true;
    else if (a === '-X') metodo = args[++i];
    else if (a === '-H') {
      const [k, ...v] = (args[++i] as string).split(':');
      headers[(k as string).trim().toLowerCase()] = v.join(':').trim();
    } else if (a === '-d') corpo = args[++i];
    else if (a === '--data-urlencode') {
      const [k, ...v] = (args[++i] as string).split('=');
      consulta.push(`${k}=${encodeURIComponent(v.join('='))}`);
    } else if (a.startsWith('-')) throw new Error(`opção do curl não suportada: ${a}`);
    else url = a;
  }
  if (!url) throw new Error(`sem URL: ${linha}`);
  const u = new URL(url);
  let caminho = u.pathname + u.search;
  if (consulta.length) caminho += (u.search ? '&' : '?') + consulta.join('&');
  if (corpo !== undefined) JSON.parse(corpo);
  return app.inject({
    method: (metodo ?? (corpo !== undefined && !get ? 'POST' : 'GET')) as 'GET',
    url: caminho,
    headers,
    ...(corpo !== undefined ? { payload: corpo } : {}),
  });
}

/** The value at `caminho` ("data.token", "data[].permissoes[nome=X].id", "bobinas[0].id"). */
export function guardar(json: unknown, caminho: string): unknown {
  let atuais: unknown[] = [json];
  for (const parte of caminho.split('.')) {
    const m = /^(\w+)(?:\[(\d*|\w+=[^\]]+)\])?$/.exec(parte);
    if (!m) throw new Error(`caminho inválido: ${caminho}`);
    const [, nome, indice] = m;
    atuais = atuais.map((v) => (v as Record<string, unknown>)?.[nome as string]);
    if (indice === undefined) continue;
    const listas = atuais.filter(Array.isArray) as unknown[][];
    if (indice === '') atuais = listas.flat();
    else if (/^\d+$/.test(indice)) atuais = listas.map((l) => l[Number(indice)]);
    else {
      const [k, v] = indice.split('=');
      atuais = listas
        .flat()
        .filter((x) => String((x as Record<string, unknown>)[k as string]) === v);
    }
  }
  return atuais.find((v) => v !== undefined);
}

/** Seconds as the docs' tables write them: s below a minute, min below an hour, then h. */
export function formatarS(s: number): string {
  if (s < 60) return `${s.toLocaleString('en')} s`;
  if (s < 3600) return `${(s / 60).toFixed(1)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}
