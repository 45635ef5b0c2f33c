// Renders deploy/nginx/*.conf.template: the front for the shell and the API, and one origin
// per remote. Every placeholder in double braces must be given; one left over is an error, never an empty string.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliStaticModule } from '../nginx.mjs';
import { repoRoot } from '../tools.mjs';

const templateDir = path.join(repoRoot, 'deploy', 'nginx');

/**
 * How long a rolling restart waits, after a process is ready again, before it stops the
 * next: nginx left the process out when it refused a connection, for fail_timeout counted
 * on a clock of whole seconds (so up to a second more), and takes it back only once a
 * request sent to it succeeds; one second more for that request. Stopping the other before
 * then leaves nginx no process (502, "no live upstreams").
 */
export function readmitWaitMs(failTimeoutSeconds) {
  return (failTimeoutSeconds + 2) * 1000;
}

function fill(template, values) {
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name) => {
    if (!(name in values)) {
      throw new Error(`deploy/nginx: ${whole} har inget värde`);
    }
    return String(values[name]);
  });
  return text;
}

/**
 * The whole nginx.conf. `remotes`: { name, port, root } per remote origin; the module that
 * sends .br copies is loaded by its absolute path, since this config is not Debian's.
 */
export function renderNginxConfig({
  stateDir,
  certFile,
  keyFile,
  frontPort,
  serverPorts,
  failTimeoutSeconds,
  shellOrigin,
  remotes,
}) {
  const remoteTemplate = readFileSync(
    path.join(templateDir, 'remote-origin.conf.template'),
    'utf8',
  );
  const remoteOrigins = remotes
    .map((remote) =>
      fill(remoteTemplate, {
        REMOTE: remote.name,
        REMOTE_PORT: remote.port,
        REMOTE_ROOT: remote.root,
        SHELL_ORIGIN: shellOrigin,
      }),
    )
    .join('\n');
  return fill(readFileSync(path.join(templateDir, 'front.conf.template'), 'utf8'), {
    STATE_DIR: stateDir,
    MODULES: existsSync(brotliStaticModule) ? `load_module ${brotliStaticModule};` : '',
    MIME_TYPES: '/etc/nginx/mime.types',
    CERT_FILE: certFile,
    KEY_FILE: keyFile,
    FRONT_PORT: frontPort,
    SERVER_PORT_A: serverPorts[0],
    SERVER_PORT_B: serverPorts[1],
    FAIL_TIMEOUT: failTimeoutSeconds,
    REMOTE_ORIGINS: remoteOrigins,
  });
}
