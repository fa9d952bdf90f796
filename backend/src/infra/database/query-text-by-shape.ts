import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Reads that run often build their SQL with the query builder once per shape (which filters
 * are present, which role asks) and then only fill in named parameters: building the text
 * costs more than running it on an indexed read. `:...list` parameters are expanded at run
 * time, so a list of any length shares its shape's text.
 *
 * Texts are kept per DataSource, since each database writes its own SQL.
 */
export class QueryTextByShape {
  private readonly texts = new WeakMap<DataSource, Map<string, string>>();

  async run<Row>(
    manager: EntityManager,
    shape: string,
    build: () => SelectQueryBuilder<ObjectLiteral>,
    parameters: ObjectLiteral,
  ): Promise<Row[]> {
    const dataSource = manager.connection;
    let texts = this.texts.get(dataSource);
    if (!texts) {
      texts = new Map();
      this.texts.set(dataSource, texts);
    }
    let sql = texts.get(shape);
    if (sql === undefined) {
      sql = build().getQuery();
      texts.set(shape, sql);
    }
    const [text, values] = dataSource.driver.escapeQueryWithParameters(sql, parameters);
    return (await manager.query(text, values)) as Row[];
  }
}
