// The production shape's mail server (`pnpm prod:local`): the loopback SMTP server the
// outbox tests use, on a fixed port, writing each notice it receives to a folder as a
// .eml file named by arrival, so `pnpm e2e:prod` and a person can read what was sent.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { startSmtpReceiver } from '../src/testing/smtp-receiver';

const args = z
  .tuple([z.coerce.number().int().min(1).max(65535), z.string().min(1)])
  .parse(process.argv.slice(2));
const [port, folder] = args;
mkdirSync(folder, { recursive: true });
const receiver = await startSmtpReceiver({ port });
let written = 0;
setInterval(() => {
  while (written < receiver.received.length) {
    const mail = receiver.received[written];
    written += 1;
    if (mail) {
      writeFileSync(path.join(folder, `${String(written).padStart(6, '0')}.eml`), mail.raw);
    }
  }
}, 200);
console.info(`SMTP på ${receiver.url}, brev i ${folder}`);
process.on('SIGTERM', () => {
  void receiver.stop().then(() => process.exit(0));
});
