import { relative } from 'node:path';
import { createServer, createServerModuleRunner, type ResolvedConfig } from 'vite';
import {
  ESModulesEvaluator,
  ssrDynamicImportKey,
  type ModuleRunnerContext,
} from 'vite/module-runner';

/** The app's own modules, run in Node as the build transforms them (its config, its plugins). */
export interface AppAtBuildTime {
  import<T>(module: string): Promise<T>;
  /**
   * The module `loader` (a dynamic import of the app's late code) imports, as Vite resolved it,
   * from the project's root: `src/views/cart/CartPage.tsx`, the build manifest's key of its chunk.
   */
  importedBy(loader: () => Promise<unknown>): Promise<string>;
}

/** Runs `use` with the app's modules loaded by a Vite module runner, closed after. */
export async function withAppAtBuildTime<T>(
  config: ResolvedConfig,
  use: (app: AppAtBuildTime) => Promise<T>,
): Promise<T> {
  const server = await createServer({
    configFile: config.configFile ?? false,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const imports = new DynamicImports();
  const runner = createServerModuleRunner(server.environments.ssr, {
    hmr: false,
    evaluator: imports,
  });
  const modules = new Map<() => Promise<unknown>, string>();
  try {
    return await use({
      import: (module) => runner.import(module),
      async importedBy(loader) {
        let module = modules.get(loader);
        if (module === undefined) {
          const url = await imports.firstIn(loader);
          module = relative(config.root, runner.evaluatedModules.getModuleByUrl(url)?.file ?? url);
          modules.set(loader, module);
        }
        return module;
      },
    });
  } finally {
    await runner.close();
    await server.close();
  }
}

/** Runs each module as Vite's evaluator does, and hears the dynamic imports they make. */
class DynamicImports extends ESModulesEvaluator {
  private heard: string[] | undefined;

  override runInlinedModule(context: ModuleRunnerContext, code: string): Promise<unknown> {
    const load = context[ssrDynamicImportKey];
    context[ssrDynamicImportKey] = (url, options) => {
      this.heard?.push(url);
      return load(url, options);
    };
    return super.runInlinedModule(context, code);
  }

  /** The first module `loader` imports dynamically; it must not have run before (it keeps what it loaded). */
  async firstIn(loader: () => Promise<unknown>): Promise<string> {
    const heard: string[] = [];
    this.heard = heard;
    try {
      await loader();
    } finally {
      this.heard = undefined;
    }
    const [url] = heard;
    if (url === undefined)
      throw new Error(
        'appAtBuildTime: a loader imported nothing, or ran before the build heard it',
      );
    return url;
  }
}
