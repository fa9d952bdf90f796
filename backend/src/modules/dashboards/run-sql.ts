import type { DataSource, ObjectLiteral } from 'typeorm';

/** Runs raw SQL with `:named` parameters, expanded by the driver the same way the query builder does. */
export async function runSql<Row>(dataSource: DataSource, sql: string, parameters: ObjectLiteral): Promise<Row[]> {
  const [text, values] = dataSource.driver.escapeQueryWithParameters(sql, parameters);
  return (await dataSource.query(text, values)) as Row[];
}
