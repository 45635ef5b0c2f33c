import { databasenNasInte } from './unavailable';

const withCode = (code: string, message = 'fel') => Object.assign(new Error(message), { code });

describe('which errors mean the database cannot be reached', () => {
  it.each([
    ['a restart (57P01)', withCode('57P01')],
    ['a server starting up (57P03)', withCode('57P03')],
    ['a connection failure (08006)', withCode('08006')],
    ['no server listening', withCode('ECONNREFUSED')],
    ['a statement time-out (57014)', withCode('57014')],
    ['a SQLite file locked past the busy time-out', withCode('SQLITE_BUSY')],
    ['the pool giving up connecting', new Error('timeout exceeded when trying to connect')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['any of these as the cause', new Error('query failed', { cause: withCode('57P01') })],
  ])('%s', (_name, error) => {
    expect(databasenNasInte(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a syntax error (42601)', withCode('42601')],
    ['a fault of our code', new TypeError('x is undefined')],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(databasenNasInte(error)).toBe(false);
  });
});
