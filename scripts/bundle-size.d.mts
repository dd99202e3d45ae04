export declare const LOGIN_TELA: string;
/** gzip bytes of JavaScript each lazy screen needs (entry closure + its chunk closure), biggest first. */
export declare function tamanhosPorTela(dist?: string): { tela: string; bytes: number }[];
/** Screens the route table opens (paths under features/), the ones the per-route budget gates. */
export declare function telasDeRota(routes?: string): Set<string>;
