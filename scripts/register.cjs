// Runs the TypeScript sources directly: SWC compiles each .ts file on require with the
// repository's .swcrc (decorator metadata included, which Nest's dependency injection needs).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { addHook } = require('pirates');
const { transformSync } = require('@swc/core');

const options = JSON.parse(readFileSync(join(__dirname, '..', '.swcrc'), 'utf8'));
delete options.$schema;

addHook((code, filename) => transformSync(code, { ...options, filename }).code, {
  exts: ['.ts'],
  ignoreNodeModules: true,
});
require('reflect-metadata');
