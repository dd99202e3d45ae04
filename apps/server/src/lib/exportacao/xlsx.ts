/**
 * A one-sheet XLSX written as rows arrive: the fixed parts of the package, then the sheet's
 * XML deflated in a stream, so memory stays flat however many rows there are. fflate builds
 * the ZIP container; the sheet itself is deflated by Node's native zlib (about nine times
 * faster than fflate's JavaScript deflate, and off the main thread), with its CRC from
 * `zlib.crc32` (docs/exportacao.md). Strings are inline (no shared-strings table to hold in
 * memory), dates are numbers with a dd/mm/yyyy hh:mm format, Sim/Não are text.
 */
import { once } from 'node:events';
import { constants, crc32, createDeflateRaw } from 'node:zlib';
import { type AsyncFlateStreamHandler, strToU8, Zip, ZipDeflate, type ZipInputFile } from 'fflate';
import type { Coluna, Valor } from './colunas.ts';

const TIPOS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const RAIZ = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const LIGACOES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
const ESTILOS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="3"><xf/><xf numFmtId="164" applyNumberFormat="1"/><xf fontId="1" applyFont="1"/></cellXfs></styleSheet>`;

const livroXml = (aba: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(aba.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

// Characters XML 1.0 cannot carry at all (controls other than tab and line breaks, lone surrogates).
const PROIBIDOS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPAR = /[&<>"]|[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

function xml(texto: string): string {
  if (!ESCAPAR.test(texto)) return texto;
  return texto
    .replace(PROIBIDOS, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
function letras(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26))
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const texto = (ref: string, s: string, estilo = '') =>
  `<c r="${ref}" t="inlineStr"${estilo}><is><t xml:space="preserve">${xml(s)}</t></is></c>`;

/** `YYYY-MM-DDTHH:MM[:SS]` (a local time) → Excel's serial day number. */
function serial(iso: string): number {
  const n = (de: number, ate: number) => Number(iso.slice(de, ate)) || 0;
  const dia = Date.UTC(n(0, 4), n(5, 7) - 1, n(8, 10), n(11, 13), n(14, 16), n(17, 19));
  return dia / 86_400_000 + 25_569;
}

function celula(ref: string, v: Valor, c: Coluna): string {
  if (v === null || v === undefined) return '';
  switch (c.tipo) {
    case 'numero':
      return `<c r="${ref}" t="n"><v>${Number(v)}</v></c>`;
    case 'dataHora':
      return `<c r="${ref}" s="1"><v>${serial(String(v))}</v></c>`;
    case 'simNao':
      return texto(ref, v ? 'Sim' : 'Não');
    default:
      return texto(ref, String(v));
  }
}

/**
 * The sheet as a ZIP entry fed by native zlib: the XML goes in as text, the raw deflate comes
 * out to the ZIP as zlib makes it; size and CRC are counted on the way in.
 */
class FolhaDeflate implements ZipInputFile {
  readonly filename = 'xl/worksheets/sheet1.xml';
  readonly compression = 8;
  size = 0;
  crc = 0;
  ondata?: AsyncFlateStreamHandler;
  private readonly z = createDeflateRaw({ level: constants.Z_BEST_SPEED });

  constructor(erro: (e: Error) => void) {
    this.z.on('data', (c: Uint8Array) => this.ondata?.(null, c as Uint8Array<ArrayBuffer>, false));
    this.z.on('error', erro);
  }

  async escrever(xmlTexto: string) {
    const b = Buffer.from(xmlTexto, 'utf8');
    this.size += b.byteLength;
    this.crc = crc32(b, this.crc);
    if (!this.z.write(b)) await once(this.z, 'drain');
  }

  async fechar() {
    const fim = once(this.z, 'end');
    this.z.end();
    await fim;
    this.ondata?.(null, new Uint8Array(0), true);
  }
}

/** Rows per piece of sheet XML handed to zlib (about 35 KB of text each). */
const LINHAS_POR_PEDACO = 100;

export interface EscritorXlsx {
  linhas(lote: readonly (readonly Valor[])[]): Promise<void>;
  fim(): Promise<void>;
}

/** Starts the package; every compressed chunk goes to `saida` as it is made. */
export function escritorXlsx(
  aba: string,
  colunas: readonly Coluna[],
  saida: (chunk: Uint8Array) => void,
  erro: (e: Error) => void,
): EscritorXlsx {
  const zip = new Zip((err, chunk) => {
    if (err) erro(err);
    else saida(chunk);
  });
  for (const [nome, conteudo] of [
    ['[Content_Types].xml', TIPOS],
    ['_rels/.rels', RAIZ],
    ['xl/workbook.xml', livroXml(aba)],
    ['xl/_rels/workbook.xml.rels', LIGACOES],
    ['xl/styles.xml', ESTILOS],
  ] as const) {
    const f = new ZipDeflate(nome, { level: 6 });
    zip.add(f);
    f.push(strToU8(conteudo), true);
  }
  const folha = new FolhaDeflate(erro);
  zip.add(folha);
  const refs = colunas.map((_, i) => letras(i));
  const cabecalho = colunas.map((c, i) => texto(`${refs[i]}1`, c.titulo, ' s="2"')).join('');
  let numero = 1;
  const inicio = folha.escrever(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${cabecalho}</row>`,
  );
  return {
    async linhas(lote) {
      await inicio;
      for (let de = 0; de < lote.length; de += LINHAS_POR_PEDACO) {
        let s = '';
        for (const valores of lote.slice(de, de + LINHAS_POR_PEDACO)) {
          numero += 1;
          s += `<row r="${numero}">`;
          for (let i = 0; i < colunas.length; i++)
            s += celula(`${refs[i]}${numero}`, valores[i] ?? null, colunas[i] as Coluna);
          s += '</row>';
        }
        await folha.escrever(s);
      }
    },
    async fim() {
      await inicio;
      await folha.escrever('</sheetData></worksheet>');
      await folha.fechar();
      zip.end();
    },
  };
}
