import { describe, expect, it } from 'vitest';
import { checkParams } from './sqlParams';

describe('checkParams', () => {
  it('tells the undeclared names in the SQL from the declared ones it never uses', () => {
    const result = checkParams('SELECT * FROM t WHERE d BETWEEN :start AND :end', [
      { name: 'start' },
      { name: 'limit' },
    ]);
    expect(result).toEqual({ undeclared: ['end'], unused: ['limit'], unbindable: [] });
  });

  it('is clean when they match, a name used twice counting once', () => {
    expect(checkParams('SELECT :a WHERE x = :a', [{ name: 'a' }])).toEqual({
      undeclared: [],
      unused: [],
      unbindable: [],
    });
  });

  it('reads the SQL as the connection’s dialect does', () => {
    const sql = "SELECT d::date, ':quoted' -- :comment\nFROM t # :hash\nWHERE a = :real";
    expect(checkParams(sql, [], 'postgresql').undeclared).toEqual(['hash', 'real']);
    expect(checkParams(sql, [], 'mariadb').undeclared).toEqual(['real']);
  });

  it('ignores an empty row being typed', () => {
    expect(checkParams('SELECT 1', [{ name: '' }])).toEqual({ undeclared: [], unused: [], unbindable: [] });
  });

  it('tells which parameters a connection that binds none (Hive) cannot run', () => {
    const sql = "SELECT * FROM t WHERE region = :region AND note = ':text'";
    expect(checkParams(sql, [{ name: 'region' }], 'hive').unbindable).toEqual(['region']);
    expect(checkParams(sql, [{ name: 'region' }], 'postgresql').unbindable).toEqual([]);
    expect(checkParams('SELECT 1', [], 'hive').unbindable).toEqual([]);
  });
});
