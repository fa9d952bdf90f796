import type { DataSource, Driver, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/**
 * Some of an entity's columns read as plain rows, for reads whose rows are only serialized:
 * no entity is built, yet each value comes out as the entity would hold it (JSON parsed, dates
 * as Dates, money through its transformer), on SQLite and MySQL alike, because it goes
 * through the driver's own hydration of that column.
 *
 * Each column is selected as `<prefix>_<property>`, so several entities can share one row.
 */
export class PlainColumns<Entity, Property extends keyof Entity & string> {
  private readonly columns: readonly { property: Property; alias: string; metadata: ColumnMetadata }[];

  constructor(
    dataSource: DataSource,
    entity: new () => Entity,
    private readonly queryAlias: string,
    properties: readonly Property[],
    prefix = queryAlias,
  ) {
    const entityMetadata = dataSource.getMetadata(entity);
    this.columns = properties.map((property) => {
      const metadata = entityMetadata.findColumnWithPropertyName(property);
      if (!metadata) throw new Error(`${entityMetadata.name} has no column ${property}`);
      return { property, alias: `${prefix}_${property}`, metadata };
    });
  }

  /** Adds the columns to a query in which the entity is joined as `queryAlias`. */
  selectIn<Query extends ObjectLiteral>(query: SelectQueryBuilder<Query>): SelectQueryBuilder<Query> {
    for (const column of this.columns) query.addSelect(`${this.queryAlias}.${column.property}`, column.alias);
    return query;
  }

  /** The columns' values in a row, as the entity would hold them. */
  read(row: Record<string, unknown>, driver: Driver): Pick<Entity, Property> {
    const values = {} as Pick<Entity, Property>;
    for (const column of this.columns) {
      values[column.property] = driver.prepareHydratedValue(row[column.alias], column.metadata);
    }
    return values;
  }

  /** Whether the row holds the entity at all: false for a left join that matched nothing. */
  isIn(row: Record<string, unknown>): boolean {
    return this.columns.some((column) => row[column.alias] !== null && row[column.alias] !== undefined);
  }
}
