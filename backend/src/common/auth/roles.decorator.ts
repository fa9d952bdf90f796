import { SetMetadata } from '@nestjs/common';
import type { UserRole } from '../../modules/users/entities/user.entity';

export const ROLES = 'roles';

/** Restricts a route to the given roles (403 for anyone else). */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES, roles);
