import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Shopper } from './shopper.entity';

export const UNKNOWN_SHOPPER = 'The selected shopper does not exist';
export const SHOPPER_NOT_ACCEPTING =
  'This shopper is not taking new clients right now. Please choose another shopper, or register with an invitation code.';

/**
 * The shopper a client picks from the public list (at registration, or after being declined):
 * 400 unless she exists and takes new clients. Her invite codes are not checked here: they
 * register clients whether or not she is listed.
 */
export async function choosableShopper(manager: EntityManager, shopperId: string): Promise<string> {
  const shopper = await manager.findOne(Shopper, {
    where: { userId: shopperId },
    select: { userId: true, acceptsNewClients: true },
  });
  if (!shopper) throw new BadRequestException(UNKNOWN_SHOPPER);
  if (!shopper.acceptsNewClients) throw new BadRequestException(SHOPPER_NOT_ACCEPTING);
  return shopper.userId;
}
