import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

interface StreamNode {
  nfd?: number;
}
interface ModuloEmscripten {
  NODEFS: { stream_ops: { fsync?: (s: StreamNode) => number } };
}

/**
 * PGlite's Node filesystem has no fsync: Emscripten answers a PostgreSQL fsync() with
 * "done" without telling the host, and PGlite starts PostgreSQL with `-F` (fsync off) besides.
 * This one passes each fsync to the host file (`fsync(2)` on the real descriptor), so that
 * PostgreSQL's own ordering holds on the disk: the WAL is on the disk before a commit is
 * answered, data files before a checkpoint lets the WAL go (docs/reliability.md).
 */
let sincronizados = 0;

/** How many fsyncs the embedded databases of this process passed to the host (for the tests). */
export function fsyncsPassados(): number {
  return sincronizados;
}

export class NodeFsDuravel extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const r = await super.init(pg, opts);
    const preRun = r.emscriptenOpts.preRun ?? [];
    r.emscriptenOpts.preRun = [
      ...preRun,
      (mod: unknown) => {
        (mod as ModuloEmscripten).NODEFS.stream_ops.fsync = (s) => {
          if (s.nfd !== undefined) {
            fsyncSync(s.nfd);
            sincronizados++;
          }
          return 0;
        };
      },
    ];
    return r;
  }
}

/** PGlite's own start parameters less `-F`: PostgreSQL then fsyncs as it would on a host. */
const PARAMETROS = [
  '--single',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
];

/**
 * The options that make an embedded database durable: the WAL synced with fsync() (Emscripten
 * drops fdatasync() without a word; fsync() reaches the stream's fsync above).
 */
export function opcoesDuraveis(
  dataDir: string,
  conf: string[] = [],
): Pick<PGliteOptions, 'fs' | 'startParams' | 'postgresqlconf'> {
  return {
    fs: new NodeFsDuravel(dataDir),
    startParams: PARAMETROS,
    postgresqlconf: [...conf, 'fsync=on', 'wal_sync_method=fsync'],
  };
}

/**
 * Puts on the disk a directory written outside PostgreSQL (a restored archive): every file,
 * then every directory, so that the names point at synced contents before it goes live.
 */
export function sincronizarDiretorio(dir: string): void {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const caminho = join(dir, e.name);
    if (e.isDirectory()) sincronizarDiretorio(caminho);
    else if (e.isFile()) sincronizar(caminho);
  }
  sincronizar(dir);
}

function sincronizar(caminho: string) {
  const fd = openSync(caminho, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
