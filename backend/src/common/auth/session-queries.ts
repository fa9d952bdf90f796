/**
 * The session lookup's SQL: the user and, in the same statement, their tenant (their
 * shopper's, or their own as a shopper) with its data version, which read caches compare
 * their answers with. Each database gets the shape it runs fastest; both give the same row,
 * as a user has at most one client row and a tenant at most one shopper row (primary keys).
 */
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { Client } from '../../modules/clients/client.entity';
import { Shopper } from '../../modules/shoppers/shopper.entity';
import type { User } from '../../modules/users/entities/user.entity';

/**
 * SQLite, one user (`?`): the tenant found by scalar subqueries, which SQLite runs about four
 * times faster than joins (a few microseconds, on every signed-in request).
 */
export function sqliteSessionQuery(users: Repository<User>): string {
  const tenantKey = `COALESCE(${users
    .createQueryBuilder()
    .subQuery()
    .select('client.shopperId')
    .from(Client, 'client')
    .where('client.userId = user.id')
    .getQuery()}, user.id)`;
  const tenantColumn = (column: 'userId' | 'dataVersion') => (subQuery: SelectQueryBuilder<User>) =>
    subQuery.select(`tenant.${column}`).from(Shopper, 'tenant').where(`tenant.userId = ${tenantKey}`);
  const [query] = userColumns(users)
    .addSelect(tenantColumn('userId'), 'tenantId')
    .addSelect(tenantColumn('dataVersion'), 'dataVersion')
    .where('user.id = :userId', { userId: '' })
    .getQueryAndParameters();
  return query;
}

/**
 * MySQL (MariaDB), `ids` users (`?` each): the tenant found by joins, which MariaDB runs in
 * about two thirds of the time of the scalar subqueries (its share of the machine's CPU and
 * the round trip every kept read waits for).
 */
export function mysqlSessionQuery(users: Repository<User>, ids: number): string {
  const userIds = Array.from({ length: ids }, () => '');
  const [query] = userColumns(users)
    .addSelect('tenant.userId', 'tenantId')
    .addSelect('tenant.dataVersion', 'dataVersion')
    .leftJoin(Client, 'client', 'client.userId = user.id')
    .leftJoin(Shopper, 'tenant', 'tenant.userId = COALESCE(client.shopperId, user.id)')
    .where('user.id IN (:...userIds)', { userIds })
    .getQueryAndParameters();
  return query;
}

function userColumns(users: Repository<User>): SelectQueryBuilder<User> {
  return users
    .createQueryBuilder('user')
    .select('user.id', 'id')
    .addSelect('user.role', 'role')
    .addSelect('user.tokenVersion', 'tokenVersion');
}
