export declare const LOGIN_TELA: string;
/** gzip bytes of JavaScript each lazy screen needs (entry closure + its chunk closure), biggest first. */
export declare function tamanhosPorTela(dist?: string): { tela: string; bytes: number }[];
