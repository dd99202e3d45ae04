/** The dispatch's modal (TREM, CARRETA) as the screens show it: the dispatch and vehicle-type screens share it. */
import { MODAIS, type Modal } from '@patio/domain';

export const nomeDoModal = (m: string) => MODAIS.find((x) => x.codigo === m)?.descricao ?? m;
export const MODAL_OPCOES = MODAIS.map((m) => ({ value: m.codigo as Modal, label: m.descricao }));
