import { type ExecutionContext, ForbiddenException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthUser } from './auth-user';
import { Roles } from './roles.decorator';
import { RolesGuard } from './roles.guard';

@Roles('SHOPPER')
class ShopperOnlyController {
  list() {}

  @Roles('CLIENT')
  clientOnly() {}
}

class OpenController {
  open() {}
}

/** A fake execution context of `handler` on `controller`, called by `user`. */
function contextOf(controller: Function, handler: Function, user?: AuthUser): ExecutionContext {
  return {
    getClass: () => controller,
    getHandler: () => handler,
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  } as unknown as ExecutionContext;
}

describe('RolesGuard', () => {
  const guard = new RolesGuard(new Reflector());
  const shopper: AuthUser = { id: 's1', role: 'SHOPPER' };
  const client: AuthUser = { id: 'c1', role: 'CLIENT' };
  const { list, clientOnly } = ShopperOnlyController.prototype;

  it('lets any signed-in role through a route without @Roles', () => {
    expect(guard.canActivate(contextOf(OpenController, OpenController.prototype.open, client))).toBe(true);
  });

  it('lets a listed role through', () => {
    expect(guard.canActivate(contextOf(ShopperOnlyController, list, shopper))).toBe(true);
  });

  it('refuses another role with 403', () => {
    expect(() => guard.canActivate(contextOf(ShopperOnlyController, list, client))).toThrow(ForbiddenException);
  });

  it('refuses a request without a user with 403', () => {
    expect(() => guard.canActivate(contextOf(ShopperOnlyController, list))).toThrow(ForbiddenException);
  });

  it('prefers the route roles over the controller roles', () => {
    expect(guard.canActivate(contextOf(ShopperOnlyController, clientOnly, client))).toBe(true);
    expect(() => guard.canActivate(contextOf(ShopperOnlyController, clientOnly, shopper))).toThrow(ForbiddenException);
  });
});
