// Loads the WebAssembly engine once per page (rule questions only; the bot
// searches in its own Worker). Files are found next to this folder.
const BASE = new URL('../engine/', import.meta.url);
let loading = null;

export function loadEngine() {
  if (!loading) {
    loading = (async () => {
      const { default: createWallrace } = await import(new URL('wallrace.mjs', BASE).href);
      return createWallrace({ locateFile: (file) => new URL(file, BASE).href });
    })();
    loading.catch(() => { loading = null; });
  }
  return loading;
}

export function engineError(err) {
  const text = String(err?.message || err);
  if (/Failed to fetch|Importing a module|error loading dynamically/i.test(text)) {
    return 'the engine files (engine/wallrace.mjs, engine/wallrace-core.mjs, engine/wallrace-core.wasm) could not be loaded; build them with `npm run build`';
  }
  if (/EvalError|unsafe-eval|Content Security Policy/i.test(text)) {
    return `the engine needs code generation the page's security policy forbids (${text})`;
  }
  return text;
}
