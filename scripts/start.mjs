// `npm start`: install what is missing, build the shell and every remote for production,
// and start the server on http://localhost:8080 (PORT changes it) with the embedded database.
import { onNode24, prepare } from './tools.mjs';

await onNode24();

const pnpm = prepare();
pnpm(['build']);
const port = process.env.PORT ?? '8080';
console.info(`\nFullmakt startar på http://localhost:${port}\n`);
pnpm(['--filter', '@fullmakt/server', 'start'], { env: { ...process.env, PORT: port } });
