import { normalizarEndereco, type TBobina } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from '../../shared/form-rules.ts';
import {
  type BobinaFormValues,
  bobinaParaForm,
  CAMPO_DO_PAYLOAD,
  formParaPayload,
  valoresIniciais,
} from './form-mapping.ts';

const completo: BobinaFormValues = {
  item: ' A12345 ',
  lote: '2400012345',
  endereco: '0005 - cn0 - 3',
  grupo: 'LQ',
  material: 'BQD',
  turnoLaminacao: 2,
  dataLaminacao: '2024-03-15',
  horaLaminacao: '14:30',
  resfriado: true,
  peso: 22.5,
  espessura: 3.2,
  largura: 1250,
  processo: 'EMB4',
  fluxo: 'BE',
  lege: true,
};

const bobina: TBobina = {
  id: 7,
  versao: 1,
  item: 'A12345',
  lote: '2400012345',
  endereco: '0005CN03',
  grupo: 'LQ-Linha a quente',
  material: 'BQ',
  fluxo: null,
  laminacaoAt: '2024-03-15T14:30',
  laminacaoTurno: 2,
  isResfriada: false,
  isLege: true,
  peso: null,
  espessura: 2,
  largura: 1100,
  proximoProcesso: null,
  tipo: null,
  status: 'NO_PATIO',
  createdAt: '2024-03-15T17:30:00.000Z',
  updatedAt: '2024-03-15T17:30:00.000Z',
};

describe('formulário → payload', () => {
  it('renomeia os campos e junta a laminação', () => {
    expect(formParaPayload(completo)).toEqual({
      item: 'A12345',
      lote: '2400012345',
      endereco: '0005CN03',
      grupo: 'LQ',
      material: 'BQD',
      laminacaoAt: '2024-03-15T14:30',
      laminacaoTurno: 2,
      isResfriada: true,
      peso: 22.5,
      espessura: 3.2,
      largura: 1250,
      proximoProcesso: 'EMB4',
      fluxo: 'BE',
      isLege: true,
    });
  });

  it('opcionais vazios viram null; resfriado e lege padrão false', () => {
    const p = formParaPayload({
      ...valoresIniciais('0001AN09'),
      grupo: 'LF',
      material: 'BG',
      peso: null,
      processo: '',
      fluxo: '  ',
    });
    expect(p).toMatchObject({
      endereco: '0001AN09',
      peso: null,
      espessura: null,
      largura: null,
      proximoProcesso: null,
      fluxo: null,
      isResfriada: false,
      isLege: false,
      laminacaoAt: null,
    });
    expect(p).not.toHaveProperty('tipo');
  });

  it('zero é um valor, não um campo vazio', () => {
    expect(formParaPayload({ ...completo, peso: 0 }).peso).toBe(0);
  });

  it('grupo "CODE-descrição" envia só o código', () => {
    expect(formParaPayload({ ...completo, grupo: 'FM-Folha metálica' }).grupo).toBe('FM');
  });

  it('a variante do mapa envia tipo', () => {
    expect(formParaPayload({ ...completo, tipo: 'PLANO' }, true).tipo).toBe('PLANO');
    expect(formParaPayload({ ...completo, tipo: '' }, true).tipo).toBeNull();
  });
});

describe('bobina → formulário', () => {
  it('separa a laminação e guarda só o código do grupo', () => {
    expect(bobinaParaForm(bobina)).toMatchObject({
      grupo: 'LQ',
      dataLaminacao: '2024-03-15',
      horaLaminacao: '14:30',
      turnoLaminacao: 2,
      resfriado: false,
      lege: true,
      processo: null,
    });
  });

  it('ida e volta devolve o mesmo payload', () => {
    const p = formParaPayload(bobinaParaForm(bobina));
    expect(p).toMatchObject({
      item: bobina.item,
      lote: bobina.lote,
      endereco: bobina.endereco,
      grupo: 'LQ',
      laminacaoAt: bobina.laminacaoAt,
      espessura: 2,
      fluxo: null,
    });
  });
});

describe('endereço', () => {
  it('tira espaços e hífens da máscara e põe maiúsculas', () => {
    expect(normalizarEndereco(' 0001 - an0 - 9 ')).toBe('0001AN09');
    expect(normalizarEndereco(null)).toBe('');
  });

  it('aceita o que a máscara "000 - AAA - 0" convida a digitar', () => {
    expect(normalizarEndereco('001 - AN0 - 9')).toBe('0001AN09');
    expect(normalizarEndereco('001 - ANO - 9')).toBe('0001AN09');
    expect(normalizarEndereco('12 - bp - 3')).toBe('0012BP03');
    expect(normalizarEndereco('0001AN09')).toBe('0001AN09');
    // Not an address: comes back stripped, for the validation to refuse.
    expect(normalizarEndereco('001 - ZZ0 - 9')).toBe('001ZZ09');
  });
});

describe('erros do servidor nos campos', () => {
  it('leva cada erro ao campo do formulário com o nome do formulário', () => {
    const body = {
      errors: { laminacaoAt: ['Data inválida'], lote: ['Já existe', 'outro'], geral: ['x'] },
      Messagens: ['Data inválida', 'Já existe', 'x'],
    };
    expect(serverFieldErrors(body, CAMPO_DO_PAYLOAD)).toEqual([
      { name: 'dataLaminacao', errors: ['Data inválida'] },
      { name: 'lote', errors: ['Já existe'] },
    ]);
    expect(serverFieldErrors(null, CAMPO_DO_PAYLOAD)).toEqual([]);
  });
});
