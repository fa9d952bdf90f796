import type { INestApplication } from '@nestjs/common';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { Category, type CategoryKey } from '../../src/modules/categories/category.entity';
import { Item } from '../../src/modules/items/entities/item.entity';
import { Recipient } from '../../src/modules/recipients/recipient.entity';
import { ShopTask } from '../../src/modules/tasks/task.entity';
import { registerClient, registerShopper, type TestAccount } from './accounts';

/** Two shoppers with one client each: the cast of every permission test. */
export interface Cast {
  shopperA: TestAccount;
  clientA: TestAccount;
  shopperB: TestAccount;
  clientB: TestAccount;
}

export async function registerCast(http: App): Promise<Cast> {
  const shopperA = await registerShopper(http, { displayName: 'Avery Shopper' });
  const shopperB = await registerShopper(http, { displayName: 'Blake Shopper' });
  const clientA = await registerClient(http, { shopperId: shopperA.id, displayName: 'Casey Client' });
  const clientB = await registerClient(http, { shopperId: shopperB.id, displayName: 'Drew Client' });
  return { shopperA, clientA, shopperB, clientB };
}

/*
 * Rows written straight through the entities, for tests whose subject is not task or item
 * creation itself (those go through the API in their own tests).
 */

export async function seedRecipient(app: INestApplication, clientId: string, overrides: Partial<Recipient> = {}) {
  return app
    .get(DataSource)
    .getRepository(Recipient)
    .save({ clientId, relationship: 'self', displayName: 'Myself', ...overrides });
}

export async function seedTask(
  app: INestApplication,
  parties: { shopperId: string; clientId: string },
  overrides: Partial<ShopTask> & { categoryKey?: CategoryKey } = {},
): Promise<ShopTask> {
  const { categoryKey = 'CLOTHING', ...fields } = overrides;
  const dataSource = app.get(DataSource);
  const category = await dataSource.getRepository(Category).findOneByOrFail({ key: categoryKey });
  return dataSource.getRepository(ShopTask).save({
    title: 'Spring wardrobe refresh',
    description: 'Light jackets and two pairs of shoes',
    categoryId: category.id,
    ...parties,
    ...fields,
  });
}

export async function seedItem(app: INestApplication, taskId: string, overrides: Partial<Item> = {}): Promise<Item> {
  return app
    .get(DataSource)
    .getRepository(Item)
    .save({ taskId, name: 'Linen blazer', quantity: 1, unitPrice: '129.00', ...overrides });
}
