import type { ReactNode } from 'react';
import type { Permission } from '@parcelhub/contracts';
import { useAccess } from './useAccess';

interface Props {
  /** One permission, or several of which any one will do. */
  permission: Permission | readonly Permission[];
  children: ReactNode;
  /** Shown instead when the user lacks the permission; nothing by default. */
  fallback?: ReactNode;
}

/** Shows its children only to users who hold the permission: an action the server would refuse is not offered. */
export function Access({ permission, children, fallback = null }: Props) {
  return <>{useAccess().can(permission) ? children : fallback}</>;
}
