import { readdirSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import type { FlowProblem } from '../../src/core/flow/project';
import { loadBrand, type Brand } from '../config/brand';
import { loadProjectFiles, type ProjectFolders } from '../config/projectFiles';
import { checkProjectWithServerRegistries } from '../flows/checkProjectAtStart';
import { FlowLoadError, loadProducts } from '../flows/loadProducts';
import type { Product } from '../flows/product';
import { SERVER_HANDLERS } from '../http/steps/registry';
import type { ProjectFiles } from '../../src/core/flow/project/projectFiles';

/** Where the configuration the server serves lives. */
export interface ConfigFolders {
  root: string;
  flowsDir: string;
  schemasDir: string;
  localesDir: string;
  brandFile: string;
}

/** The state of the configuration in local mode: the files in use and the problems of the latest edit. */
export interface LiveConfigState {
  /** Raises on every accepted reload. */
  version: number;
  /** When the files were last checked (ISO). */
  checkedAt: string;
  /** Problems of the files on disk; empty when the files in use are the files on disk. */
  problems: FlowProblem[];
  /** Changes that need a restart (a new product), in words. */
  notes: string[];
  /** The configuration files in use (the last ones without problems). */
  files: ProjectFiles;
}

/** Reads and checks the configuration again; answers the products and files, or the problems. */
async function readConfig(folders: ConfigFolders): Promise<{ products: Map<string, Product>; files: ProjectFiles; brand: Brand } | { problems: FlowProblem[] }> {
  try {
    const products = loadProducts({ flowsDir: folders.flowsDir, schemasDir: folders.schemasDir }, Object.keys(SERVER_HANDLERS));
    const dirs: ProjectFolders = { flows: folders.flowsDir, schemas: folders.schemasDir, locales: folders.localesDir };
    const problems = await checkProjectWithServerRegistries(folders.root, dirs);
    if (problems.length) return { problems };
    const brand = loadBrand(folders.brandFile, join(folders.schemasDir, 'brand.schema.json'));
    return { products, files: loadProjectFiles(folders.root, dirs), brand };
  } catch (error) {
    if (error instanceof FlowLoadError) return { problems: error.problems };
    return { problems: [{ file: folders.brandFile, pointer: '/', message: (error as Error).message }] };
  }
}

/** `dir` and every folder below it (none when it does not exist). */
function foldersUnder(dir: string): string[] {
  try {
    const below = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    return [dir, ...below.flatMap((entry) => foldersUnder(join(dir, entry.name)))];
  } catch {
    return [];
  }
}

/**
 * Local mode only: re-reads flows/, schemas/, locales/ and the brand file after a change
 * (fs.watch, debounced), checks them as at start-up, and when they pass swaps them into the
 * running server (products are updated in place, so routes see the new ranges, texts and
 * steps of existing forms). A broken edit keeps the old configuration and records its
 * problems in `state`. New products and new submit addresses need a restart (a note says so).
 */
export class LiveConfig {
  readonly state: LiveConfigState;
  private watchers = new Map<string, FSWatcher>();
  private debounceMs = 300;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly folders: ConfigFolders,
    private readonly products: Map<string, Product>,
    private readonly brand: Brand,
    private readonly now: () => Date = () => new Date(),
  ) {
    const dirs = { flows: folders.flowsDir, schemas: folders.schemasDir, locales: folders.localesDir };
    this.state = { version: 1, checkedAt: now().toISOString(), problems: [], notes: [], files: loadProjectFiles(folders.root, dirs) };
  }

  /**
   * Starts watching the folders; `debounceMs` after the last change the files are reloaded.
   * Every folder of the trees is watched on its own (not `recursive`): a folder's watch sees a
   * file that is replaced by a rename (editors' safe save, `git checkout`, `sed -i`), which a
   * recursive watch on Linux loses track of after the first time. Folders made later are
   * added at the next change.
   */
  watch(debounceMs = 300): void {
    this.debounceMs = debounceMs;
    this.watchFolders();
  }

  private watchFolders(): void {
    const brandDir = join(this.folders.brandFile, '..');
    const roots = new Set([this.folders.flowsDir, this.folders.schemasDir, this.folders.localesDir, brandDir]);
    for (const dir of [...roots].flatMap(foldersUnder)) {
      if (this.watchers.has(dir)) continue;
      try {
        const watcher = watch(dir, () => this.schedule());
        watcher.on('error', () => {
          watcher.close();
          this.watchers.delete(dir);
        });
        this.watchers.set(dir, watcher);
      } catch {
        /* a folder that cannot be watched: edits there need a restart */
      }
    }
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.watchFolders();
      void this.reload();
    }, this.debounceMs);
  }

  /** Reloads now (also what a change triggers); resolves when done. Reloads never overlap. */
  reload(): Promise<void> {
    this.running = this.running.then(() => this.reloadOnce());
    return this.running;
  }

  private async reloadOnce(): Promise<void> {
    const result = await readConfig(this.folders);
    this.state.checkedAt = this.now().toISOString();
    if ('problems' in result) {
      this.state.problems = result.problems;
      return;
    }
    const notes: string[] = [];
    for (const [id, fresh] of result.products) {
      const current = this.products.get(id);
      if (current) Object.assign(current, fresh);
      else notes.push(`product "${id}" is new: restart the server to serve it`);
    }
    Object.assign(this.brand, result.brand);
    this.state.problems = [];
    this.state.notes = notes;
    this.state.files = result.files;
    this.state.version += 1;
  }

  /** Stops watching. */
  close(): void {
    clearTimeout(this.timer);
    for (const w of this.watchers.values()) w.close();
    this.watchers.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Local mode only: the configuration reloader (undefined in production). */
    liveConfig?: LiveConfig;
  }
}
