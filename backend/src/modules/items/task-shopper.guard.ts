import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { TaskAccess } from '../tasks/task-access.service';

/**
 * TaskAccess.shopper on the route's `:taskId`, as a guard: guards run before interceptors,
 * so an upload from anyone but the task's shopper is refused before its body is read.
 */
@Injectable()
export class TaskShopperGuard implements CanActivate {
  constructor(private readonly access: TaskAccess) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ user: AuthUser; params: { taskId: string } }>();
    await this.access.shopper(request.user, request.params.taskId);
    return true;
  }
}
