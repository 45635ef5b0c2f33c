// This remote is only ever loaded by the shell, through its exposed `./routes`
// (see rspack.config.mjs). The entry exists because Rspack needs one.
export {};
