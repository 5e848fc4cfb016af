// Module hooks for node (registered by the tests that need them): a page
// module's `import './x.css'` is Vite's business; here it loads as an empty
// module, so the module's own code can be tested without a bundler.

export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
