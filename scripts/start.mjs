// `npm start`: install what is missing, build the static site, serve it on PORT (3000).
import { build, ensureDependencies, run } from './lib/setup.mjs';

ensureDependencies();
build();
process.exit(run('node', ['scripts/serve.mjs']));
