import { describe, expect, it } from 'vitest';
import { COLUNAS_CSV, type LinhaCsv, normalizarCabecalho, validarCsv } from './csv.ts';

const BOA: LinhaCsv = {
  ITEM: 'A12345',
  LOTE: 'L000000001',
  GRUPO: 'LQ',
  MATERIAL: 'BQD',
  DATA_HORA: '15/03/2024 14:30',
  TURNO: '2',
  RESFRIADA: 'SIM',
  PESO: '21,5',
  ESPESSURA: '3.25',
  LARGURA: '1250',
  PROCESSO: 'EMB4',
  FLUXO: 'BE',
  LEGE: 'Não',
};
const campos = [...COLUNAS_CSV];
const valida = (...linhas: LinhaCsv[]) => validarCsv(campos, linhas, 'RESERVA');
/** The file with row 2 (index 1) changed; its error, if any, names line 3. */
const comSegunda = (mudanca: Partial<LinhaCsv>) =>
  valida(BOA, { ...BOA, LOTE: 'L000000002', ...mudanca });

describe('validação do CSV de importação', () => {
  it('converte a linha boa no registro que o servidor recebe', () => {
    const r = valida(BOA, {
      ...BOA,
      LOTE: 'L000000002',
      PESO: '',
      PROCESSO: '',
      FLUXO: ' ',
      LEGE: '',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.registros[0]).toEqual({
      item: 'A12345',
      lote: 'L000000001',
      grupo: 'LQ',
      material: 'BQD',
      laminacaoAt: '2024-03-15T14:30',
      laminacaoTurno: 2,
      isResfriada: true,
      proximoProcesso: 'EMB4',
      fluxo: 'BE',
      peso: 21.5,
      espessura: 3.25,
      largura: 1250,
      isLege: false,
      tipo: 'RESERVA',
    });
    expect(r.registros[1]).toMatchObject({ peso: null, proximoProcesso: null, fluxo: null });
  });

  it.each([
    [{ ITEM: '' }, 'Linha 3: Item: campo obrigatório.'],
    [{ LOTE: '  ' }, 'Linha 3: Lote: campo obrigatório.'],
    [{ GRUPO: '' }, 'Linha 3: Grupo: campo obrigatório.'],
    [{ GRUPO: 'XX' }, 'Linha 3: Grupo: valor inválido "XX" (use LQ, FM, LZ ou LF).'],
    [{ MATERIAL: 'AÇO' }, 'Linha 3: Material: valor inválido "AÇO" (use BQ, BG, BQD ou BDZ).'],
    [{ DATA_HORA: '' }, 'Linha 3: Data/hora de laminação: campo obrigatório.'],
    [
      { DATA_HORA: '2024-03-15 14:30' },
      'Linha 3: Data/hora de laminação: valor inválido "2024-03-15 14:30" (use DD/MM/AAAA HH:mm).',
    ],
    [
      { DATA_HORA: '31/02/2024 10:00' },
      'Linha 3: Data/hora de laminação: valor inválido "31/02/2024 10:00" (use DD/MM/AAAA HH:mm).',
    ],
    [{ TURNO: '4' }, 'Linha 3: Turno: valor inválido "4" (use 1, 2 ou 3).'],
    [{ TURNO: 'A' }, 'Linha 3: Turno: valor inválido "A" (use 1, 2 ou 3).'],
    [{ RESFRIADA: '' }, 'Linha 3: Resfriada: campo obrigatório.'],
    [{ RESFRIADA: 'talvez' }, 'Linha 3: Resfriada: valor inválido "talvez" (use Sim ou Nao).'],
    [
      { PROCESSO: 'LDC9' },
      'Linha 3: Próximo processo: valor inválido "LDC9" (use LDC3, LDC4, LPBQ1, LPBQ2, LPBQ3 ou EMB4).',
    ],
    [{ FLUXO: 'ZZ' }, 'Linha 3: Fluxo: valor inválido "ZZ" (código de fluxo desconhecido).'],
    [{ PESO: '1.200,5' }, 'Linha 3: Peso: valor inválido "1.200,5" (um número não negativo).'],
    [{ LEGE: 'X' }, 'Linha 3: Lege: valor inválido "X" (use Sim ou Nao).'],
    // the coil data rules (docs/coil-data-rules.md)
    [
      { ITEM: 'x' },
      'Linha 3: Item: valor inválido "x" (uma letra maiúscula e 5 dígitos, como A12345).',
    ],
    [
      { ITEM: 'A1234' },
      'Linha 3: Item: valor inválido "A1234" (uma letra maiúscula e 5 dígitos, como A12345).',
    ],
    [{ LOTE: '1' }, 'Linha 3: Lote: valor inválido "1" (exatamente 10 caracteres).'],
    [
      { LOTE: 'L0000000021' },
      'Linha 3: Lote: valor inválido "L0000000021" (exatamente 10 caracteres).',
    ],
    [{ DATA_HORA: '15/03/2031 14:30' }, 'Linha 3: A data de laminação não pode estar no futuro.'],
    [
      { DATA_HORA: '15/03/1999 14:30' },
      'Linha 3: A data de laminação não pode ser anterior a 01/01/2000.',
    ],
    [{ PESO: '99999' }, 'Linha 3: O peso deve estar entre 0,1 e 50 t.'],
    [{ PESO: '0' }, 'Linha 3: O peso deve estar entre 0,1 e 50 t.'],
    [{ ESPESSURA: '45' }, 'Linha 3: A espessura deve estar entre 0,1 e 30 mm.'],
    [{ LARGURA: '1' }, 'Linha 3: A largura deve estar entre 500 e 2.200 mm.'],
    [{ LOTE: 'L000000001' }, 'Linha 3: Lote "L000000001" repetido (já está na linha 2).'],
  ])('linha ruim %o → %s', (mudanca, mensagem) => {
    expect(comSegunda(mudanca)).toEqual({ ok: false, indice: 1, mensagem });
  });

  it('tolera acentos, caixa e um arquivo Latin-1 lido como UTF-8 em SIM/NAO', () => {
    for (const v of ['NÃO', 'nao', 'N\uFFFDO', ' Sim ']) {
      expect(comSegunda({ RESFRIADA: v }).ok, v).toBe(true);
    }
  });

  it('a primeira linha ruim interrompe: as seguintes não são olhadas', () => {
    const r = valida(BOA, { ...BOA, LOTE: 'B', TURNO: '9' }, { ...BOA, LOTE: 'C', GRUPO: '' });
    expect(r).toMatchObject({ ok: false, indice: 1 });
  });

  it('arquivo vazio e colunas ausentes', () => {
    expect(valida()).toEqual({ ok: false, indice: -1, mensagem: 'Erro ao importar arquivo' });
    const semPeso = validarCsv(
      campos.filter((c) => c !== 'PESO' && c !== 'LEGE'),
      [BOA],
      'PLANO',
    );
    expect(semPeso).toMatchObject({
      ok: false,
      mensagem: 'Colunas obrigatórias ausentes no arquivo: PESO, LEGE.',
    });
  });

  it('cabeçalhos com espaço, hífen, acento ou caixa baixa valem', () => {
    expect(['data hora', ' Data-Hora ', 'Lége'].map(normalizarCabecalho)).toEqual([
      'DATA_HORA',
      'DATA_HORA',
      'LEGE',
    ]);
  });
});
